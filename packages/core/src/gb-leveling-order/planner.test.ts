/**
 * GB leveling order: best runs and whole plans on synthetic data. Expected values are derived by hand in
 * the comments, from the bundled data or from synthetic datasets.
 */
import { describe, expect, it } from "vitest";
import { type GbKey } from "../data/index.js";
import { computeGbLevelingOrder, type GbLevelingOrderInput } from "../gb-leveling-order.js";
import { computeGbLevelingOrderWith } from "./compute.js";
import { bestRun, type GbLevelingPlannerGb } from "./planner.js";
import { lv, synthGb, thrown } from "../../test/leveling-fixtures.js";

function plannerGb(
  bonus: number[],
  costs: number[],
  level: number,
  cap: number,
  buildFpValue = 0,
): GbLevelingPlannerGb {
  return {
    key: "Observatory",
    bonus: Float64Array.from([0, ...bonus]),
    level,
    cap,
    planned: true,
    buildFp: buildFpValue,
    ownerCost: Float64Array.from([0, ...costs]),
  };
}

describe("best run (4.4)", () => {
  it("takes the run with the highest gain per FP, over a plateau", () => {
    // k=1: 1/10, k=2: 1/20, k=3: 5/30 → k=3.
    expect(bestRun(plannerGb([1, 1, 5], [10, 10, 10], 0, 3))).toEqual({ score: 5 / 30, length: 3 });
  });

  it("keeps the shortest run among equal scores", () => {
    // k=1: 5/20, k=2: 10/40 — equal → 1.
    expect(bestRun(plannerGb([5, 10], [20, 20], 0, 2))).toEqual({ score: 0.25, length: 1 });
  });

  it("charges the build cost to every run of an unbuilt GB", () => {
    // C starts at 10: k=1: 5/20 = 0.25, k=2: 10/40 = 0.25 → 1.
    expect(bestRun(plannerGb([5, 10], [10, 20], -1, 2, 10))).toEqual({ score: 0.25, length: 1 });
    // C starts at 40: k=1: 1/50, k=2: 3/60 → 2.
    expect(bestRun(plannerGb([1, 3], [10, 10], -1, 2, 40))).toEqual({ score: 3 / 60, length: 2 });
  });

  it("starts from the current level and stops at the cap", () => {
    // level 2, cap 3: only k=1: (9-4)/7.
    expect(bestRun(plannerGb([1, 4, 9, 100], [1, 1, 7, 1], 2, 3))).toEqual({
      score: 5 / 7,
      length: 1,
    });
  });

  it("scores free runs ±Infinity / 0", () => {
    expect(bestRun(plannerGb([3], [0], 0, 1)).score).toBe(Number.POSITIVE_INFINITY);
    expect(bestRun(plannerGb([0], [0], 0, 1)).score).toBe(0);
    expect(bestRun(plannerGb([5, 3], [10, 0], 1, 2)).score).toBe(Number.NEGATIVE_INFINITY);
    // A free gain beats a later paid run: k=1 +Inf, k=2 = 8/10 not greater.
    expect(bestRun(plannerGb([3, 8], [0, 10], 0, 2))).toEqual({
      score: Number.POSITIVE_INFINITY,
      length: 1,
    });
  });

  it("allows negative gains", () => {
    // k=1: -2/10, k=2: -1/20 → 2.
    expect(bestRun(plannerGb([3, 1, 2], [1, 10, 10], 1, 3))).toEqual({ score: -1 / 20, length: 2 });
  });
});

// ---------------------------------------------------------------- whole plans, synthetic data

