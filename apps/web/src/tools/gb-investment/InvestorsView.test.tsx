// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeInvestorView } from "@foe-toolbox/core/gb-investment";
import { renderWithIntl } from "@/test/render";
import { sanitizeGbSettings } from "./gb-state";
import { InvestorsView } from "./InvestorsView";
import type { GbPageState } from "./use-gb-page-state";

afterEach(cleanup);
// Typing into several fields of a big table is slow under happy-dom on a 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

function Harness({ gbKey }: { gbKey: string }) {
  const levels = getGbLevels(gbKey)!;
  const [state, setState] = useState<GbPageState>({
    settings: sanitizeGbSettings(undefined, levels),
    ownerArc: 90,
    investorArc: 90,
    showSnipe: false,
  });
  return (
    <InvestorsView gbName={gbKey} levels={levels} state={state} update={(fn) => setState(fn)} />
  );
}

const render = (ui: React.ReactElement) =>
  renderWithIntl(ui, ["calculator", "gbInvestment", "bonuses", "resources"]);

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
    expect(screen.getByText("Enter a number from 0 to 9.")).toBeTruthy();
    expect(screen.getByTestId("investors-row-10")).toBeTruthy();
  });

  it("says the data is unknown for the newest GBs", () => {
    render(<Harness gbKey="Stellar_Warship" />);
    expect(screen.getByTestId("investors-unknown").textContent).toContain("Unknown for this level");
    expect(screen.queryByTestId("investors-table")).toBeNull();
  });
});
