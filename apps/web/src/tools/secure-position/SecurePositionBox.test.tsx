// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { securePlace } from "@foe-toolbox/core/secure-position";
import { useState, type ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { messagesOf, renderWithIntl } from "@/test/render";
import { SecurePositionBox } from "./SecurePositionBox";

const NS = ["calculator", "securePosition"];
// Observatory level 10 (cost 650) rewards.
const REWARDS = [65, 35, 10, 5, 0];

afterEach(cleanup);

/** For `rerender`, which replaces the whole tree: the same provider as `renderWithIntl`. */
const intl = (ui: ReactElement) => (
  <NextIntlClientProvider locale="en" messages={messagesOf(NS)} timeZone="UTC">
    {ui}
  </NextIntlClientProvider>
);

describe("<SecurePositionBox>", () => {
  it('uses the level\'s cost read-only and offers the five places as "{n} ({reward} FP)"', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <SecurePositionBox
        level={10}
        levelCost={650}
        deposits={0}
        placeRewards={REWARDS}
        yourArcBonus={90}
      />,
      NS,
    );
    const cost = screen.getByLabelText("Level cost (FP)") as HTMLInputElement;
    expect(cost.value).toBe("650");
    expect(cost.disabled).toBe(true);
    const select = screen.getByLabelText("Place you target") as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      "No place chosen",
      "1 (65 FP)",
      "2 (35 FP)",
      "3 (10 FP)",
      "4 (5 FP)",
      "5 (0 FP)",
    ]);
    // Nothing chosen: the place is asked for (no loss shown) and no rate table is shown.
    expect(screen.queryByTestId("sp-roi")).toBeNull();
    expect(screen.getByTestId("sp-roi-pending").textContent).toBe(
      "Choose the place you target to see your gain or loss.",
    );
    expect(screen.queryByTestId("sp-rates")).toBeNull();
    await user.selectOptions(select, "1 (65 FP)");
    const expected = securePlace({
      levelCost: 650,
      currentDeposits: 0,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: 90,
      reward: 65,
    });
    expect(screen.getByTestId("sp-fp").textContent).toBe(String(expected.fp));
    expect(screen.getByTestId("sp-roi").getAttribute("data-value")).toBe(String(expected.roi));
    expect(screen.getAllByTestId("sp-rate-row")).toHaveLength(4);
  });

  it("follows the level cost and reports its values", () => {
    const onValuesChange = vi.fn();
    const { rerender } = renderWithIntl(
      <SecurePositionBox
        level={10}
        levelCost={650}
        deposits={0}
        placeRewards={REWARDS}
        yourArcBonus={90}
        onValuesChange={onValuesChange}
      />,
      NS,
    );
    rerender(
      intl(
        <SecurePositionBox
          level={20}
          levelCost={1720}
          deposits={0}
          placeRewards={REWARDS}
          yourArcBonus={90}
          onValuesChange={onValuesChange}
        />,
      ),
    );
    expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("1720");
    expect(screen.getByTestId("sp-remaining").textContent).toBe("1,720");
    expect(onValuesChange).toHaveBeenLastCalledWith({
      levelCost: 1720,
      currentDeposits: 0,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: 90,
      fpTargetReward: 0,
    });
  });

  it("hands valid Arc bonus edits to the owner view and is disabled while the Snipe column drives it", async () => {
    const user = userEvent.setup();
    const onArcBonusChange = vi.fn();
    // The owner view keeps the bonus and gives it back, as the GB page does.
    function OwnerView({ disabled = false }: { disabled?: boolean }) {
      const [arc, setArc] = useState(90);
      return (
        <SecurePositionBox
          level={10}
          levelCost={650}
          deposits={0}
          placeRewards={REWARDS}
          yourArcBonus={arc}
          arcBonusDisabled={disabled}
          onArcBonusChange={(value) => {
            setArc(value);
            onArcBonusChange(value);
          }}
        />
      );
    }
    const { rerender } = renderWithIntl(<OwnerView />, NS);
    const arc = screen.getByLabelText("Your Arc bonus (%)") as HTMLInputElement;
    await user.clear(arc);
    await user.type(arc, "85");
    expect(onArcBonusChange).toHaveBeenLastCalledWith(85);
    expect(arc.value).toBe("85");
    rerender(intl(<OwnerView disabled />));
    expect((screen.getByLabelText("Your Arc bonus (%)") as HTMLInputElement).disabled).toBe(true);
  });

  it("starts from a permalink's values and resets to the level's defaults", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <SecurePositionBox
        level={10}
        levelCost={650}
        deposits={0}
        placeRewards={REWARDS}
        yourArcBonus={90}
        initial={{ currentDeposits: 100, otherParticipation: 40, fpTargetReward: 35 }}
      />,
      NS,
    );
    expect((screen.getByLabelText("Place you target") as HTMLSelectElement).value).toBe("1");
    const expected = securePlace({
      levelCost: 650,
      currentDeposits: 100,
      yourParticipation: 0,
      otherParticipation: 40,
      yourArcBonus: 90,
      reward: 35,
    });
    expect(screen.getByTestId("sp-fp").textContent).toBe(String(expected.fp));
    await user.click(screen.getByRole("button", { name: "Reset values" }));
    expect((screen.getByLabelText("FP already on the level") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Place you target") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("650");
  });
});
