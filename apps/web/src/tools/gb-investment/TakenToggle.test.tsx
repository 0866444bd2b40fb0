// @vitest-environment happy-dom
/** The owner table's one-tap "taken" per place (docs/tools/gb-investment.md §4.2). */
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { renderWithIntl } from "@/test/render";
import { sanitizeGbSettings } from "./gb-state";
import { OwnerView } from "./OwnerView";
import type { GbPageState } from "./use-gb-page-state";
import { useTestEnteredLevels } from "./entered-harness";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

function Harness() {
  const { levels, entered } = useTestEnteredLevels("The_Arc", getGbLevels("The_Arc")!);
  const [state, setState] = useState<GbPageState>(() => ({
    settings: sanitizeGbSettings(undefined, levels),
    ownerArc: 90,
    investorArc: 90,
    ownerArcGold: 0,
    investorArcGold: 0,
    showSnipe: false,
  }));
  const [include, setInclude] = useState([true, true, true, true, true]);
  return (
    <OwnerView
      gbKey="The_Arc"
      gbName="The Arc"
      gbShortName="Arc"
      levels={levels}
      entered={entered}
      rules={{ rules: "live", fromLink: false }}
      bonuses={[]}
      percentKinds={[]}
      state={state}
      update={(fn) => setState(fn)}
      includePlaces={include}
      setIncludePlaces={setInclude}
      includeLocked={false}
      setIncludeLocked={() => {}}
      permalinkParams={null}
      registerPermalinkParams={() => {}}
    >
      {(slot) => (
        <output data-testid="investors">
          {slot.investors.map((i) => `${i.value}${i.isPotentialSniper ? "s" : ""}`).join(",")}
        </output>
      )}
    </OwnerView>
  );
}

describe("taken toggle of the owner table", () => {
  it("P1 taken adds the place's amount at the rate as an investor; a second tap removes it", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />, ["calculator", "gbInvestment", "bonuses", "resources"]);
    // The Arc 9 → 10 at 90 %: P1 209.
    const p1 = () => screen.getByRole("button", { name: "P1 taken" });
    expect(p1().getAttribute("aria-pressed")).toBe("false");
    expect(p1().textContent).toBe("Taken");
    await user.click(p1());
    expect(screen.getByTestId("investors").textContent).toBe("209");
    expect(p1().getAttribute("aria-pressed")).toBe("true");
    const row = screen.getByTestId("owner-row-1");
    expect(
      within(row)
        .getByText((_, el) => el?.getAttribute("data-column") === "in")
        .querySelector("[data-value]")?.textContent,
    ).toBe("209");
    // P2 next: both held, each by its own investor.
    await user.click(screen.getByRole("button", { name: "P2 taken" }));
    expect(screen.getByTestId("investors").textContent).toBe("209,105");
    await user.click(p1());
    expect(screen.getByTestId("investors").textContent).toBe("105");
    expect(p1().getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: /Add an investor/ })).toBeNull();
  });
});
