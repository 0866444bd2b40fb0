/**
 * The GB tools with the partly known level tables of the data (costs unknown below level 10 for
 * five GBs, no cost at all for A.I. Core): unknown values give a named error or an explicit
 * "unknown" (null), never NaN and never a number computed from a missing cost.
 */
import { describe, expect, it } from "vitest";
import { getGbLevels, getGreatBuilding } from "./data/index.js";
import { computeGbForecast } from "./gb-forecast-cost.js";
import { computeInvestorView, computeLevelInvestment } from "./gb-investment.js";
import { computeGbLevelingOrder } from "./gb-leveling-order.js";
import { computeGbStatistics } from "./gb-statistics.js";

const WARSHIP = getGbLevels("Stellar_Warship")!;
const AI_CORE = getGbLevels("AI_Core")!;
const PCT = [90, 90, 90, 90, 90];

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    const e = error as Error & { field?: unknown };
    return { name: e.name, field: e.field };
  }
  throw new Error("expected an error");
}

describe("levels with unknown costs", () => {
  it("forecast: a range touching an unknown cost is UnknownDataError; from level 10 on it computes", () => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: WARSHIP,
          currentLevel: 5,
          targetLevel: 12,
          investorPercentages: PCT,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[5].cost" });
    const r = computeGbForecast({
      levels: WARSHIP,
      currentLevel: 9,
      targetLevel: 12,
      investorPercentages: PCT,
    });
    expect(r.rows.map((row) => row.cost)).toEqual([14330, 14689, 15056]);
  });

  it("statistics: unknown costs are null points, known ones are drawn", () => {
    const r = computeGbStatistics({
      stat: "cost_level",
      from: 8,
      to: 11,
      series: [
        { key: "warship", levels: WARSHIP },
        { key: "ai", levels: AI_CORE },
      ],
    });
    expect(r.datasets[0]!.data).toEqual([null, null, 14330, 14689]);
    expect(r.datasets[1]!.data).toEqual([null, null, null, null]);
    expect(r.yMin).toBe(14330);
  });

  it("investment views: UnknownDataError below level 10, results from level 10 on", () => {
    expect(
      errorOf(() =>
        computeLevelInvestment({ levels: WARSHIP, level: 9, investorPercentages: PCT }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
    expect(
      computeLevelInvestment({ levels: WARSHIP, level: 10, investorPercentages: PCT }).cost,
    ).toBe(14330);
    expect(
      errorOf(() =>
        computeInvestorView({
          levels: WARSHIP,
          currentLevel: 8,
          targetLevel: 10,
          yourArcBonus: 90,
          mode: "none",
          investorPercentages: PCT,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
  });

  it("leveling order: a GB with unknown costs is never planned", () => {
    // Stellar Warship has a bonus at level 1 but levels 1–9 have no cost.
    expect(getGreatBuilding("Stellar_Warship")!.levels[0]!.cost).toBeNull();
    const r = computeGbLevelingOrder({
      reward: "forgePoints",
      gbs: ["Stellar_Warship", "AI_Core"],
    });
    expect(r.plan).toEqual([]);
    expect(JSON.stringify(r)).not.toContain("NaN");
  });
});
