import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boostPrestigeReward,
  computePrestigeRewards,
  getPrestigePlaceCount,
  getPrestigeTier,
  PRESTIGE_PLACE_COUNTS,
  PRESTIGE_RULES,
} from "./gb-prestige.js";

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  throw new Error("no error thrown");
}

const level = fc.integer({ min: 1, max: 500 });
const cost = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }),
  // Up to 1e10 FP the products of the formula are exact integers (real costs stay below 1e8);
  // larger costs are covered by the fuzz test.
  fc.integer({ min: 1, max: 1e10 }),
);
const boost = fc.oneof(
  fc.integer({ min: 0, max: 300 }),
  fc.double({ min: 0, max: 300, noNaN: true }),
);

describe("the Prestige rules table", () => {
  it("lists shares from level 1 in increasing level order, within 1..maxLevel", () => {
    const from = PRESTIGE_RULES.shares.map((s) => s.fromLevel);
    expect(from[0]).toBe(1);
    from.forEach((f, k) => {
      if (k > 0) expect(f).toBeGreaterThan(from[k - 1]!);
      expect(f).toBeLessThanOrEqual(PRESTIGE_RULES.maxLevel);
    });
    // A tier change starts a share row, so that one level never mixes two tiers' rules.
    expect(from).toContain(PRESTIGE_RULES.lastCopperLevel + 1);
  });

  it("splits each place as the previous one divided by its number (to the nearest unit)", () => {
    // The published gold P4 is 242 for 970 / 4 = 242.5, so halves are not always rounded up.
    for (const splits of Object.values(PRESTIGE_RULES.splits)) {
      splits.forEach((s, k) => {
        if (k > 0) expect(Math.abs(s - splits[k - 1]! / (k + 1))).toBeLessThanOrEqual(0.5);
      });
    }
  });

  it("has 5 copper and 7 gold places", () => {
    expect(PRESTIGE_PLACE_COUNTS).toEqual([5, 7]);
  });

  it("splits about the whole share: copper 100.01 %, gold 99.99 %", () => {
    const total = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
    expect(total(PRESTIGE_RULES.splits.copper)).toBe(10001);
    expect(total(PRESTIGE_RULES.splits.gold)).toBe(9999);
  });
});

