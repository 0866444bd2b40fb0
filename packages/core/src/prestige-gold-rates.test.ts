/**
 * The investors' gold rates under Prestige (docs/tools/gb-prestige.md): the Arc boosts copper and
 * gold levels separately, so forecast and leveling order take a second rate for gold levels.
 */
import { describe, expect, it } from "vitest";
import { getGbLevels, getGreatBuilding } from "./data/index.js";
import { computeGbForecast } from "./gb-forecast-cost.js";
import { computeGbLevelingOrder } from "./gb-leveling-order.js";
import { computeLevelInvestment } from "./gb-investment.js";
import { errorOf } from "../test/error-of.js";

const ARC = getGbLevels("The_Arc")!;
const rates = (n: number, pct: number) => Array.from({ length: n }, () => pct);

describe("computeGbForecast: investorPercentagesGold", () => {
  const base = {
    levels: ARC,
    currentLevel: 98,
    targetLevel: 103,
    investorPercentages: rates(7, 90),
    rules: "prestige" as const,
  };

  it("uses the copper rates up to level 100 and the gold rates above", () => {
    const r = computeGbForecast({ ...base, investorPercentagesGold: rates(7, 20) });
    for (const row of r.rows) {
      const pct = row.level > 100 ? 20 : 90;
      const owner = computeLevelInvestment({
        levels: ARC,
        level: row.level,
        investorPercentages: rates(7, pct),
        rules: "prestige",
      });
      expect(row.preparationWithBonus, `level ${row.level}`).toBe(owner.totalPreparations);
    }
    const same = computeGbForecast(base);
    expect(r.rows.slice(0, 2)).toEqual(same.rows.slice(0, 2));
    expect(r.totalPreparationWithBonus).toBeGreaterThan(same.totalPreparationWithBonus);
  });

  it("defaults to the copper rates and is ignored under live rules", () => {
    expect(computeGbForecast({ ...base, investorPercentagesGold: rates(7, 90) })).toEqual(
      computeGbForecast(base),
    );
    const live = {
      levels: ARC,
      currentLevel: 10,
      targetLevel: 20,
      investorPercentages: rates(5, 90),
    };
    expect(computeGbForecast({ ...live, investorPercentagesGold: [-1] })).toEqual(
      computeGbForecast(live),
    );
  });

  it("names the gold rates when they are malformed, negative or too few", () => {
    expect(errorOf(() => computeGbForecast({ ...base, investorPercentagesGold: [1, 2] }))).toEqual({
      name: "InvalidPercentagesError",
      field: "investorPercentagesGold",
    });
    expect(
      errorOf(() =>
        computeGbForecast({ ...base, investorPercentagesGold: [0, 0, -1, 0, 0, 0, 0] }),
      ),
    ).toEqual({ name: "NegativeValueError", field: "investorPercentagesGold[2]" });
    expect(
      errorOf(() => computeGbForecast({ ...base, investorPercentagesGold: rates(5, 10) })),
    ).toEqual({ name: "InvalidPercentagesError", field: "investorPercentagesGold" });
  });
});

describe("computeGbLevelingOrder: investorPercentageGold", () => {
  const arc = getGreatBuilding("The_Arc")!;
  const input = {
    reward: "contributionBoost" as const,
    data: { gbs: [arc] },
    currentLevels: { The_Arc: 99 },
    targetLevel: 110,
    rules: "prestige" as const,
    investorPercentage: 90,
  };

  it("changes only the gold levels' owner cost", () => {
    const same = computeGbLevelingOrder(input);
    expect(computeGbLevelingOrder({ ...input, investorPercentageGold: 90 })).toEqual(same);
    const cheapGold = computeGbLevelingOrder({ ...input, investorPercentageGold: 0 });
    // Lower investor rates leave more for the owner to pay, so the plan takes longer.
    expect(cheapGold.plan.at(-1)!.days).toBeGreaterThan(same.plan.at(-1)!.days);
  });

  it("checks the gold percentage like the copper one", () => {
    expect(errorOf(() => computeGbLevelingOrder({ ...input, investorPercentageGold: -1 }))).toEqual(
      { name: "InvalidNumberError", field: "investorPercentageGold" },
    );
  });
});
