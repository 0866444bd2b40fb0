// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { computeGbLevelingOrder } from "@foe-toolbox/core/gb-leveling-order";
import {
  profileStore,
  updateCurrentProfile,
  useCurrentProfile,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { buildCompactDataset } from "./dataset-build";
import { decodeGbLevelingOrderDataset } from "./dataset-format";
import { LevelingPlanner } from "./LevelingPlanner";

const data = decodeGbLevelingOrderDataset(
  JSON.parse(JSON.stringify(buildCompactDataset(listGreatBuildings()))),
)!;
const gbNames = Object.fromEntries(listGreatBuildings().map((gb) => [gb.key, gb.name]));

function ProfileGb({ onGb }: { onGb: (gb: unknown) => void }) {
  onGb(useCurrentProfile((p) => p.gb));
  return null;
}

function renderPlanner() {
  let gb: unknown;
  const view = renderWithIntl(
    <>
      <LevelingPlanner data={data} gbNames={gbNames} />
      <ProfileGb onGb={(value) => (gb = value)} />
    </>,
    ["calculator", "gbLevelingOrder", "bonuses", "resources", "gbRules"],
  );
  return { ...view, profileGb: () => gb as Record<string, Record<string, unknown>> };
}

/** Displayed rows as [name, from, to, total] (from -1 shows "Building"). */
function rows() {
  return screen.getAllByTestId("leveling-row").map((row) => {
    const cells = within(row).getAllByRole("cell");
    return [
      within(row).getByRole("rowheader").textContent,
      cells[0]!.textContent,
      cells[1]!.textContent,
      cells[2]!.textContent,
    ];
  });
}

function expected(plan: ReturnType<typeof computeGbLevelingOrder>["plan"]) {
  return plan.map((r) => [
    gbNames[r.gb],
    r.from === -1 ? "Building" : String(r.from),
    String(r.to),
    r.totalBonus.toLocaleString("en"),
  ]);
}

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "", gbRules: "live" });
});
afterEach(cleanup);

