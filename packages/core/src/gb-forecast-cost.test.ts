/** GB forecast: durations, owner preparation per level, reference numbers and time estimates. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels } from "./data/index.js";
import { computeGbForecast, getDurationParts, splitDays } from "./gb-forecast-cost.js";
import { errorOf } from "../test/error-of.js";
import { forecast, level, OBSERVATORY, P0, P90 } from "../test/forecast-fixtures.js";

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
