/** Forecast, statistics and leveling order under the Prestige rules (docs/tools/gb-prestige.md). */
import { describe, expect, it } from "vitest";
import { getGbLevels, getGreatBuilding, type GbLevel, type GreatBuilding } from "./data/index.js";
import { computeGbForecast } from "./gb-forecast-cost.js";
import { computeGbLevelingOrder } from "./gb-leveling-order.js";
import { isCompleteGb, ownerCostOfLevel } from "./gb-leveling-order/tables.js";
import { computeLevelInvestment } from "./gb-investment.js";
import { computePrestigeRewards } from "./gb-prestige.js";
import { computeGbStatistics } from "./gb-statistics.js";

const ARC = getGbLevels("The_Arc")!;
const PCT5 = [90, 90, 90, 90, 90];
const PCT7 = [90, 90, 90, 90, 90, 90, 90];

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    const e = error as Error & { field?: unknown };
    return { name: e.name, field: e.field };
  }
  throw new Error("expected an error");
}

describe("computeGbForecast under Prestige", () => {
  it("prepares each level as the owner view does, across the copper/gold boundary", () => {
    const r = computeGbForecast({
      levels: ARC,
      currentLevel: 98,
      targetLevel: 103,
      investorPercentages: PCT7,
      rules: "prestige",
    });
    expect(r.rows.map((row) => row.level)).toEqual([99, 100, 101, 102, 103]);
    for (const row of r.rows) {
      const owner = computeLevelInvestment({
        levels: ARC,
        level: row.level,
        investorPercentages: PCT7,
        rules: "prestige",
      });
      expect(row.preparationWithBonus, `level ${row.level}`).toBe(owner.totalPreparations);
      expect(row.cost).toBe(ARC[row.level - 1]!.cost);
    }
  });

  it("gives other results than the live tables (rewards come from the cost)", () => {
    const input = { levels: ARC, currentLevel: 10, targetLevel: 20, investorPercentages: PCT5 };
    const live = computeGbForecast(input);
    const prestige = computeGbForecast({ ...input, rules: "prestige" });
    expect(prestige.totalCost).toBe(live.totalCost);
    expect(prestige.totalPreparationWithBonus).not.toBe(live.totalPreparationWithBonus);
  });

  it("needs 7 rates for a range with a gold level, and a known cost for every level", () => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: ARC,
          currentLevel: 99,
          targetLevel: 101,
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "InvalidPercentagesError", field: "investorPercentages" });
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: getGbLevels("Cosmic_Catalyst")!,
          currentLevel: 8,
          targetLevel: 12,
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[8].cost" });
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: ARC,
          currentLevel: 1,
          targetLevel: 2,
          investorPercentages: PCT5,
          rules: "gold" as never,
        }),
      ),
    ).toEqual({ name: "InvalidModeError", field: "rules" });
  });
});

describe("computeGbStatistics under Prestige", () => {
  const levels: GbLevel[] = [
    { cost: null, reward: null },
    { cost: 6642, reward: [{ fp: 1 }, { fp: 0 }, { fp: 0 }, { fp: 0 }, { fp: 0 }] },
  ];

  it("draws P1 computed from the cost, null where the cost is unknown", () => {
    const r = computeGbStatistics({
      stat: "reward_level",
      from: 1,
      to: 2,
      series: [{ key: "x", levels }],
      rules: "prestige",
    });
    expect(r.datasets[0]!.data).toEqual([
      null,
      computePrestigeRewards({ level: 2, cost: 6642 }).places[0]!.fp,
    ]);
    // The live rules read the data's P1 instead.
    const live = computeGbStatistics({
      stat: "reward_level",
      from: 1,
      to: 2,
      series: [{ key: "x", levels }],
    });
    expect(live.datasets[0]!.data).toEqual([null, 1]);
  });

  it("costs do not depend on the rules", () => {
    const input = {
      stat: "cost_level" as const,
      from: 1,
      to: 50,
      series: [{ key: "arc", levels: ARC }],
    };
    expect(computeGbStatistics({ ...input, rules: "prestige" })).toEqual(
      computeGbStatistics(input),
    );
  });
});

describe("computeGbLevelingOrder under Prestige", () => {
  it("owner cost of a level equals the owner view's total preparation, copper and gold", () => {
    const arc = getGreatBuilding("The_Arc")!;
    for (const level of [1, 10, 55, 100, 101, 150, 180]) {
      for (const pct of [0, 80, 90]) {
        const owner = computeLevelInvestment({
          levels: ARC,
          level,
          investorPercentages: Array.from({ length: 7 }, () => pct),
          rules: "prestige",
        });
        expect(ownerCostOfLevel(arc, level, pct, "prestige"), `L${level} ${pct}%`).toBe(
          owner.totalPreparations,
        );
      }
    }
  });

  it("plans a GB whose costs are all known even when its rewards are not", () => {
    const obs = getGreatBuilding("Observatory")!;
    const noRewards: GreatBuilding = {
      ...obs,
      levels: obs.levels.map((row) => ({ ...row, rewards: null })),
    };
    const data = { gbs: [noRewards] };
    const input = { reward: "guildGoods" as const, data, targetLevel: 20 };
    expect(isCompleteGb(noRewards)).toBe(false);
    expect(isCompleteGb(noRewards, "prestige")).toBe(true);
    expect(computeGbLevelingOrder(input).eligibleGbs).toEqual([]);
    const prestige = computeGbLevelingOrder({ ...input, rules: "prestige" });
    expect(prestige.eligibleGbs).toEqual(["Observatory"]);
    expect(prestige.plan.length).toBeGreaterThan(0);
  });

  it("never plans a GB with an unknown cost, and rejects unknown rules", () => {
    expect(isCompleteGb(getGreatBuilding("Stellar_Warship")!, "prestige")).toBe(false);
    expect(isCompleteGb(getGreatBuilding("AI_Core")!, "prestige")).toBe(false);
    expect(
      errorOf(() => computeGbLevelingOrder({ reward: "happiness", rules: 1 as never })),
    ).toEqual({ name: "InvalidModeError", field: "rules" });
  });
});
