import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GbLevel } from "./data/index.js";
import { getGbLevels, listGreatBuildings } from "./data/index.js";
import {
  computeGbForecast,
  getDurationParts,
  splitDays,
  type ForecastInput,
} from "./gb-forecast-cost.js";

const OBSERVATORY = getGbLevels("Observatory")!;
const P0 = [0, 0, 0, 0, 0];
const P90 = [90, 90, 90, 90, 90];
/** Five slots, the second one a hole. */
const SPARSE: number[] = [0, 0, 0, 0, 0];
delete SPARSE[1];

/** A one-level table with cost `cost` and P1..P5 FP rewards `fp`. */
function level(cost: number | null, fp: (number | null)[] | null): GbLevel {
  return { cost, reward: fp === null ? null : fp.map((f) => ({ fp: f as number })) };
}

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  throw new Error("no error thrown");
}

function forecast(partial: Partial<ForecastInput> & Record<string, unknown>) {
  return computeGbForecast({
    levels: OBSERVATORY,
    currentLevel: 9,
    targetLevel: 10,
    investorPercentages: P0,
    ...partial,
  } as ForecastInput);
}

describe("splitDays", () => {
  it.each([
    [0, 0, 0, 0],
    [1, 0, 0, 1],
    [29, 0, 0, 29],
    [30, 0, 1, 0],
    [248, 0, 8, 8],
    [364, 0, 12, 4], // spec: 12 months 4 days, never a year
    [365, 1, 0, 0],
    [400, 1, 1, 5], // documented example
    [1300, 3, 6, 25], // 1300 - 3*365 = 205 = 6*30 + 25
    [730 + 359, 2, 11, 29],
  ])("%i days = %i y %i m %i d", (d, years, months, days) => {
    expect(splitDays(d)).toEqual({ years, months, days });
  });

  it("turns -0 into plain zeros", () => {
    const r = splitDays(-0);
    expect(Object.is(r.years, 0) && Object.is(r.months, 0) && Object.is(r.days, 0)).toBe(true);
  });

  it("rejects non-integers with InvalidNumberError and negatives with NegativeValueError", () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, "3", null, undefined]) {
      expect(errorOf(() => splitDays(bad as number))).toEqual({
        name: "InvalidNumberError",
        field: "days",
      });
    }
    expect(errorOf(() => splitDays(-1))).toEqual({ name: "NegativeValueError", field: "days" });
    expect(errorOf(() => splitDays(Number.NEGATIVE_INFINITY)).name).toBe("InvalidNumberError");
  });

  it("decomposes back to the same number of days (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (d) => {
        const { years, months, days } = splitDays(d);
        expect(years * 365 + months * 30 + days).toBe(d);
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThanOrEqual(12);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(30);
        expect(months * 30 + days).toBeLessThan(365);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});

describe("getDurationParts", () => {
  it("keeps the non-zero parts in year, month, day order", () => {
    expect(getDurationParts({ years: 0, months: 8, days: 8 })).toEqual([
      { unit: "month", count: 8 },
      { unit: "day", count: 8 },
    ]);
    expect(getDurationParts({ years: 1, months: 0, days: 5 })).toEqual([
      { unit: "year", count: 1 },
      { unit: "day", count: 5 },
    ]);
    expect(getDurationParts({ years: 2, months: 1, days: 0 })).toEqual([
      { unit: "year", count: 2 },
      { unit: "month", count: 1 },
    ]);
  });
  it("is empty for 0 days", () => {
    expect(getDurationParts(splitDays(0))).toEqual([]);
  });
  it("rejects parts that are not integers >= 0", () => {
    expect(errorOf(() => getDurationParts({ years: 0, months: 1.5, days: 0 }))).toEqual({
      name: "InvalidNumberError",
      field: "duration.months",
    });
    expect(errorOf(() => getDurationParts({ years: 0, months: 0, days: -1 }))).toEqual({
      name: "NegativeValueError",
      field: "duration.days",
    });
    expect(errorOf(() => getDurationParts(null as never))).toEqual({
      name: "InvalidNumberError",
      field: "duration.years",
    });
  });
});

