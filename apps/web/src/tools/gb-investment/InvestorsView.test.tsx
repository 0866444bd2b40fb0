// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeInvestorView } from "@foe-toolbox/core/gb-investment";
import { renderWithIntl } from "@/test/render";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { sanitizeGbSettings, type InvestorViewSettings } from "./gb-state";
import { InvestorsView } from "./InvestorsView";
import { useTestEnteredLevels } from "./entered-harness";
import type { GbPageState } from "./use-gb-page-state";

afterEach(cleanup);
// Typing into several fields of a big table is slow under happy-dom on a 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

function Harness({
  gbKey,
  rules = "live",
  view,
}: {
  gbKey: string;
  rules?: GbRules;
  view?: Partial<InvestorViewSettings>;
}) {
  const dataLevels = getGbLevels(gbKey)!;
  const { levels, entered } = useTestEnteredLevels(gbKey, dataLevels);
  const [state, setState] = useState<GbPageState>(() => {
    const settings = sanitizeGbSettings(undefined, dataLevels);
    return {
      settings: { ...settings, investorView: { ...settings.investorView, ...view } },
      ownerArc: 90,
      investorArc: 90,
      ownerArcGold: 0,
      investorArcGold: 0,
      showSnipe: false,
    };
  });
  return (
    <InvestorsView
      gbName={gbKey}
      levels={levels}
      entered={entered}
      rules={{ rules, fromLink: false }}
      state={state}
      update={(fn) => setState(fn)}
    />
  );
}

const render = (ui: React.ReactElement) =>
  renderWithIntl(ui, ["calculator", "gbInvestment", "bonuses", "resources", "gbRules"]);