describe("<LevelingPlanner>", () => {
  it("shows no plan until a bonus is chosen, then the core's plan", () => {
    renderPlanner();
    expect(screen.queryByTestId("leveling-plan")).toBeNull();
    expect(screen.getByTestId("leveling-choose")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "forgePoints" },
    });
    const result = computeGbLevelingOrder({ reward: "forgePoints" });
    expect(rows()).toEqual(expected(result.plan));
    // One level input per eligible GB, in data order.
    const levels = within(screen.getByTestId("leveling-levels")).getAllByRole("spinbutton");
    expect(levels.map((input) => input.id.split("-").at(-1))).toEqual(result.eligibleGbs);
  });

  it("saves levels and per-bonus locks in the profile and plans with them", () => {
    const view = renderPlanner();
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "forgePoints" },
    });
    fireEvent.change(screen.getByLabelText("Hagia Sophia"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Lock Cape Canaveral" }));

    expect(view.profileGb().Hagia_Sophia).toMatchObject({ yourLevel: 5 });
    expect(view.profileGb().Cape_Canaveral).toMatchObject({
      gblo: { forgePoints: { ignore: true } },
    });
    expect(
      screen.getByRole("button", { name: "Lock Cape Canaveral" }).getAttribute("aria-pressed"),
    ).toBe("true");
    const result = computeGbLevelingOrder({
      reward: "forgePoints",
      currentLevels: { Hagia_Sophia: 5 },
      lockedGbs: ["Cape_Canaveral"],
    });
    expect(rows()).toEqual(expected(result.plan));

    // Locks belong to one bonus kind: with another bonus, nothing is locked.
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "militaryBoost" },
    });
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });

  it("keeps the last plan with the message next to the field while an input is invalid", () => {
    renderPlanner();
    fireEvent.change(screen.getByLabelText("Bonus to increase"), { target: { value: "coins" } });
    const before = rows();
    const fp = screen.getByLabelText("FP per day");
    fireEvent.change(fp, { target: { value: "0" } });
    // Out of the field's range: not handed to the planner, so the plan stays and is not stale.
    expect(rows()).toEqual(before);
    expect(document.getElementById(`${fp.id}-error`)?.textContent).toBe(
      "Enter a number from 1 to 1,000,000.",
    );

    fireEvent.change(fp, { target: { value: "20" } });
    expect(screen.queryByTestId("leveling-stale")).toBeNull();
    expect(rows()).toEqual(
      expected(computeGbLevelingOrder({ reward: "coins", fpPer24h: 20 }).plan),
    );
  });

  it("shows the message at the GB whose level is invalid", () => {
    renderPlanner();
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "forgePoints" },
    });
    const level = screen.getByLabelText("Hagia Sophia");
    fireEvent.change(level, { target: { value: "2.5" } });
    expect(document.getElementById(`${level.id}-error`)?.textContent).toBe("Enter a whole number.");
    expect(level.getAttribute("aria-invalid")).toBe("true");
  });

  it("offers the chance option for FP and the production field for goods only", () => {
    renderPlanner();
    const select = screen.getByLabelText("Bonus to increase");
    fireEvent.change(select, { target: { value: "coins" } });
    expect(screen.queryByRole("radio", { name: "Yes" })).toBeNull();
    fireEvent.change(select, { target: { value: "forgePoints" } });
    fireEvent.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByLabelText("Goods production per 24 h")).toBeNull();
    expect(rows()).toEqual(
      expected(computeGbLevelingOrder({ reward: "forgePoints", includeRandomRewards: true }).plan),
    );
    fireEvent.change(select, { target: { value: "goods" } });
    fireEvent.change(screen.getByLabelText("Goods production per 24 h"), {
      target: { value: "500" },
    });
    expect(rows()).toEqual(
      expected(
        computeGbLevelingOrder({
          reward: "goods",
          includeRandomRewards: true,
          randomRewardPer24h: 500,
        }).plan,
      ),
    );
  });

  it("says so when there is nothing to level", () => {
    renderPlanner();
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "forgePoints" },
    });
    fireEvent.change(screen.getByLabelText("Target level"), { target: { value: "0" } });
    expect(screen.getByTestId("leveling-empty")).toBeTruthy();
    expect(screen.queryAllByTestId("leveling-row")).toEqual([]);
  });

  it("plans under the Prestige setting, with a gold bonus when copper and gold levels are planned", () => {
    globalStore.setState({ gbRules: "prestige" });
    renderPlanner();
    expect(screen.getByTestId("leveling-rules").dataset.rules).toBe("prestige");
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "contributionBoost" },
    });
    expect(rows()).toEqual(
      expected(computeGbLevelingOrder({ reward: "contributionBoost", rules: "prestige" }).plan),
    );
    expect(screen.queryByTestId("leveling-investorPercentageGold")).toBeNull();
    fireEvent.change(screen.getByLabelText("Target level"), { target: { value: "120" } });
    fireEvent.change(screen.getByTestId("leveling-investorPercentageGold"), {
      target: { value: "20" },
    });
    expect(rows()).toEqual(
      expected(
        computeGbLevelingOrder({
          reward: "contributionBoost",
          rules: "prestige",
          targetLevel: 120,
          investorPercentageGold: 20,
        }).plan,
      ),
    );
  });

  it("uses the level costs the player entered where the data has none, and says so", () => {
    globalStore.setState({ gbRules: "prestige" });
    renderPlanner();
    const costs = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [String(i + 1), { cost: 50 * (i + 1) }]),
    );
    act(() => updateCurrentProfile((p) => ({ ...p, enteredLevels: { Stellar_Warship: costs } })));
    fireEvent.change(screen.getByLabelText("Bonus to increase"), {
      target: { value: "advancedTactics" },
    });
    expect(screen.getByLabelText("Stellar Warship")).toBeTruthy();
    expect(screen.getByTestId("leveling-entered-Stellar_Warship").textContent).toBe(
      "Uses the values you entered for levels 1–9.",
    );
  });
});