describe("computeGbForecast: owner preparation per level", () => {
  it("Observatory 9 -> 10: 535 at 0 %, 430 at 90 % (docs/tools/gb-investment.md worked example)", () => {
    const r = forecast({ investorPercentages: P90 });
    expect(r.rows).toEqual([
      { level: 10, cost: 650, preparationNoBonus: 535, preparationWithBonus: 430 },
    ]);
    expect(r.totalCost).toBe(650);
    expect(r.totalPreparationNoBonus).toBe(535);
    expect(r.totalPreparationWithBonus).toBe(430);
    expect(r.savedFp).toBe(105);
    expect(r.ownerDays).toBeNull();
    expect(r.ownerDuration).toBeNull();
    expect(r.swapDays).toBeNull();
    expect(r.swapDuration).toBeNull();
  });

  it("Observatory 28 -> 29 at 82 % gives 276 (125 x 1.82 rounds to 227), 620 at 0 %", () => {
    // C = 1040, rewards 245/125/40/10/0.
    // 0 %: preps 550, 550 (raw 545), 590, 610; total max(610, 1040 - 420) = 620.
    // 82 %: E = 446, 227, 73, 18; preps 148, 148 (raw 140), 221, 258; total max(258, 1040 - 764) = 276.
    const r = forecast({
      currentLevel: 28,
      targetLevel: 29,
      investorPercentages: [82, 82, 82, 82, 82],
    });
    expect(r.rows).toEqual([
      { level: 29, cost: 1040, preparationNoBonus: 620, preparationWithBonus: 276 },
    ]);
  });

  it("level 0 -> 1 (places 3..5 give no FP): 40 at 0 %, 30 at 90 % (5 x 1.9 = 9.5 rounds up to 10)", () => {
    // C = 50, rewards 5/5/0/0/0. 0 %: P1 raw 40, P2 raw 35 -> 40; deposits 10 + 40 = 50 stop; total 40.
    // 90 %: E = 10, 10; P1 raw 30, P2 raw 20 -> 30; total max(30, 50 - 20) = 30.
    const r = forecast({ currentLevel: 0, targetLevel: 1, investorPercentages: P90 });
    expect(r.rows).toEqual([
      { level: 1, cost: 50, preparationNoBonus: 40, preparationWithBonus: 30 },
    ]);
  });

  it("1000 %: the first place takes the whole level, the owner prepares nothing", () => {
    const r = forecast({
      currentLevel: 0,
      targetLevel: 3,
      investorPercentages: [1000, 1000, 1000, 1000, 1000],
    });
    expect(r.rows.map((row) => row.preparationWithBonus)).toEqual([0, 0, 0]);
    expect(r.rows.map((row) => row.preparationNoBonus)).toEqual([40, 55, 100]);
    expect(r.totalPreparationWithBonus).toBe(0);
    expect(r.savedFp).toBe(195);
    expect(r.totalCost).toBe(50 + 70 + 130);
  });

  it("0 %: no saving", () => {
    const r = forecast({ currentLevel: 0, targetLevel: 10, investorPercentages: P0 });
    expect(r.savedFp).toBe(0);
    expect(r.totalPreparationWithBonus).toBe(r.totalPreparationNoBonus);
  });

  it("P1-only percentage on a hand-made level", () => {
    // C = 100, rewards 20/10/5/0/0.
    // 0 %: P1 E 20 raw 60; P2 E 10 raw 60; P3 E 5 raw 60; P4 stops; total max(60, 100 - 35) = 65.
    // [50,0,0,0,0]: P1 E 30 raw 40; P2 raw 50; P3 raw 50; total max(50, 100 - 45) = 55.
    const r = computeGbForecast({
      levels: [level(100, [20, 10, 5, 0, 0])],
      currentLevel: 0,
      targetLevel: 1,
      investorPercentages: [50, 0, 0, 0, 0],
    });
    expect(r.rows).toEqual([
      { level: 1, cost: 100, preparationNoBonus: 65, preparationWithBonus: 55 },
    ]);
    expect(r.savedFp).toBe(10);
  });

  it("a place whose expected participation exceeds what is left is cut to the level cost", () => {
    // C = 100, rewards 30/80/0/0/0 at 0 %: P1 E 30 raw 40 prep 40; P2 E 80, over = 30 + 80 - 100 = 10
    // -> participation 70, raw 0, prep 40; deposits 140 >= 100 stop; total max(40, 100 - 100) = 40.
    const r = computeGbForecast({
      levels: [level(100, [30, 80, 0, 0, 0])],
      currentLevel: 0,
      targetLevel: 1,
      investorPercentages: P0,
    });
    expect(r.rows[0]!.preparationNoBonus).toBe(40);
  });

  it("a level whose P1 gives no FP is prepared entirely by the owner", () => {
    const r = computeGbForecast({
      levels: [level(80, [0, 0, 0, 0, 0])],
      currentLevel: 0,
      targetLevel: 1,
      investorPercentages: P90,
    });
    expect(r.rows).toEqual([
      { level: 1, cost: 80, preparationNoBonus: 80, preparationWithBonus: 80 },
    ]);
  });

  it("absurd percentages stay exact (no overflow) and equal the 1000 % result", () => {
    const huge = computeGbForecast({
      levels: OBSERVATORY,
      currentLevel: 0,
      targetLevel: 50,
      investorPercentages: [1e308, 1e300, 1e20, 1e17, Number.MAX_VALUE],
    });
    const big = computeGbForecast({
      levels: OBSERVATORY,
      currentLevel: 0,
      targetLevel: 50,
      investorPercentages: [1000, 1000, 1000, 1000, 1000],
    });
    expect(huge.rows).toEqual(big.rows);
    expect(huge.totalPreparationWithBonus).toBe(0);
  });

  it("uses levels current+1..target only (unknown data outside the range does not matter)", () => {
    const levels = [level(10, [5, 0, 0, 0, 0]), level(20, [5, 5, 0, 0, 0]), level(null, null)];
    const r = computeGbForecast({
      levels,
      currentLevel: 0,
      targetLevel: 2,
      investorPercentages: P0,
    });
    // L1: C 10, P1 E 5, over = 5 + 5 - 10 = 0 -> participation 5 - 0 = 5, raw 0, prep 0; total max(0, 5) = 5.
    // L2: C 20, P1 raw 10; P2 over = 5 + 10 - 20 < 0, raw 5 -> 10; deposits 20 stop; total max(10, 10) = 10.
    expect(r.rows).toEqual([
      { level: 1, cost: 10, preparationNoBonus: 5, preparationWithBonus: 5 },
      { level: 2, cost: 20, preparationNoBonus: 10, preparationWithBonus: 10 },
    ]);
  });
});