describe("<InvestorsView>", () => {
  it("shows the core's table and totals, per mode", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="The_Arc" />);
    const levels = getGbLevels("The_Arc")! as never;
    const none = computeInvestorView({
      levels,
      currentLevel: 0,
      targetLevel: 10,
      yourArcBonus: 90,
      mode: "none",
      investorPercentages: [90, 90, 90, 90, 90],
    });
    expect(screen.getAllByRole("row").length).toBe(2 + 10 + 1);
    const row10 = screen.getByTestId("investors-row-10");
    expect(row10.querySelector('[data-cell="cost-1"]')?.textContent).toBe(
      String(none.rows[9]!.places[0]!.fp),
    );
    expect(
      document.querySelector('[data-cell="total-1"] [data-roi]')?.getAttribute("data-roi"),
    ).toBe(String(none.profitLoss[0]));

    await user.click(screen.getByTestId("investors-mode-optimal"));
    await user.click(screen.getByTestId("investors-show-2"));
    const optimal = computeInvestorView({
      levels,
      currentLevel: 0,
      targetLevel: 10,
      yourArcBonus: 90,
      mode: "optimal",
      investorPercentages: [90, 90, 90, 90, 90],
    });
    const p2 = optimal.rows[9]!.places[1]!;
    expect(
      screen.getByTestId("investors-row-10").querySelector('[data-cell="cost-2"]')?.textContent,
    ).toBe(`${p2.participation} (${p2.preparation})`);
    expect(
      screen.getByTestId("investors-row-10").querySelector('[data-cell="reward-2"]')?.textContent,
    ).toBe(`${p2.reward} (${p2.participation} | ${p2.realParticipation})`);
  });

  it("rejects a target below the current level and keeps the table", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="The_Arc" />);
    const from = screen.getByTestId("investors-from");
    await user.clear(from);
    await user.type(from, "12");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The current level must be below the target level.")).toBeTruthy();
    expect(screen.getByTestId("investors-row-10")).toBeTruthy();
  });

  it("keeps a range typed out of order until the other field makes it valid", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="The_Arc" />);
    const from = screen.getByTestId("investors-from") as HTMLInputElement;
    const to = screen.getByTestId("investors-to") as HTMLInputElement;
    await user.clear(from);
    await user.type(from, "70");
    // Leaving the field keeps what was typed, with the message beside it.
    await user.click(to);
    expect(from.value).toBe("70");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(from.getAttribute("aria-describedby")!)?.textContent).toBe(
      "The current level must be below the target level.",
    );
    expect(screen.getByTestId("investors-row-10")).toBeTruthy();

    await user.clear(to);
    await user.type(to, "80");
    await user.tab();
    expect(from.value).toBe("70");
    expect(to.value).toBe("80");
    expect(from.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("The current level must be below the target level.")).toBeNull();
    // Rows 71 to 80: the range typed, not the old one.
    expect(screen.getByTestId("investors-row-71")).toBeTruthy();
    expect(screen.getByTestId("investors-row-80")).toBeTruthy();
    expect(screen.queryByTestId("investors-row-70")).toBeNull();
  });

  it("says when a level does not exist for this GB", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="The_Arc" />);
    const to = screen.getByTestId("investors-to");
    await user.clear(to);
    await user.type(to, "9999");
    // The field's own range says which levels exist.
    expect(screen.getByText(/^Enter a number from \d+ to [\d,]+\.$/)).toBeTruthy();
  });

  it("asks for the levels of the range the data lacks instead of calling them unknown", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Stellar_Warship" rules="prestige" />);
    expect(screen.queryByTestId("investors-unknown")).toBeNull();
    expect(screen.queryByTestId("investors-table")).toBeNull();
    expect(screen.getByTestId("gbi-investors-entered-missing-message").textContent).toContain(
      "levels 1–9",
    );
    for (let level = 1; level <= 9; level++) {
      // Only the first five missing levels have inputs at once; each entry reveals the next.
      await user.type(screen.getByTestId(`gbi-investors-entered-cost-${level}`), "100");
    }
    expect(screen.getByTestId("investors-table")).toBeTruthy();
    expect(screen.getByTestId("gbi-investors-entered-used").textContent).toContain("levels 1–9");
  });

  it("shows 7 places and a gold Arc bonus for a Prestige range that reaches level 101", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" rules="prestige" view={{ from: 100, to: 101 }} />);
    // Both tiers are in the range: one Arc field each.
    expect(screen.getByLabelText("Your copper Arc bonus (%), levels up to 100")).toBe(
      screen.getByTestId("investors-arc"),
    );
    const gold = screen.getByLabelText("Your gold Arc bonus (%), levels from 101");
    expect(gold).toBe(screen.getByTestId("investors-arc-gold"));
    await user.clear(gold);
    await user.type(gold, "19");
    await user.click(screen.getByTestId("investors-show-7"));
    const expected = computeInvestorView({
      levels: getGbLevels("Observatory")! as never,
      currentLevel: 99,
      targetLevel: 101,
      yourArcBonus: 90,
      yourArcBonusGold: 19,
      mode: "none",
      investorPercentages: Array<number>(7).fill(90),
      rules: "prestige",
    });
    expect(expected.rows[0]!.places).toHaveLength(5);
    expect(expected.rows[1]!.places).toHaveLength(7);
    const copper = screen.getByTestId("investors-row-100");
    const goldRow = screen.getByTestId("investors-row-101");
    expect(copper.querySelector('[data-cell="none-7"]')).toBeTruthy();
    // "reward (FP to pay)" as in the live table; "0" for a place worth nothing (P7 of a small cost).
    const cell = (p: { reward: number; participation: number }) =>
      p.reward === 0
        ? "0"
        : `${p.reward.toLocaleString("en-US")} (${p.participation.toLocaleString("en-US")})`;
    expect(goldRow.querySelector('[data-cell="reward-1"]')?.textContent).toBe(
      cell(expected.rows[1]!.places[0]!),
    );
    expect(goldRow.querySelector('[data-cell="reward-7"]')?.textContent).toBe(
      cell(expected.rows[1]!.places[6]!),
    );
    expect(
      screen
        .getByTestId("investors-table")
        .querySelector('[data-cell="total-7"] [data-roi]')
        ?.getAttribute("data-roi"),
    ).toBe(String(expected.profitLoss[6]));
  });

  it("shows one Arc field and 5 places when a Prestige range stays copper, or under live rules", () => {
    render(<Harness gbKey="Observatory" rules="prestige" view={{ from: 90, to: 100 }} />);
    expect(screen.getByLabelText("Your copper Arc bonus (%), levels up to 100")).toBeTruthy();
    expect(screen.queryByTestId("investors-arc-gold")).toBeNull();
    expect(screen.queryByTestId("investors-show-6")).toBeNull();
    cleanup();
    render(<Harness gbKey="Observatory" view={{ from: 100, to: 110 }} />);
    expect(screen.getByLabelText("Your Arc bonus (%)")).toBe(screen.getByTestId("investors-arc"));
    expect(screen.queryByTestId("investors-arc-gold")).toBeNull();
    expect(screen.queryByTestId("investors-show-6")).toBeNull();
  });
});
