/** GB power-leveling plan: worked examples, properties and fuzz. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { getGbFpProduction, getGbLevels, listGreatBuildings } from "./data/index.js";
import { computeGbForecast } from "./gb-forecast-cost.js";
import { computeLevelInvestment } from "./gb-investment.js";
import { computePowerLevelingPlan } from "./gb-power-leveling.js";

const ARC = getGbLevels("The_Arc")!;
const RATE_19 = [90, 90, 90, 90, 90];

describe("computePowerLevelingPlan", () => {
  it("The Arc 9 → 10 at 1.9: cost 970, places 209/105/38/10, owner 608", () => {
    const plan = computePowerLevelingPlan({
      levels: ARC,
      fromLevel: 9,
      toLevel: 10,
      investorPercentages: RATE_19,
    });
    expect(plan.rows).toHaveLength(1);
    const row = plan.rows[0]!;
    expect(row.cost).toBe(970);
    expect(row.places.map((p) => [p.place, p.amount])).toEqual([
      [1, 209],
      [2, 105],
      [3, 38],
      [4, 10],
    ]);
    expect(row.ownerShare).toBe(608);
    expect(row.production).toBeNull();
    expect(plan.days).toBeNull();
  });

  it("the place amounts are the GB page's owner view of an empty level", () => {
    const plan = computePowerLevelingPlan({
      levels: ARC,
      fromLevel: 70,
      toLevel: 75,
      investorPercentages: [90, 90, 85, 80, 80],
    });
    for (const row of plan.rows) {
      const view = computeLevelInvestment({
        levels: ARC,
        level: row.level,
        investorPercentages: [90, 90, 85, 80, 80],
      });
      expect(row.places.map((p) => p.amount)).toEqual(
        view.places.filter((p) => p.participation > 0).map((p) => p.participation),
      );
      expect(row.places.map((p) => p.preparation)).toEqual(
        view.places.filter((p) => p.participation > 0).map((p) => p.preparation),
      );
      expect(row.investorsTotal).toBe(row.places.reduce((sum, p) => sum + p.amount, 0));
      expect(row.places.map((p) => p.percentage)).toEqual([90, 90, 85, 80, 80]);
      expect(row.ownerShare).toBe(view.totalPreparations);
    }
  });

  it("subtracts the FP collected at each level-up, or not when switched off", () => {
    const production = getGbFpProduction("Cape_Canaveral")!;
    const levels = getGbLevels("Cape_Canaveral")!;
    const base = { levels, fromLevel: 9, toLevel: 12, investorPercentages: RATE_19 };
    const on = computePowerLevelingPlan({ ...base, fpProduction: production, fpPerDay: 50 });
    const off = computePowerLevelingPlan({
      ...base,
      fpProduction: production,
      fpPerDay: 50,
      subtractProduction: false,
    });
    expect(on.rows.map((r) => r.production)).toEqual(production.slice(9, 12));
    expect(on.totalProduction).toBe(production.slice(9, 12).reduce((a, b) => a! + b!, 0));
    expect(on.totalOwnerNet).toBe(on.totalOwnerShare - on.totalProduction);
    expect(off.totalOwnerNet).toBe(off.totalOwnerShare);
    expect(off.totalProduction).toBe(on.totalProduction);
    expect(on.days).toBe(Math.ceil(on.totalOwnerNet / 50));
    expect(on.productionIncomplete).toBe(false);
  });

  it("says when the data does not know a level's production", () => {
    const production = getGbFpProduction("Cape_Canaveral")!;
    const unknown = production.findIndex((fp) => fp === null) + 1;
    const plan = computePowerLevelingPlan({
      levels: getGbLevels("Cape_Canaveral")!,
      fromLevel: unknown - 2,
      toLevel: unknown,
      investorPercentages: RATE_19,
      fpProduction: production,
    });
    expect(plan.rows.at(-1)!.production).toBeNull();
    expect(plan.productionIncomplete).toBe(true);
  });

  it("GBs without FP production have no production list", () => {
    expect(getGbFpProduction("The_Arc")).toBeUndefined();
    expect(getGbFpProduction("nope")).toBeUndefined();
  });

  it("under Prestige a gold level has up to 7 places and needs 7 rates", () => {
    const levels = getGbLevels("Observatory")!;
    const seven = [90, 90, 90, 90, 90, 90, 90];
    const plan = computePowerLevelingPlan({
      levels,
      fromLevel: 132,
      toLevel: 133,
      investorPercentages: seven,
      rules: "prestige",
    });
    // Level 133 (cost 13,551): P1 1,180 × 1.9; P6 and P7 reward 0 FP and are not posted.
    expect(plan.rows[0]!.places[0]).toMatchObject({ place: 1, reward: 1180, amount: 2242 });
    const high = computePowerLevelingPlan({
      levels,
      fromLevel: 249,
      toLevel: 250,
      investorPercentages: [0, 0, 0, 0, 0, 0, 0],
      rules: "prestige",
    });
    expect(high.rows[0]!.places.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() =>
      computePowerLevelingPlan({
        levels,
        fromLevel: 100,
        toLevel: 101,
        investorPercentages: RATE_19,
        rules: "prestige",
      }),
    ).toThrow(/InvalidPercentagesError/);
  });

  it("names every bad input", () => {
    const base = { levels: ARC, fromLevel: 9, toLevel: 10, investorPercentages: RATE_19 };
    expect(() => computePowerLevelingPlan({ ...base, toLevel: 9 })).toThrow(/fromLevel/);
    expect(() => computePowerLevelingPlan({ ...base, toLevel: 9999 })).toThrow(/toLevel/);
    expect(() => computePowerLevelingPlan({ ...base, fpPerDay: -1 })).toThrow(/NegativeValue/);
    const production = Array<number | null>(10).fill(null);
    production[9] = -1;
    expect(() => computePowerLevelingPlan({ ...base, fpProduction: production })).toThrow(
      /NegativeValueError/,
    );
    expect(() =>
      computePowerLevelingPlan({
        ...base,
        levels: getGbLevels("AI_Core")!,
        fromLevel: 0,
        toLevel: 1,
      }),
    ).toThrow(/UnknownDataError/);
  });
});

describe("computePowerLevelingPlan: properties", () => {
  const tables = new Map(listGreatBuildings().map((gb) => [gb.key, getGbLevels(gb.key)!]));
  const complete = [...tables.keys()].filter((key) =>
    tables.get(key)!.every((l) => l.cost !== null && l.reward !== null),
  );
  // By key, so that a counterexample stays short.
  const range = fc.constantFrom(...complete).chain((key) => {
    const size = tables.get(key)!.length;
    return fc
      .tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 1, max: 30 }))
      .map(([from, span]) => ({ key, from, to: Math.min(size, from + span) }));
  });
  const pcts = fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 5, maxLength: 5 });

  it("owner shares equal the forecast's preparations; totals are the sums of the rows", () => {
    fc.assert(
      fc.property(range, pcts, ({ key, from, to }, p) => {
        const levels = tables.get(key)!;
        const plan = computePowerLevelingPlan({
          levels,
          fromLevel: from,
          toLevel: to,
          investorPercentages: p,
        });
        const forecast = computeGbForecast({
          levels,
          currentLevel: from,
          targetLevel: to,
          investorPercentages: p,
        });
        expect(plan.rows.map((r) => r.ownerShare)).toEqual(
          forecast.rows.map((r) => r.preparationWithBonus),
        );
        expect(plan.totalCost).toBe(forecast.totalCost);
        for (const row of plan.rows) {
          expect(row.ownerShare + row.investorsTotal).toBe(row.cost);
          // The owner secures the places: the investors never fill more than the amounts.
          const amounts = row.places.reduce((sum, place) => sum + place.amount, 0);
          expect(row.investorsTotal).toBeLessThanOrEqual(amounts);
        }
        expect(plan.rows.at(-1)!.cumulativeOwnerShare).toBe(plan.totalOwnerShare);
      }),
      { seed: 1515, numRuns: 300 },
    );
  });
});

describe("computePowerLevelingPlan: fuzz", () => {
  it("any input gives a result or a named error", () => {
    const input = fc.record({
      levels: fc.oneof(fc.constantFrom(ARC, getGbLevels("AI_Core")!), anyJunk),
      fromLevel: mostlyNumber(fc.integer({ min: -2, max: 400 })),
      toLevel: mostlyNumber(fc.integer({ min: -2, max: 400 })),
      investorPercentages: fc.oneof(
        fc.array(mostlyNumber(fc.integer({ min: 0, max: 200 })), { maxLength: 8 }),
        anyJunk,
      ),
      fpPerDay: mostlyNumber(fc.integer({ min: 0, max: 10_000 })),
      fpProduction: fc.oneof(
        fc.array(fc.oneof(mostlyNumber(fc.integer({ min: 0, max: 500 })), fc.constant(null))),
        anyJunk,
      ),
      subtractProduction: fc.oneof(fc.boolean(), anyJunk),
      rules: fc.oneof(fc.constantFrom("live", "prestige"), anyJunk),
    });
    fc.assert(
      fc.property(input, (i) => {
        checkOutcome(computePowerLevelingPlan, i);
      }),
      FUZZ_PARAMS,
    );
  });
});