describe("computeGbForecast: reference numbers of docs/tools/gb-forecast-cost.md", () => {
  it("Observatory 10 -> 60 at 90 % and 50 FP/day", () => {
    const r = computeGbForecast({
      levels: OBSERVATORY,
      currentLevel: 10,
      targetLevel: 60,
      investorPercentages: P90,
      fpPerDay: 50,
    });
    expect(r.rows).toHaveLength(50);
    expect(r.totalCost).toBe(64975);
    expect(r.totalPreparationNoBonus).toBe(37320);
    expect(r.totalPreparationWithBonus).toBe(12363);
    expect(r.savedFp).toBe(24957);
    expect(r.ownerDays).toBe(248); // ceil(12363 / 50 = 247.26)
    expect(r.ownerDuration).toEqual({ years: 0, months: 8, days: 8 });
    expect(r.swapDays).toBe(1300); // ceil(64975 / 50 = 1299.5)
    expect(r.swapDuration).toEqual({ years: 3, months: 6, days: 25 });
  });

  it("the whole Chateau Frontenac at 1 FP/day (over 2.3 million years)", () => {
    const cf = getGbLevels("Chateau_Frontenac")!;
    const r = computeGbForecast({
      levels: cf,
      currentLevel: 0,
      targetLevel: 420,
      investorPercentages: P90,
      fpPerDay: 1,
    });
    expect(r.rows).toHaveLength(420);
    expect(r.totalCost).toBe(848_460_325);
    expect(r.swapDays).toBe(848_460_325);
    expect(r.swapDuration!.years).toBe(2_324_548); // floor(848460325 / 365)
    const first = computeGbForecast({
      levels: cf,
      currentLevel: 0,
      targetLevel: 203,
      investorPercentages: P0,
    });
    expect(first.totalCost).toBe(3_965_625);
  });

  it("up to the GB's last level", () => {
    const fi = getGbLevels("Flying_Island")!;
    const r = computeGbForecast({
      levels: fi,
      currentLevel: 161,
      targetLevel: 162,
      investorPercentages: P90,
    });
    expect(r.rows[0]!.level).toBe(162);
    expect(r.rows[0]!.cost).toBe(fi[161]!.cost);
  });
});

