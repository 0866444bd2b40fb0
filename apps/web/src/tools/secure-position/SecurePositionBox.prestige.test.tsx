// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computePrestigeRewards } from "@foe-toolbox/core/gb-prestige";
import { securePlace } from "@foe-toolbox/core/secure-position";
import { renderWithIntl } from "@/test/render";
import { SecurePositionBox } from "./SecurePositionBox";

const NS = ["calculator", "securePosition"];

afterEach(cleanup);

function placeTexts(): string[] {
  const select = screen.getByLabelText(/Place you target/) as HTMLSelectElement;
  return [...select.options].slice(1).map((o) => o.text);
}

describe("<SecurePositionBox> under Prestige", () => {
  it("offers the 7 places of a gold level from its cost and boosts with the gold bonus", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <SecurePositionBox
        level={133}
        levelCost={13551}
        deposits={2000}
        placeRewards={[]}
        rules="prestige"
        placeCount={7}
        yourArcBonus={19}
      />,
      NS,
    );
    const places = computePrestigeRewards({ level: 133, cost: 13551 }).places;
    expect(placeTexts()).toEqual(places.map((p) => `${p.place} (${p.fp.toLocaleString("en")} FP)`));
    expect(placeTexts()[0]).toBe("1 (1,180 FP)");
    expect(screen.getByLabelText("Your Arc bonus, gold boost (levels from 101) (%)")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Place you target"), "1 (1,180 FP)");
    const expected = securePlace({
      levelCost: 13551,
      currentDeposits: 2000,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: 19,
      reward: 1180,
      rules: "prestige",
    });
    expect(screen.getByTestId("sp-roi").getAttribute("data-value")).toBe(String(expected.roi));
  });

  it("names the copper boost on a copper level, and keeps 5 places and the plain label by default", () => {
    const { unmount } = renderWithIntl(
      <SecurePositionBox
        level={80}
        levelCost={5000}
        deposits={0}
        placeRewards={[]}
        rules="prestige"
        placeCount={5}
        yourArcBonus={90}
      />,
      NS,
    );
    expect(
      screen.getByLabelText("Your Arc bonus, copper boost (levels up to 100) (%)"),
    ).toBeTruthy();
    expect(placeTexts()).toHaveLength(5);
    unmount();
    // The props the current owner view passes (no rules, no place count): live rules, 5 places.
    renderWithIntl(
      <SecurePositionBox
        level={10}
        levelCost={650}
        deposits={0}
        placeRewards={[65, 35, 10, 5, 0, 99, 99]}
        yourArcBonus={90}
      />,
      NS,
    );
    expect(placeTexts()).toEqual(["1 (65 FP)", "2 (35 FP)", "3 (10 FP)", "4 (5 FP)", "5 (0 FP)"]);
    expect(screen.getByLabelText("Your Arc bonus (%)")).toBeTruthy();
  });
});
