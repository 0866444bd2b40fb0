/** The GB investment views under the Prestige rules (docs/tools/gb-prestige.md). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels, type GbLevel } from "./data/index.js";
import { computeInvestorView, computeLevelInvestment, type Investor } from "./gb-investment.js";
import { boostPrestigeReward, computePrestigeRewards } from "./gb-prestige.js";

/** A table where only `level` has a cost (rewards unknown, as Prestige does not read them). */
function tableWith(level: number, cost: number): GbLevel[] {
  return Array.from({ length: level }, (_x, k) => ({
    cost: k === level - 1 ? cost : null,
    reward: null,
  }));
}

/** Levels `from..to` with the given costs, the others unknown. */
function tableOf(costs: Record<number, number>, length: number): GbLevel[] {
  return Array.from({ length }, (_x, k) => ({ cost: costs[k + 1] ?? null, reward: null }));
}

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

describe("computeLevelInvestment under Prestige", () => {
  it("a gold level has 7 places whose rewards come from the cost", () => {
    const r = computeLevelInvestment({
      levels: tableWith(133, 53236),
      level: 133,
      investorPercentages: PCT7,
      rules: "prestige",
    });
    const expected = computePrestigeRewards({ level: 133, cost: 53236 }).places;
    expect(r.places.map((p) => p.reward)).toEqual(expected.map((p) => p.fp));
    expect(r.places.length).toBe(7);
    expect(r.places[0]!.expectedParticipation).toBe(Math.round(4645 * 1.9));
  });

  it("a copper level has 5 places and accepts 5 or 7 rates", () => {
    const input = { levels: tableWith(80, 15000), level: 80, rules: "prestige" as const };
    const five = computeLevelInvestment({ ...input, investorPercentages: PCT5 });
    const seven = computeLevelInvestment({ ...input, investorPercentages: PCT7 });
    expect(five.places.length).toBe(5);
    expect(seven).toEqual(five);
  });

  it("a gold level needs a rate for each of its 7 places", () => {
    expect(
      errorOf(() =>
        computeLevelInvestment({
          levels: tableWith(150, 40000),
          level: 150,
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "InvalidPercentagesError", field: "investorPercentages" });
    // Live rules keep exactly five.
    expect(
      errorOf(() =>
        computeLevelInvestment({
          levels: getGbLevels("Observatory")!,
          level: 10,
          investorPercentages: PCT7,
        }),
      ),
    ).toEqual({ name: "InvalidPercentagesError", field: "investorPercentages" });
  });

  it("the Snipe column uses the tier's Arc bonus and the rounding to 5", () => {
    const gold = computeLevelInvestment({
      levels: tableWith(180, 101000),
      level: 180,
      investorPercentages: PCT7,
      yourArcBonus: 99,
      yourArcBonusGold: 19,
      rules: "prestige",
      investors: [{ value: 3000, isPotentialSniper: true }],
    });
    for (const p of gold.places) {
      if (p.snipe?.fp == null || p.reward === 0) continue;
      const invested = Math.max(p.snipe.fp, 3000);
      expect(p.snipe.roi).toBe(boostPrestigeReward(p.reward, 19) - invested);
    }
    const copper = computeLevelInvestment({
      levels: tableWith(5, 6642),
      level: 5,
      investorPercentages: PCT5,
      yourArcBonus: 99,
      yourArcBonusGold: 19,
      rules: "prestige",
    });
    const p1 = copper.places[0]!;
    // P1 965 × 1.99 = 1920.35 -> 1920.
    expect(p1.snipe!.roi).toBe(1920 - p1.snipe!.fp!);
  });

  it("investors beyond the 7 gold places are extra investors from position 8", () => {
    const investors: Investor[] = Array.from({ length: 9 }, () => ({
      value: 10,
      isPotentialSniper: false,
    }));
    const r = computeLevelInvestment({
      levels: tableWith(120, 30000),
      level: 120,
      investorPercentages: PCT7,
      investors,
      rules: "prestige",
    });
    expect(r.places.length).toBe(7);
    expect(r.extraInvestors.length).toBeGreaterThan(0);
    r.extraInvestors.forEach((e, k) => expect(e.position).toBe(8 + k));
  });

  it("an unknown cost stays unknown: UnknownDataError, never a computed reward", () => {
    const warship = getGbLevels("Stellar_Warship")!;
    expect(
      errorOf(() =>
        computeLevelInvestment({
          levels: warship,
          level: 9,
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
    const l10 = computeLevelInvestment({
      levels: warship,
      level: 10,
      investorPercentages: PCT5,
      rules: "prestige",
    });
    expect(l10.cost).toBe(14330);
    expect(
      errorOf(() =>
        computeLevelInvestment({
          levels: getGbLevels("AI_Core")!,
          level: 50,
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
  });

  it("rejects an unknown rule set", () => {
    expect(
      errorOf(() =>
        computeLevelInvestment({
          levels: tableWith(10, 1000),
          level: 10,
          investorPercentages: PCT5,
          rules: "beta" as never,
        }),
      ),
    ).toEqual({ name: "InvalidModeError", field: "rules" });
  });

  it("property: places by tier, participations within the cost, preparations monotone", () => {
    const scenario = fc
      .record({
        level: fc.integer({ min: 1, max: 500 }),
        cost: fc.integer({ min: 1, max: 3_000_000 }),
        pct: fc.integer({ min: 0, max: 200 }),
        ownerShare: fc.double({ min: 0, max: 1, noNaN: true }),
        investorShares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 9 }),
        arc: fc.integer({ min: 0, max: 200 }),
        gold: fc.integer({ min: 0, max: 100 }),
      })
      .map(({ level, cost, pct, ownerShare, investorShares, arc, gold }) => {
        let budget = cost;
        const investors: Investor[] = [];
        for (const share of investorShares) {
          const value = Math.floor(share * budget * 0.5);
          budget -= value;
          investors.push({ value, isPotentialSniper: false });
        }
        return {
          levels: tableWith(level, cost),
          level,
          investorPercentages: Array.from({ length: 7 }, () => pct),
          investors,
          ownerPreparation: Math.floor(ownerShare * budget),
          yourArcBonus: arc,
          yourArcBonusGold: gold,
          rules: "prestige" as const,
        };
      });
    fc.assert(
      fc.property(scenario, (input) => {
        const r = computeLevelInvestment(input);
        expect(r.places.length).toBe(input.level <= 100 ? 5 : 7);
        expect(r.totalPreparations).toBeLessThanOrEqual(r.cost);
        let previous = input.ownerPreparation;
        for (const p of r.places) {
          expect(p.preparation).toBeGreaterThanOrEqual(previous);
          expect(p.preparation).toBeLessThanOrEqual(r.cost);
          previous = p.preparation;
        }
        const held = r.places.reduce((s, p) => s + p.participation, 0);
        expect(held).toBeLessThanOrEqual(r.cost);
      }),
      { seed: 21, numRuns: 2000 },
    );
  });
});

describe("computeInvestorView under Prestige", () => {
  const levels = tableOf({ 99: 29000, 100: 30000, 101: 30750, 102: 31500 }, 102);

  it("a range across level 100 has 5 then 7 places, each tier with its own Arc bonus", () => {
    const r = computeInvestorView({
      levels,
      currentLevel: 98,
      targetLevel: 102,
      yourArcBonus: 90,
      yourArcBonusGold: 10,
      mode: "optimal",
      investorPercentages: PCT7,
      rules: "prestige",
    });
    expect(r.rows.map((row) => row.places.length)).toEqual([5, 5, 7, 7]);
    expect(r.profitLoss.length).toBe(7);
    const copperP1 = r.rows[1]!.places[0]!; // level 100: fp 4365, 90 % -> 8295
    expect(copperP1.realParticipation).toBe(8295);
    const goldP1 = r.rows[2]!.places[0]!; // level 101: fp 2680, 10 % -> 2950
    expect(goldP1.realParticipation).toBe(2950);
    expect(r.profitLoss[6]).toBe(r.rows[2]!.places[6]!.roi + r.rows[3]!.places[6]!.roi);
  });

  it("'none' and 'normal' price each place with the tier's rounded boost", () => {
    for (const mode of ["none", "normal"] as const) {
      const r = computeInvestorView({
        levels,
        currentLevel: 100,
        targetLevel: 101,
        yourArcBonus: 90,
        yourArcBonusGold: 10,
        mode,
        investorPercentages: PCT5,
        rules: "prestige",
      });
      const p1 = r.rows[0]!.places[0]!;
      expect(p1.fp).not.toBeNull();
      expect(p1.roi).toBe(2950 - p1.fp!);
      expect(r.rows[0]!.places.length).toBe(7);
    }
  });

  it("'optimal' over a gold level needs 7 rates", () => {
    expect(
      errorOf(() =>
        computeInvestorView({
          levels,
          currentLevel: 99,
          targetLevel: 101,
          yourArcBonus: 90,
          mode: "optimal",
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "InvalidPercentagesError", field: "investorPercentages" });
  });

  it("a level of the range without a cost gives UnknownDataError", () => {
    expect(
      errorOf(() =>
        computeInvestorView({
          levels,
          currentLevel: 97,
          targetLevel: 100,
          yourArcBonus: 90,
          mode: "none",
          investorPercentages: PCT5,
          rules: "prestige",
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
  });
});