describe("computePrestigeRewards", () => {
  it("matches the two rewards seen on the beta server", () => {
    // Cost 6,642 at a level below 10: P1 965.
    expect(computePrestigeRewards({ level: 5, cost: 6642 }).places[0]!.fp).toBe(965);
    // Observatory 132 -> 133, cost 53,236: P1 4,645.
    expect(computePrestigeRewards({ level: 133, cost: 53236 }).places[0]!.fp).toBe(4645);
  });

  it("rounds boosted rewards to the nearest multiple of 5 (175 × 1.99 = 348.25 -> 350)", () => {
    expect(boostPrestigeReward(175, 99)).toBe(350);
    expect(boostPrestigeReward(40, 99)).toBe(80);
    expect(boostPrestigeReward(10, 99)).toBe(20);
    expect(boostPrestigeReward(0, 99)).toBe(0);
    // A half rounds up: 25 × 1.1 = 27.5 -> 30.
    expect(boostPrestigeReward(25, 10)).toBe(30);
  });

  it("uses the copper boost up to level 100 and the gold boost from 101", () => {
    const at = (l: number) =>
      computePrestigeRewards({
        level: l,
        cost: 100_000,
        contributionBoost: 100,
        contributionBoostGold: 0,
      });
    expect(at(100).places.map((p) => p.fpBoosted)).toEqual(at(100).places.map((p) => 2 * p.fp));
    expect(at(101).places.map((p) => p.fpBoosted)).toEqual(at(101).places.map((p) => p.fp));
    expect(getPrestigeTier(100)).toBe("copper");
    expect(getPrestigeTier(101)).toBe("gold");
    expect(getPrestigePlaceCount(100)).toBe(5);
    expect(getPrestigePlaceCount(101)).toBe(7);
  });

  it("can give the copper places 0.01 % more than the pool (split total 100.01 %)", () => {
    // Pool 25 % of 200,000 = 50,000; every place falls exactly on a multiple of 5.
    const r = computePrestigeRewards({ level: 80, cost: 200_000 });
    expect(r.places.map((p) => p.fp)).toEqual([29125, 14565, 4855, 1215, 245]);
    expect(r.places.reduce((s, p) => s + p.fp, 0)).toBe(50_005);
  });

  it("names every bad input, in the documented order, with its field", () => {
    const cases: [unknown, string, string][] = [
      [{ level: "5", cost: 0 }, "InvalidNumberError", "level"],
      [{ level: 0, cost: "x" }, "LevelOutOfRangeError", "level"],
      [{ level: 501, cost: 100 }, "LevelOutOfRangeError", "level"],
      [{ level: 10, cost: 1.5 }, "InvalidNumberError", "cost"],
      [{ level: 10, cost: 2 ** 60 }, "InvalidNumberError", "cost"],
      [{ level: 10, cost: -3, contributionBoost: -1 }, "LevelCostNotPositiveError", "cost"],
      [
        { level: 10, cost: 5, contributionBoost: -1, contributionBoostGold: null },
        "NegativeValueError",
        "contributionBoost",
      ],
      [
        { level: 10, cost: 5, contributionBoost: Infinity },
        "InvalidNumberError",
        "contributionBoost",
      ],
      [
        { level: 10, cost: 5, contributionBoostGold: -0.5 },
        "NegativeValueError",
        "contributionBoostGold",
      ],
      [
        { level: 150, cost: 5000, contributionBoostGold: 1e300 },
        "InvalidNumberError",
        "contributionBoostGold",
      ],
      [null, "InvalidNumberError", "level"],
    ];
    for (const [input, name, field] of cases) {
      expect(
        errorOf(() => computePrestigeRewards(input as never)),
        JSON.stringify(input),
      ).toEqual({ name, field });
    }
  });

  it("property: 5 places for copper levels, 7 for gold", () => {
    fc.assert(
      fc.property(level, cost, (l, c) => {
        const r = computePrestigeRewards({ level: l, cost: c });
        expect(r.tier).toBe(l <= 100 ? "copper" : "gold");
        expect(r.places.length).toBe(l <= 100 ? 5 : 7);
        expect(r.places.map((p) => p.place)).toEqual(r.places.map((_p, k) => k + 1));
      }),
      { seed: 31, numRuns: 2000 },
    );
  });

  it("property: multiples of 5, non-increasing by place, each place within its split of the pool", () => {
    fc.assert(
      fc.property(level, cost, boost, boost, (l, c, b, g) => {
        const r = computePrestigeRewards({
          level: l,
          cost: c,
          contributionBoost: b,
          contributionBoostGold: g,
        });
        const splits = PRESTIGE_RULES.splits[r.tier];
        const pool = (c * r.sharePercent) / 100;
        r.places.forEach((p, k) => {
          expect(p.fp % 5).toBe(0);
          expect(p.fpBoosted % 5).toBe(0);
          expect(p.fp).toBeGreaterThanOrEqual(0);
          expect(p.fpBoosted).toBeGreaterThanOrEqual(p.fp);
          if (k > 0) expect(p.fp).toBeLessThanOrEqual(r.places[k - 1]!.fp);
          expect(p.fp).toBeLessThanOrEqual((pool * splits[k]!) / PRESTIGE_RULES.splitScale);
        });
      }),
      { seed: 32, numRuns: 2000 },
    );
  });

  it("property: the places never exceed the pool by more than the split total allows, nor the cost", () => {
    fc.assert(
      fc.property(level, cost, (l, c) => {
        const r = computePrestigeRewards({ level: l, cost: c });
        const splitTotal = PRESTIGE_RULES.splits[r.tier].reduce((s, x) => s + x, 0);
        const allowed = Math.max(1, splitTotal / PRESTIGE_RULES.splitScale);
        const sum = r.places.reduce((s, p) => s + p.fp, 0);
        expect(sum).toBeLessThanOrEqual(((c * r.sharePercent) / 100) * allowed);
        expect(sum).toBeLessThan(c);
        if (r.tier === "gold") expect(sum).toBeLessThanOrEqual((c * r.sharePercent) / 100);
      }),
      { seed: 33, numRuns: 2000 },
    );
  });

  it("property: monotone in cost and in the boost", () => {
    fc.assert(
      fc.property(
        level,
        cost,
        fc.integer({ min: 0, max: 1_000_000 }),
        boost,
        boost,
        (l, c, d, b, e) => {
          const more = Math.min(Number.MAX_SAFE_INTEGER, c + d);
          const low = computePrestigeRewards({
            level: l,
            cost: c,
            contributionBoost: b,
            contributionBoostGold: b,
          });
          const high = computePrestigeRewards({
            level: l,
            cost: more,
            contributionBoost: b,
            contributionBoostGold: b,
          });
          const boosted = computePrestigeRewards({
            level: l,
            cost: c,
            contributionBoost: b + e,
            contributionBoostGold: b + e,
          });
          low.places.forEach((p, k) => {
            expect(high.places[k]!.fp).toBeGreaterThanOrEqual(p.fp);
            expect(high.places[k]!.fpBoosted).toBeGreaterThanOrEqual(p.fpBoosted);
            expect(boosted.places[k]!.fpBoosted).toBeGreaterThanOrEqual(p.fpBoosted);
          });
        },
      ),
      { seed: 39, numRuns: 2000 },
    );
  });

  it("property: the share depends only on the level, following the table", () => {
    fc.assert(
      fc.property(level, (l) => {
        const row = [...PRESTIGE_RULES.shares].reverse().find((s) => l >= s.fromLevel)!;
        expect(computePrestigeRewards({ level: l, cost: 1000 }).sharePercent).toBe(row.percent);
      }),
      { seed: 34, numRuns: 2000 },
    );
  });
});