describe("plans on synthetic data", () => {
  // A: plateau then a big level; B: a good first level, then little.
  const gbA = (key: GbKey) =>
    synthGb(key, [lv(10, { happiness: 1 }), lv(10, { happiness: 1 }), lv(10, { happiness: 5 })]);
  const gbB = (key: GbKey) =>
    synthGb(key, [lv(10, { happiness: 2 }), lv(10, { happiness: 3 }), lv(10, { happiness: 3 })]);

  it("orders runs by ratio, splits one GB's runs and keeps a real FP balance", () => {
    // B k=1 0.2 > A k=3 1/6 → B 0→1. Then B's best is 0.1 < 1/6 → A 0→3. Then B 1→3 (0.1, then 0).
    // 7 FP/day: B1 10 → 2 days (bal 4); A1 10 → +1 (3, bal 1); A2 → +2 (5, bal 5); A3 → +1 (6, bal 2);
    // B2 → +2 (8, bal 6); B3 → +1 (9, bal 3). Totals: 2; 1+2, 1+2, 5+2 = 7; 5+3 = 8, 8.
    const result = computeGbLevelingOrder({
      reward: "happiness",
      data: { gbs: [gbA("Observatory"), gbB("Temple_of_Relics")] },
      currentLevels: { Observatory: 0, Temple_of_Relics: 0 },
      targetLevel: 3,
      fpPer24h: 7,
    });
    expect(result).toEqual({
      eligibleGbs: ["Observatory", "Temple_of_Relics"],
      plan: [
        { gb: "Temple_of_Relics", from: 0, to: 1, days: 2, totalBonus: 2 },
        { gb: "Observatory", from: 0, to: 3, days: 6, totalBonus: 7 },
        { gb: "Temple_of_Relics", from: 1, to: 3, days: 9, totalBonus: 8 },
      ],
    });
  });

  // A: FP 5 then 10, built for 10 FP (50 goods × 0.2); B: placed, 1 FP for 4 FP, then nothing for 40.
  const fpA = (key: GbKey) =>
    synthGb(key, [lv(10, { forgePoints: 5 }), lv(20, { forgePoints: 10 })], { g: 50 });
  const fpB = (key: GbKey) => synthGb(key, [lv(4, { forgePoints: 1 }), lv(40, { forgePoints: 1 })]);

  it("adds the FP bonus to the income after each level and breaks equal scores by GB key", () => {
    // Both score 0.25 → Observatory (A). A1: 20 FP at 5/day → 4 days, income 10; A still 0.25 and
    // wins again: A2 20 FP → 2 days (6), income 15. B1: 4 FP → 1 day (7, bal 11), income 16;
    // B2: 40 FP → ceil(29/16) = 2 days (9).
    const result = computeGbLevelingOrder({
      reward: "forgePoints",
      data: { gbs: [fpA("Observatory"), fpB("Temple_of_Relics")] },
      currentLevels: { Temple_of_Relics: 0 },
      targetLevel: 2,
      fpPer24h: 5,
      goodsFpRatio: 0.2,
    });
    expect(result.plan).toEqual([
      { gb: "Observatory", from: -1, to: 2, days: 6, totalBonus: 10 },
      { gb: "Temple_of_Relics", from: 0, to: 2, days: 9, totalBonus: 11 },
    ]);
  });

  it("breaks ties by key, not by dataset order", () => {
    // Same GBs with keys swapped, dataset order [A = Temple, B = Observatory]. Tie → Observatory (B).
    // B1 4 FP → 1 day (bal 1), income 6. B's best is now 0 → A1: 20 FP → ceil(19/6) = 4 (5, bal 5),
    // total 1 + 5 = 6, income 11; A2 → ceil(15/11) = 2 (7, bal 7), total 11, income 16;
    // B2 40 → ceil(33/16) = 3 (10).
    const result = computeGbLevelingOrder({
      reward: "forgePoints",
      data: { gbs: [fpA("Temple_of_Relics"), fpB("Observatory")] },
      currentLevels: { Observatory: 0 },
      targetLevel: 2,
      fpPer24h: 5,
    });
    expect(result).toEqual({
      eligibleGbs: ["Temple_of_Relics", "Observatory"],
      plan: [
        { gb: "Observatory", from: 0, to: 1, days: 1, totalBonus: 1 },
        { gb: "Temple_of_Relics", from: -1, to: 2, days: 7, totalBonus: 11 },
        { gb: "Observatory", from: 1, to: 2, days: 10, totalBonus: 11 },
      ],
    });
  });

  it("does free gains first (no day) and free losses last", () => {
    // A: L1 free +5 (+Inf), L2 free −2 (−Inf). B: L1 10 FP +0, L2 10 FP +1 → run of 2 at 0.05.
    const data = {
      gbs: [
        synthGb("Observatory", [lv(0, { happiness: 5 }), lv(0, { happiness: 3 })]),
        synthGb("Temple_of_Relics", [lv(10, { happiness: 0 }), lv(10, { happiness: 1 })]),
      ],
    };
    const result = computeGbLevelingOrder({
      reward: "happiness",
      data,
      currentLevels: { Observatory: 0, Temple_of_Relics: 0 },
      targetLevel: 2,
      fpPer24h: 10,
    });
    expect(result.plan).toEqual([
      { gb: "Observatory", from: 0, to: 1, days: 0, totalBonus: 5 },
      { gb: "Temple_of_Relics", from: 0, to: 2, days: 2, totalBonus: 6 },
      { gb: "Observatory", from: 1, to: 2, days: 2, totalBonus: 4 },
    ]);
  });

  it("pays from the leftover balance on the same day, including an exact balance", () => {
    const gb = synthGb("Observatory", [
      lv(10, { happiness: 1 }),
      lv(10, { happiness: 2 }),
      lv(15, { happiness: 3 }),
    ]);
    // 20/day: L1 1 day (bal 10), L2 same day (10 ≥ 10, bal 0), L3 ceil(15/20) = 1 more day.
    const plan = (fpPer24h: number, targetLevel: number) =>
      computeGbLevelingOrder({
        reward: "happiness",
        data: { gbs: [gb] },
        currentLevels: { Observatory: 0 },
        fpPer24h,
        targetLevel,
      }).plan;
    expect(plan(20, 2)).toEqual([{ gb: "Observatory", from: 0, to: 2, days: 1, totalBonus: 2 }]);
    expect(plan(20, 3)).toEqual([{ gb: "Observatory", from: 0, to: 3, days: 2, totalBonus: 3 }]);
    // 100/day: everything on day 1.
    expect(plan(100, 3)).toEqual([{ gb: "Observatory", from: 0, to: 3, days: 1, totalBonus: 3 }]);
  });

  it("charges the rounded build cost with the first level of an unbuilt GB only", () => {
    // 25 goods × 0.1 = 2.5 → 3 FP. L1 7 + 3 = 10 FP → day 1 (bal 0); L2 1 FP → day 2.
    // (With 2 FP the balance 1 would pay L2 on day 1.)
    const gb = synthGb("Observatory", [lv(7, { happiness: 1 }), lv(1, { happiness: 2 })], {
      a: 25,
    });
    const run = (level: number) =>
      computeGbLevelingOrder({
        reward: "happiness",
        data: { gbs: [gb] },
        currentLevels: { Observatory: level },
        goodsFpRatio: 0.1,
        targetLevel: 2,
      }).plan;
    expect(run(-1)).toEqual([{ gb: "Observatory", from: -1, to: 2, days: 2, totalBonus: 2 }]);
    // Placed (0): no build cost: L1 7 → day 1 (bal 3), L2 same day.
    expect(run(0)).toEqual([{ gb: "Observatory", from: 0, to: 2, days: 1, totalBonus: 2 }]);
    // goodsFpRatio 0: building is free.
    const free = computeGbLevelingOrder({
      reward: "happiness",
      data: { gbs: [gb] },
      goodsFpRatio: 0,
      targetLevel: 2,
    }).plan;
    expect(free).toEqual([{ gb: "Observatory", from: -1, to: 2, days: 1, totalBonus: 2 }]);
  });

  describe("GBs that are not planned", () => {
    const locked = synthGb("Observatory", [
      lv(10, { forgePoints: 5 }),
      lv(10, { forgePoints: 10 }),
      lv(10, { forgePoints: 25 }),
    ]);
    const planned = synthGb("Temple_of_Relics", [lv(30, { forgePoints: 1 })]);
    const base: GbLevelingOrderInput = {
      reward: "forgePoints",
      data: { gbs: [locked, planned] },
      fpPer24h: 5,
      targetLevel: 3,
    };

    it("count a locked GB's level in the total bonus and the FP income", () => {
      // Income 5 + 10 = 15 → 30 FP in 2 days; total 10 + 1.
      const result = computeGbLevelingOrder({
        ...base,
        currentLevels: { Observatory: 2 },
        lockedGbs: ["Observatory"],
      });
      expect(result.plan).toEqual([
        { gb: "Temple_of_Relics", from: -1, to: 1, days: 2, totalBonus: 11 },
      ]);
    });

    it("count a level above the last level as the last level", () => {
      // Observatory 99 → level 3 (bonus 25, finished): income 30 → 1 day; total 26.
      const result = computeGbLevelingOrder({ ...base, currentLevels: { Observatory: 99 } });
      expect(result.plan).toEqual([
        { gb: "Temple_of_Relics", from: -1, to: 1, days: 1, totalBonus: 26 },
      ]);
    });

    it("count no FP income for other bonus kinds", () => {
      const gbs = [
        synthGb("Observatory", [lv(10, { happiness: 50 })]),
        synthGb("Temple_of_Relics", [lv(30, { happiness: 1 })]),
      ];
      const result = computeGbLevelingOrder({
        reward: "happiness",
        data: { gbs },
        currentLevels: { Observatory: 1 },
        fpPer24h: 5,
      });
      expect(result.plan).toEqual([
        { gb: "Temple_of_Relics", from: -1, to: 1, days: 6, totalBonus: 51 },
      ]);
    });
  });

  describe("targets", () => {
    const gb = synthGb("Observatory", [
      lv(1, { happiness: 1 }),
      lv(1, { happiness: 2 }),
      lv(1, { happiness: 3 }),
    ]);
    const plan = (targetLevel: number, level = 0) =>
      computeGbLevelingOrder({
        reward: "happiness",
        data: { gbs: [gb] },
        currentLevels: { Observatory: level },
        targetLevel,
        fpPer24h: 1,
      });

    it("stops at the last level for a higher target and for -1", () => {
      const full = [{ gb: "Observatory", from: 0, to: 3, days: 3, totalBonus: 3 }];
      expect(plan(50).plan).toEqual(full);
      expect(plan(-1).plan).toEqual(full);
      expect(plan(2).plan).toEqual([{ gb: "Observatory", from: 0, to: 2, days: 2, totalBonus: 2 }]);
    });

    it("plans nothing for target 0, a GB at or above its target, or a locked GB", () => {
      expect(plan(0)).toEqual({ eligibleGbs: ["Observatory"], plan: [] });
      expect(plan(2, 2).plan).toEqual([]);
      expect(plan(2, 3).plan).toEqual([]);
      expect(plan(-1, 3).plan).toEqual([]);
      const lockedResult = computeGbLevelingOrder({
        reward: "happiness",
        data: { gbs: [gb] },
        lockedGbs: ["Observatory"],
      });
      expect(lockedResult).toEqual({ eligibleGbs: ["Observatory"], plan: [] });
    });
  });

  it("returns nothing for an empty candidate filter", () => {
    expect(computeGbLevelingOrder({ reward: "forgePoints", gbs: [] })).toEqual({
      eligibleGbs: [],
      plan: [],
    });
  });

  it("refuses a malformed injected dataset", () => {
    expect(thrown({ reward: "coins", data: null })?.name).toBe("UnknownDataError");
    expect(thrown({ reward: "coins", data: { gbs: [null] } })?.name).toBe("UnknownDataError");
    expect(thrown({ reward: "coins", data: {} })?.field).toBe("data");
  });

  it("plans without the bundled data only on injected data (data-free entry for browsers)", () => {
    const gbs = [synthGb("Observatory", [lv(10, { happiness: 5 })])];
    expect(computeGbLevelingOrderWith({ reward: "happiness", data: { gbs } })).toEqual(
      computeGbLevelingOrder({ reward: "happiness", data: { gbs } }),
    );
    let error: unknown;
    try {
      computeGbLevelingOrderWith({ reward: "happiness" });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: "UnknownDataError", field: "data" });
    // Input errors still come first, in the documented order.
    expect(() => computeGbLevelingOrderWith({ reward: "happiness", targetLevel: -2 })).toThrow(
      /targetLevel/,
    );
  });

  it("refuses a plan whose FP income would not be positive instead of returning NaN", () => {
    const gbs = [
      synthGb("Observatory", [lv(10, { forgePoints: -20 })]),
      synthGb("Temple_of_Relics", [lv(30, { forgePoints: 1 })]),
    ];
    const t = thrown({
      reward: "forgePoints",
      data: { gbs },
      currentLevels: { Observatory: 1 },
      fpPer24h: 5,
    });
    expect(t?.name).toBe("UnknownDataError");
  });
});