describe("computeGbForecast: durations", () => {
  it("fpPerDay 0 or absent gives no durations", () => {
    for (const fpPerDay of [0, undefined, -0]) {
      const r = forecast({ fpPerDay, alreadyInvested: 100 });
      expect([r.ownerDays, r.ownerDuration, r.swapDays, r.swapDuration]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it("exactly 30 days is one month", () => {
    // 535 / 18 = 29.72 -> 30; 650 / 18 = 36.1 -> 37
    const r = forecast({ fpPerDay: 18 });
    expect(r.ownerDays).toBe(30);
    expect(r.ownerDuration).toEqual({ years: 0, months: 1, days: 0 });
    expect(r.swapDays).toBe(37);
    expect(r.swapDuration).toEqual({ years: 0, months: 1, days: 7 });
  });

  it("decimal FP per day (33.3)", () => {
    const r = forecast({ fpPerDay: 33.3 });
    expect(r.ownerDays).toBe(17); // 535 / 33.3 = 16.07
    expect(r.swapDays).toBe(20); // 650 / 33.3 = 19.52
  });

  it("already invested reduces both durations", () => {
    const r = forecast({ investorPercentages: P90, fpPerDay: 10, alreadyInvested: 100 });
    expect(r.ownerDays).toBe(33); // (430 - 100) / 10
    expect(r.swapDays).toBe(55); // (650 - 100) / 10
    expect(r.totalPreparationWithBonus).toBe(430); // totals are not reduced
  });

  it("already invested above the owner's total preparation clamps ownerDays at 0", () => {
    const r = forecast({
      investorPercentages: [1000, 1000, 1000, 1000, 1000],
      fpPerDay: 10,
      alreadyInvested: 300,
    });
    expect(r.ownerDays).toBe(0);
    expect(r.ownerDuration).toEqual({ years: 0, months: 0, days: 0 });
    expect(Object.is(r.ownerDays, 0)).toBe(true); // max(0, -30), never -0
    expect(r.swapDays).toBe(35);
    expect(r.swapDuration).toEqual({ years: 0, months: 1, days: 5 });
  });

  it("already invested may equal the cost of the level being built", () => {
    const r = forecast({ fpPerDay: 7, alreadyInvested: 650 });
    expect(r.swapDays).toBe(0);
    expect(r.ownerDays).toBe(0);
    expect(getDurationParts(r.swapDuration!)).toEqual([]);
  });

  it("the bound is the cost of level current + 1, not the total", () => {
    // Observatory 9 -> 11: level 10 costs 650, the range 650 + 667.
    expect(forecast({ targetLevel: 11, alreadyInvested: 650, fpPerDay: 1 }).swapDays).toBe(667);
    expect(errorOf(() => forecast({ targetLevel: 11, alreadyInvested: 651 }))).toEqual({
      name: "AlreadyInvestedExceedsCostError",
      field: "alreadyInvested",
    });
  });

  it("a production so small that the days overflow is an invalid number", () => {
    expect(errorOf(() => forecast({ fpPerDay: 5e-324 }))).toEqual({
      name: "InvalidNumberError",
      field: "fpPerDay",
    });
    // small but representable: a finite, huge count of days
    expect(forecast({ fpPerDay: 1e-300 }).swapDays).toBe(Math.ceil(650 / 1e-300));
  });
});

describe("computeGbForecast: errors and their order", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "target above max",
      { currentLevel: 0, targetLevel: 362 },
      "LevelOutOfRangeError",
      "targetLevel",
    ],
    ["target 0", { currentLevel: 0, targetLevel: 0 }, "LevelOutOfRangeError", "targetLevel"],
    ["target not an integer", { targetLevel: 10.5 }, "LevelOutOfRangeError", "targetLevel"],
    ["target a string", { targetLevel: "10" }, "LevelOutOfRangeError", "targetLevel"],
    ["target missing", { targetLevel: undefined }, "LevelOutOfRangeError", "targetLevel"],
    [
      "target checked before current",
      { currentLevel: -1, targetLevel: 400 },
      "LevelOutOfRangeError",
      "targetLevel",
    ],
    [
      "current = target",
      { currentLevel: 10, targetLevel: 10 },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    [
      "current above target",
      { currentLevel: 11, targetLevel: 10 },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    ["current negative", { currentLevel: -1 }, "LevelOutOfRangeError", "currentLevel"],
    ["current not an integer", { currentLevel: 0.5 }, "LevelOutOfRangeError", "currentLevel"],
    [
      "current before percentages",
      { currentLevel: 10, investorPercentages: [] },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    [
      "4 percentages",
      { investorPercentages: [0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "6 percentages",
      { investorPercentages: [0, 0, 0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "NaN percentage",
      { investorPercentages: [0, Number.NaN, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "infinite percentage",
      { investorPercentages: [0, 0, 0, 0, -Infinity] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "string percentage",
      { investorPercentages: ["90", 0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "percentages not an array",
      { investorPercentages: 90 },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "sparse percentages",
      { investorPercentages: SPARSE },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "percentages before negatives",
      { investorPercentages: [0], fpPerDay: -1 },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "negative percentage",
      { investorPercentages: [90, 90, 90, 90, -0.1] },
      "NegativeValueError",
      "investorPercentages[4]",
    ],
    ["negative fpPerDay", { fpPerDay: -1 }, "NegativeValueError", "fpPerDay"],
    ["negative alreadyInvested", { alreadyInvested: -1 }, "NegativeValueError", "alreadyInvested"],
    [
      "negative before invalid (other field)",
      { fpPerDay: Number.NaN, alreadyInvested: -5 },
      "NegativeValueError",
      "alreadyInvested",
    ],
    ["-Infinity fpPerDay is negative", { fpPerDay: -Infinity }, "NegativeValueError", "fpPerDay"],
    [
      "negative non-integer alreadyInvested",
      { alreadyInvested: -1.5 },
      "NegativeValueError",
      "alreadyInvested",
    ],
    ["NaN fpPerDay", { fpPerDay: Number.NaN }, "InvalidNumberError", "fpPerDay"],
    ["infinite fpPerDay", { fpPerDay: Infinity }, "InvalidNumberError", "fpPerDay"],
    ["string fpPerDay", { fpPerDay: "50" }, "InvalidNumberError", "fpPerDay"],
    ["null fpPerDay", { fpPerDay: null }, "InvalidNumberError", "fpPerDay"],
    [
      "non-integer alreadyInvested",
      { alreadyInvested: 1.5 },
      "InvalidNumberError",
      "alreadyInvested",
    ],
    ["string alreadyInvested", { alreadyInvested: "3" }, "InvalidNumberError", "alreadyInvested"],
    [
      "invalid before exceeding",
      { fpPerDay: "x", alreadyInvested: 10_000 },
      "InvalidNumberError",
      "fpPerDay",
    ],
    [
      "already invested above the level cost",
      { alreadyInvested: 651 },
      "AlreadyInvestedExceedsCostError",
      "alreadyInvested",
    ],
  ];
  it.each(cases)("%s", (_name, partial, name, field) => {
    expect(errorOf(() => forecast(partial))).toEqual({ name, field });
  });
});

describe("computeGbForecast: unknown or malformed game data", () => {
  it("the six GBs without costs give UnknownDataError", () => {
    const keys = listGreatBuildings()
      .filter((gb) => gb.levels.some((l) => l.cost === null))
      .map((gb) => gb.key);
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      expect(
        errorOf(() =>
          computeGbForecast({
            levels: getGbLevels(key)!,
            currentLevel: 0,
            targetLevel: 1,
            investorPercentages: P90,
          }),
        ),
      ).toEqual({ name: "UnknownDataError", field: "levels[0].cost" });
    }
  });

  it("Shattered Horizon Siphon: level 80 has rewards, level 81 does not", () => {
    const shs = getGbLevels("Shattered_Horizon_Siphon")!;
    const ok = computeGbForecast({
      levels: shs,
      currentLevel: 79,
      targetLevel: 80,
      investorPercentages: P90,
    });
    expect(ok.rows[0]!.cost).toBe(81835);
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: shs,
          currentLevel: 79,
          targetLevel: 81,
          investorPercentages: P90,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[80].reward" });
  });

  it("unknown data is reported before the already-invested bound", () => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: [level(null, [1, 1, 1, 1, 1])],
          currentLevel: 0,
          targetLevel: 1,
          investorPercentages: P0,
          alreadyInvested: 5,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[0].cost" });
  });

  const malformed: [string, unknown, string, string][] = [
    ["levels not an array", "Observatory", "UnknownDataError", "levels"],
    ["level entry null", [null], "UnknownDataError", "levels[0]"],
    [
      "cost a string",
      [{ cost: "50", reward: [{ fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }] }],
      "InvalidNumberError",
      "levels[0].cost",
    ],
    ["cost not an integer", [level(50.5, [1, 1, 1, 1, 1])], "InvalidNumberError", "levels[0].cost"],
    [
      "cost beyond safe integers",
      [level(1e300, [1, 1, 1, 1, 1])],
      "InvalidNumberError",
      "levels[0].cost",
    ],
    ["cost negative", [level(-50, [1, 1, 1, 1, 1])], "NegativeValueError", "levels[0].cost"],
    ["4 rewards", [level(50, [1, 1, 1, 1])], "UnknownDataError", "levels[0].reward"],
    [
      "reward not an array",
      [{ cost: 50, reward: { fp: 1 } }],
      "UnknownDataError",
      "levels[0].reward",
    ],
    [
      "reward entry null",
      [{ cost: 50, reward: [{ fp: 1 }, null, { fp: 1 }, { fp: 1 }, { fp: 1 }] }],
      "UnknownDataError",
      "levels[0].reward[1]",
    ],
    [
      "reward fp null",
      [level(50, [1, 1, null, 1, 1])],
      "UnknownDataError",
      "levels[0].reward[2].fp",
    ],
    [
      "reward fp NaN",
      [level(50, [1, 1, 1, Number.NaN, 1])],
      "InvalidNumberError",
      "levels[0].reward[3].fp",
    ],
    [
      "reward fp negative",
      [level(50, [1, 1, 1, 1, -1])],
      "NegativeValueError",
      "levels[0].reward[4].fp",
    ],
  ];
  it.each(malformed)("%s", (_name, levels, name, field) => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: levels as GbLevel[],
          currentLevel: 0,
          targetLevel: 1,
          investorPercentages: P0,
        }),
      ),
    ).toEqual({ name, field });
  });

  it("a non-object input reports the missing levels", () => {
    for (const input of [null, undefined, 42, "x"]) {
      expect(errorOf(() => computeGbForecast(input as unknown as ForecastInput))).toEqual({
        name: "UnknownDataError",
        field: "levels",
      });
    }
  });
});

describe("computeGbForecast: properties", () => {
  const tables = new Map(listGreatBuildings().map((gb) => [gb.key, getGbLevels(gb.key)!]));
  const complete = [...tables.keys()].filter((key) =>
    tables.get(key)!.every((l) => l.cost !== null && l.reward !== null),
  );

  /** A GB with complete data (by key, so counterexamples stay short) and a range inside it. */
  const gbRange = fc.constantFrom(...complete).chain((key) => {
    const size = tables.get(key)!.length;
    return fc
      .tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 1, max: 40 }))
      .map(([current, span]) => ({ key, current, target: Math.min(size, current + span) }));
  });
  const levelsOf = (key: (typeof complete)[number]) => tables.get(key)!;
  const percentage = fc.oneof(
    fc.integer({ min: 0, max: 200 }),
    fc.double({ min: 0, max: 2000, noNaN: true }),
    fc.constant(90),
  );
  const percentages = fc.array(percentage, { minLength: 5, maxLength: 5 });
  const PARAMS = { seed: 4242, numRuns: 400 };

  it("totals are the sums of the rows; rows cover current+1..target with the data's costs", () => {
    fc.assert(
      fc.property(gbRange, percentages, ({ key, current, target }, pcts) => {
        const r = computeGbForecast({
          levels: levelsOf(key),
          currentLevel: current,
          targetLevel: target,
          investorPercentages: pcts,
        });
        expect(r.rows.map((row) => row.level)).toEqual(
          Array.from({ length: target - current }, (_, k) => current + 1 + k),
        );
        r.rows.forEach((row) => expect(row.cost).toBe(levelsOf(key)[row.level - 1]!.cost));
        const sum = (f: (row: (typeof r.rows)[number]) => number) =>
          r.rows.reduce((s, row) => s + f(row), 0);
        expect(r.totalCost).toBe(sum((row) => row.cost));
        expect(r.totalPreparationNoBonus).toBe(sum((row) => row.preparationNoBonus));
        expect(r.totalPreparationWithBonus).toBe(sum((row) => row.preparationWithBonus));
        expect(r.savedFp).toBe(r.totalPreparationNoBonus - r.totalPreparationWithBonus);
      }),
      PARAMS,
    );
  });

  it("each preparation is an integer between 0 and the level cost", () => {
    fc.assert(
      fc.property(gbRange, percentages, ({ key, current, target }, pcts) => {
        const r = computeGbForecast({
          levels: levelsOf(key),
          currentLevel: current,
          targetLevel: target,
          investorPercentages: pcts,
        });
        for (const row of r.rows) {
          for (const prep of [row.preparationNoBonus, row.preparationWithBonus]) {
            expect(Number.isInteger(prep)).toBe(true);
            expect(prep).toBeGreaterThanOrEqual(0);
            expect(prep).toBeLessThanOrEqual(row.cost);
          }
        }
      }),
      PARAMS,
    );
  });

  it("a range is the concatenation of its two halves", () => {
    fc.assert(
      fc.property(
        gbRange,
        percentages,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ key, current, target }, pcts, cut) => {
          fc.pre(target - current >= 2);
          const mid = current + 1 + Math.floor(cut * (target - current - 1));
          const run = (a: number, b: number) =>
            computeGbForecast({
              levels: levelsOf(key),
              currentLevel: a,
              targetLevel: b,
              investorPercentages: pcts,
            });
          const whole = run(current, target);
          const left = run(current, Math.min(mid, target - 1));
          const right = run(Math.min(mid, target - 1), target);
          expect(whole.rows).toEqual([...left.rows, ...right.rows]);
          expect(whole.totalCost).toBe(left.totalCost + right.totalCost);
          expect(whole.savedFp).toBe(left.savedFp + right.savedFp);
        },
      ),
      PARAMS,
    );
  });

  it("at 0 % both preparations agree; a higher uniform rate never costs the owner more", () => {
    fc.assert(
      fc.property(gbRange, percentage, percentage, ({ key, current, target }, a, b) => {
        const run = (p: number) =>
          computeGbForecast({
            levels: levelsOf(key),
            currentLevel: current,
            targetLevel: target,
            investorPercentages: [p, p, p, p, p],
          });
        const zero = run(0);
        expect(zero.savedFp).toBe(0);
        const [low, high] = a <= b ? [run(a), run(b)] : [run(b), run(a)];
        low.rows.forEach((row, k) => {
          expect(high.rows[k]!.preparationWithBonus).toBeLessThanOrEqual(row.preparationWithBonus);
          expect(row.preparationNoBonus).toBe(zero.rows[k]!.preparationNoBonus);
        });
      }),
      PARAMS,
    );
  });

  it("days are the fewest whole days covering the FP still to pay; rate threads never take longer than swaps", () => {
    fc.assert(
      fc.property(
        gbRange,
        percentages,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ key, current, target }, pcts, fpPerDay, share) => {
          const firstCost = levelsOf(key)[current]!.cost!;
          const alreadyInvested = Math.floor(share * firstCost);
          const r = computeGbForecast({
            levels: levelsOf(key),
            currentLevel: current,
            targetLevel: target,
            investorPercentages: pcts,
            fpPerDay,
            alreadyInvested,
          });
          const check = (days: number | null, fp: number) => {
            expect(days).not.toBeNull();
            const d = days!;
            expect(Number.isInteger(d) && d >= 0).toBe(true);
            expect(d * fpPerDay).toBeGreaterThanOrEqual(fp);
            if (d > 0) expect((d - 1) * fpPerDay).toBeLessThan(fp);
          };
          check(r.ownerDays, r.totalPreparationWithBonus - alreadyInvested);
          check(r.swapDays, r.totalCost - alreadyInvested);
          expect(r.ownerDays!).toBeLessThanOrEqual(r.swapDays!);
          expect(r.ownerDuration).toEqual(splitDays(r.ownerDays!));
          expect(r.swapDuration).toEqual(splitDays(r.swapDays!));
        },
      ),
      PARAMS,
    );
  });
});
