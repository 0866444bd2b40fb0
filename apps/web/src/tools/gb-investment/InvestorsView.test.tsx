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

  it("says the data is unknown for the newest GBs", () => {
    render(<Harness gbKey="Stellar_Warship" />);
    expect(screen.getByTestId("investors-unknown").textContent).toContain("Unknown for this level");
    expect(screen.queryByTestId("investors-table")).toBeNull();
  });
});
