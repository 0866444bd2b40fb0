/**
 * Unit tests of the GB leveling order planner (docs/tools/gb-leveling-order.md). Expected values
 * are derived by hand in the comments, either from the bundled data or from small synthetic
 * datasets whose place rewards are 0 (then the owner cost of a level is its whole cost).
 */
import { describe, expect, it } from "vitest";
import {
  getGreatBuilding,
  listGbBonusKinds,
  type GbKey,
  type GreatBuilding,
} from "./data/index.js";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_DEFAULTS,
  GB_LEVELING_ORDER_POPULAR_REWARDS,
  GB_LEVELING_ORDER_RANDOM_REWARDS,
  GB_LEVELING_ORDER_REWARDS,
  isGbLevelingOrderReward,
  type GbLevelingOrderInput,
} from "./gb-leveling-order.js";
import { computeGbLevelingOrderWith } from "./gb-leveling-order/compute.js";
import { bestRun, type GbLevelingPlannerGb } from "./gb-leveling-order/planner.js";
import {
  bonusTable,
  buildFp,
  buildGoods,
  isCompleteGb,
  ownerCostOfLevel,
  ownerLevelCost,
} from "./gb-leveling-order/tables.js";

// ---------------------------------------------------------------- helpers

interface SynthLevel {
  cost: number | null;
  bonus: Record<string, number | null> | null;
  fp?: number[] | null;
}

/** A GB with the given levels; place rewards default to 0 so that owner cost = level cost. */
function synthGb(
  key: GbKey,
  levels: SynthLevel[],
  goods: Record<string, number> | null = null,
): GreatBuilding {
  return {
    key,
    gameId: `X_${key}`,
    name: key,
    shortName: key,
    age: "NoAge",
    size: null,
    buildCost: { goods },
    levelUnlockCost: null,
    bonusKinds: [],
    status: "test",
    sources: {},
    coverage: {
      maxLevel: levels.length,
      costsFromLevel: 1,
      sourceLevels2021: null,
      medalsThroughLevel: 0,
      blueprintsThroughLevel: 0,
      bonusThroughLevel: 0,
    },
    levels: levels.map((l, i) => ({
      level: i + 1,
      cost: l.cost,
      rewards:
        l.fp === null
          ? null
          : {
              fp: (l.fp ?? [0, 0, 0, 0, 0]) as [number, number, number, number, number],
              medals: null,
              blueprints: null,
            },
      bonus: l.bonus as Record<string, number> | null,
    })),
  };
}

function lv(
  cost: number | null,
  bonus: Record<string, number | null> | null,
  fp?: number[] | null,
): SynthLevel {
  return fp === undefined ? { cost, bonus } : { cost, bonus, fp };
}

function realGb(key: GbKey): GreatBuilding {
  const gb = getGreatBuilding(key);
  if (!gb) throw new Error(key);
  return gb;
}

function thrown(input: unknown): { name: string; field: unknown } | undefined {
  try {
    computeGbLevelingOrder(input as GbLevelingOrderInput);
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  return undefined;
}

const FP_GBS: GbKey[] = [
  "Hagia_Sophia",
  "Castel_del_Monte",
  "Cape_Canaveral",
  "Innovation_Tower",
  "Arctic_Orangery",
  "The_Kraken",
];

// ---------------------------------------------------------------- reward kinds

describe("reward kinds", () => {
  it("offers the 33 kinds of bonus.json minus goodsAfterModern, trials and algorithmicCore", () => {
    expect(GB_LEVELING_ORDER_REWARDS).toHaveLength(33);
    expect(new Set(GB_LEVELING_ORDER_REWARDS).size).toBe(33);
    const all = new Set(listGbBonusKinds().map((k) => k.key));
    for (const kind of GB_LEVELING_ORDER_REWARDS) expect(all.has(kind), kind).toBe(true);
    for (const kind of ["goodsAfterModern", "trials", "algorithmicCore"]) {
      expect(isGbLevelingOrderReward(kind)).toBe(false);
    }
    expect(GB_LEVELING_ORDER_POPULAR_REWARDS).toEqual(["forgePoints", "militaryBoost"]);
    expect(GB_LEVELING_ORDER_RANDOM_REWARDS).toEqual([
      "forgePoints",
      "goods",
      "supplies",
      "militaryUnits",
    ]);
  });

  it("recognises only exact keys", () => {
    expect(isGbLevelingOrderReward("forgePoints")).toBe(true);
    expect(isGbLevelingOrderReward("ForgePoints")).toBe(false);
    expect(isGbLevelingOrderReward("toString")).toBe(false);
    expect(isGbLevelingOrderReward("__proto__")).toBe(false);
    expect(isGbLevelingOrderReward(1)).toBe(false);
  });
});

// ---------------------------------------------------------------- 4.2 owner cost

describe("owner cost of a level (4.2)", () => {
  it("Observatory level 10 at 90 % costs the owner 430 FP", () => {
    // cost 650, places 65/35/10/5/0 → wants 124 (123.5), 67 (66.5), 19, 10 (9.5), then 0 stops.
    // prep: 650-248=402, max(402, 650-258)=402, max(402, 650-229)=421, max(421, 650-230)=421;
    // taken 220 → owner = max(421, 650-220) = 430.
    expect(ownerCostOfLevel(realGb("Observatory"), 10, 90)).toBe(430);
  });

  it("Hagia Sophia level 1 at 90 % costs 30 FP", () => {
    // cost 50, places 5/5: wants 10, 10; prep 30; taken 20 → 50 ≥ 50 stops; max(30, 30).
    expect(ownerCostOfLevel(realGb("Hagia_Sophia"), 1, 90)).toBe(30);
  });

  it("Hagia Sophia level 1 at 0 % costs 40 FP and at 1000 % nothing", () => {
    // 0 %: wants 5, 5; prep 40; taken 10 → max(40, 40) = 40.
    expect(ownerLevelCost(50, [5, 5, 0, 0, 0], 0)).toBe(40);
    // 1000 %: want 55 > cost → part 50, prep max(0, 50-100) = 0, taken 50 → 0.
    expect(ownerLevelCost(50, [5, 5, 0, 0, 0], 1000)).toBe(0);
  });

  it("Cape Canaveral levels 1-3 at 90 % cost 31, 71 and 113 FP", () => {
    // L1 cost 60, 10/5: wants 19, 10; prep max(22, 21) = 22; taken 29 → max(22, 31) = 31.
    // L2 cost 100, 10/5: prep max(62, 61) = 62; taken 29 → max(62, 71) = 71.
    // L3 cost 180, 20/10/5: wants 38, 19, 10; prep 104; taken 67 → max(104, 113) = 113.
    const cape = realGb("Cape_Canaveral");
    expect([1, 2, 3].map((l) => ownerCostOfLevel(cape, l, 90))).toEqual([31, 71, 113]);
  });

  it("keeps the preparation when it exceeds the unprotected rest", () => {
    // cost 100, places 10/5/5 at 90 %: wants 19, 10, 10. prep 100-38 = 62 (taken 19);
    // max(62, 100-39) = 62 (taken 29); max(62, 100-49) = 62, taken 39, 39+62 ≥ 100 stops;
    // owner = max(62, 61) = 62.
    expect(ownerLevelCost(100, [10, 5, 5, 0, 0], 90)).toBe(62);
    // A 2nd place above the 1st: prep 90 (taken 5), then taken 15, 105 ≥ 100 → max(90, 85) = 90.
    expect(ownerLevelCost(100, [5, 10, 0, 0, 0], 0)).toBe(90);
  });

  it("is the whole cost when no place has a reward", () => {
    expect(ownerLevelCost(77, [0, 0, 0, 0, 0], 90)).toBe(77);
  });

  it("stays finite for a huge investor percentage", () => {
    expect(ownerLevelCost(650, [65, 35, 10, 5, 0], 1e308)).toBe(0);
  });
});

// ---------------------------------------------------------------- build cost

describe("build cost in FP", () => {
  it("sums the goods and rounds goods × ratio half up", () => {
    expect(buildGoods(realGb("Cape_Canaveral"))).toBe(1750);
    expect(buildFp(realGb("Cape_Canaveral"), 0.2)).toBe(350);
    // 25 × 0.1 = 2.5 → Math.round → 3.
    expect(buildFp(synthGb("Observatory", [lv(1, {})], { a: 10, b: 15 }), 0.1)).toBe(3);
  });

  it("counts null goods (Oracle of Delphi) and textual notes as no goods", () => {
    expect(buildGoods(realGb("Oracle_of_Delphi"))).toBe(0);
    expect(
      buildGoods(synthGb("Observatory", [lv(1, {})], { note: "x" as unknown as number, a: 5 })),
    ).toBe(5);
  });
});

// ---------------------------------------------------------------- completeness

describe("complete GBs", () => {
  it("accepts the 42 older GBs and rejects the seven newest", () => {
    expect(isCompleteGb(realGb("Observatory"))).toBe(true);
    expect(isCompleteGb(realGb("Flying_Island"))).toBe(true);
    for (const key of [
      "AI_Core",
      "Saturn_VI_Gate_Pegasus",
      "Shattered_Horizon_Siphon",
    ] as GbKey[]) {
      expect(isCompleteGb(realGb(key)), key).toBe(false);
    }
  });

  it("rejects an unknown cost or unknown rewards at any level", () => {
    expect(isCompleteGb(synthGb("Observatory", [lv(1, {}), lv(null, {})]))).toBe(false);
    expect(isCompleteGb(synthGb("Observatory", [lv(1, {}), lv(2, {}, null)]))).toBe(false);
    expect(isCompleteGb(synthGb("Observatory", [lv(1, {}, [1, 2, 3, 4])]))).toBe(false);
    expect(isCompleteGb(synthGb("Observatory", []))).toBe(false);
  });

  it("never makes an incomplete GB eligible, even with a bonus", () => {
    const data = {
      gbs: [synthGb("Observatory", [lv(10, { happiness: 5 }), lv(null, { happiness: 6 })])],
    };
    expect(computeGbLevelingOrder({ reward: "happiness", data })).toEqual({
      eligibleGbs: [],
      plan: [],
    });
  });
});

// ---------------------------------------------------------------- 4.1 bonus table

const TABLE_DEFAULTS = { includeRandomRewards: false, fpPer24h: 10, randomRewardPer24h: 10 };

describe("bonus table (4.1)", () => {
  it("fills FP gaps above level 10 linearly from B(10) and keeps known values", () => {
    const b = bonusTable(realGb("Hagia_Sophia"), { ...TABLE_DEFAULTS, reward: "forgePoints" });
    expect(b).not.toBeNull();
    const t = b as Float64Array;
    expect([t[0], t[1], t[2], t[3], t[10], t[11], t[14]]).toEqual([0, 1, 1, 2, 6, 6, 8]);
    // L137 has no data: floor(6 × 137 / 10) = floor(82.2) = 82; L138 is known (82);
    // L139: floor(83.4) = 83; last level 251: floor(150.6) = 150.
    expect([t[137], t[138], t[139], t[251]]).toEqual([82, 82, 83, 150]);
    expect(t.length).toBe(252);
  });

  it("fills gaps of other kinds with the previous level's value", () => {
    const t = bonusTable(realGb("Hagia_Sophia"), {
      ...TABLE_DEFAULTS,
      reward: "happiness",
    }) as Float64Array;
    expect(t[138]).toBe(23775);
    expect(t[139]).toBe(23775);
    expect(t[251]).toBe(23775);
    expect(t[137]).toBe(t[136]);
  });

  it("fills FP gaps up to level 10 with the previous value", () => {
    const gb = synthGb(
      "Observatory",
      Array.from({ length: 12 }, (_, i) =>
        lv(1, i === 4 || i >= 10 ? null : { forgePoints: i + 1 }),
      ),
    );
    // L1..L4 = 1..4, L5 missing → 4, L6..L10 = 6..10, L11 floor(110/10)=11, L12 floor(120/10)=12.
    const t = bonusTable(gb, { ...TABLE_DEFAULTS, reward: "forgePoints" }) as Float64Array;
    expect(Array.from(t)).toEqual([0, 1, 2, 3, 4, 4, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("floors the linear FP fill", () => {
    const gb = synthGb(
      "Observatory",
      Array.from({ length: 12 }, (_, i) => lv(1, i < 10 ? { forgePoints: 7 } : null)),
    );
    // floor(7 × 11 / 10) = floor(7.7) = 7; floor(7 × 12 / 10) = floor(8.4) = 8.
    const t = bonusTable(gb, { ...TABLE_DEFAULTS, reward: "forgePoints" }) as Float64Array;
    expect([t[11], t[12]]).toEqual([7, 8]);
  });

  it("treats a null bonus, a missing kind and a null value as unknown, and 0 as a value", () => {
    const gb = synthGb("Observatory", [
      lv(1, { happiness: 0 }),
      lv(1, null),
      lv(1, { coins: 3 }),
      lv(1, { happiness: null }),
      lv(1, { happiness: 9 }),
    ]);
    const t = bonusTable(gb, { ...TABLE_DEFAULTS, reward: "happiness" }) as Float64Array;
    expect(Array.from(t)).toEqual([0, 0, 0, 0, 0, 9]);
  });

  it("makes a GB without a value at level 1 not eligible", () => {
    const gb = synthGb("Observatory", [lv(1, null), lv(1, { happiness: 5 })]);
    expect(bonusTable(gb, { ...TABLE_DEFAULTS, reward: "happiness" })).toBeNull();
  });

  it("derives chance rewards: Blue Galaxy FP from fpPer24h", () => {
    const opts = { ...TABLE_DEFAULTS, reward: "forgePoints" as const, includeRandomRewards: true };
    const t = bonusTable(realGb("The_Blue_Galaxy"), opts) as Float64Array;
    // L1: floor(10 × 4 × 0.17) = floor(6.8) = 6; L3 (5 trials, 21 %): floor(10 × 5 × 0.21) = floor(10.5) = 10.
    expect([t[1], t[3]]).toEqual([6, 10]);
    const t50 = bonusTable(realGb("The_Blue_Galaxy"), { ...opts, fpPer24h: 50 }) as Float64Array;
    // floor(50 × 4 × 0.17) = 34.
    expect(t50[1]).toBe(34);
  });

  it("derives chance rewards: Himeji Castle FP, goods and units, Space Carrier the same", () => {
    const base = { ...TABLE_DEFAULTS, includeRandomRewards: true };
    for (const key of ["Himeji_Castle", "Space_Carrier"] as GbKey[]) {
      // L1: 4 trials at 7 %. FP floor(18.5×4×0.07 = 5.18) = 5; L2 (9 %): floor(6.66) = 6.
      const fp = bonusTable(realGb(key), { ...base, reward: "forgePoints" }) as Float64Array;
      expect([fp[1], fp[2]], key).toEqual([5, 6]);
      // goods floor(6.9×4×0.07 = 1.932) = 1; units floor(1.2×4×0.07 = 0.336) = 0 (eligible with 0).
      expect((bonusTable(realGb(key), { ...base, reward: "goods" }) as Float64Array)[1]).toBe(1);
      expect(
        (bonusTable(realGb(key), { ...base, reward: "militaryUnits" }) as Float64Array)[1],
      ).toBe(0);
    }
  });

  it("uses randomRewardPer24h for Blue Galaxy goods and supplies", () => {
    const opts = { ...TABLE_DEFAULTS, includeRandomRewards: true, randomRewardPer24h: 100 };
    // floor(100 × 4 × 0.17) = floor(68.00000000000001) = 68.
    expect(
      (bonusTable(realGb("The_Blue_Galaxy"), { ...opts, reward: "supplies" }) as Float64Array)[1],
    ).toBe(68);
    expect(
      (bonusTable(realGb("The_Blue_Galaxy"), { ...opts, reward: "goods" }) as Float64Array)[1],
    ).toBe(68);
    // No units table for The Blue Galaxy, no supplies table for Himeji (its own supplies stay).
    expect(bonusTable(realGb("The_Blue_Galaxy"), { ...opts, reward: "militaryUnits" })).toBeNull();
    expect(
      (bonusTable(realGb("Himeji_Castle"), { ...opts, reward: "supplies" }) as Float64Array)[1],
    ).toBe(102500);
  });

  it("derives nothing without includeRandomRewards", () => {
    expect(
      bonusTable(realGb("The_Blue_Galaxy"), { ...TABLE_DEFAULTS, reward: "forgePoints" }),
    ).toBeNull();
    expect(bonusTable(realGb("Himeji_Castle"), { ...TABLE_DEFAULTS, reward: "goods" })).toBeNull();
  });

  it("adds own and derived values, carries the chance source and lets a derived value stand alone", () => {
    const gb = synthGb("Himeji_Castle", [
      lv(1, { forgePoints: 3, spoilsOfWar: 10, trials: 2 }),
      lv(1, { forgePoints: 4 }),
      lv(1, null),
      lv(1, { spoilsOfWar: 20, trials: 1 }),
    ]);
    const t = bonusTable(gb, {
      ...TABLE_DEFAULTS,
      reward: "forgePoints",
      includeRandomRewards: true,
    }) as Float64Array;
    // D(1..3) = floor(18.5 × 2 × 0.1 = 3.7) = 3 (L2, L3 use L1 as source); D(4) = floor(3.7) = 3.
    // B(1) = 3 + 3, B(2) = 4 + 3, B(3) = D only = 3, B(4) = 3.
    expect(Array.from(t)).toEqual([0, 6, 7, 3, 3]);
  });

  it("evaluates the chance value in the documented order (binary noise included)", () => {
    // 10 × 5 = 50, × (58 / 100 = 0.58) = 28.999999999999996 → 28 (10 × 5 × 58 / 100 would give 29).
    const gb = synthGb("The_Blue_Galaxy", [lv(1, { doubleCollection: 58, trials: 5 })]);
    const t = bonusTable(gb, {
      ...TABLE_DEFAULTS,
      reward: "forgePoints",
      includeRandomRewards: true,
    }) as Float64Array;
    expect(t[1]).toBe(28);
  });

  it("counts a chance without known trials as unknown", () => {
    const gb = synthGb("Himeji_Castle", [lv(1, { spoilsOfWar: 10 })]);
    expect(
      bonusTable(gb, { ...TABLE_DEFAULTS, reward: "forgePoints", includeRandomRewards: true }),
    ).toBeNull();
  });

  it("adds Terracotta Army's advanced tactics to attack and fierce resistance, random or not", () => {
    for (const reward of ["militaryBoost", "fierceResistance"] as const) {
      for (const includeRandomRewards of [false, true]) {
        const t = bonusTable(realGb("Terracotta_Army"), {
          ...TABLE_DEFAULTS,
          reward,
          includeRandomRewards,
        }) as Float64Array;
        // advancedTactics 2, 4, 6 …; last known value 94 at L157 is carried to the last level 269.
        expect([t[1], t[3], t[157], t[158], t[269]]).toEqual([2, 6, 94, 94, 94]);
      }
    }
    expect(
      bonusTable(realGb("Terracotta_Army"), { ...TABLE_DEFAULTS, reward: "coins" }),
    ).toBeNull();
  });

  it("adds advanced tactics to a GB's own attack value", () => {
    const gb = synthGb("Statue_of_Zeus", [
      lv(1, { militaryBoost: 3, advancedTactics: 2 }),
      lv(1, { militaryBoost: 5 }),
    ]);
    const t = bonusTable(gb, { ...TABLE_DEFAULTS, reward: "militaryBoost" }) as Float64Array;
    expect(Array.from(t)).toEqual([0, 5, 7]);
  });
});

// ---------------------------------------------------------------- best run (4.4)

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

// ---------------------------------------------------------------- whole plans, bundled data

describe("plans on the bundled data", () => {
  it("Cape Canaveral from scratch to level 3", () => {
    // Build 1750 × 0.2 = 350 FP; owner costs 31, 71, 113; FP bonus 2, 2, 3; 10 FP/day.
    // L1 381 → 39 days (bal 9), income 12; L2 71 → ceil(62/12) = 6 (45, bal 10); L3 113 →
    // ceil(103/12) = 9 (54).
    const result = computeGbLevelingOrder({
      reward: "forgePoints",
      gbs: ["Cape_Canaveral"],
      targetLevel: 3,
    });
    expect(result).toEqual({
      eligibleGbs: ["Cape_Canaveral"],
      plan: [{ gb: "Cape_Canaveral", from: -1, to: 3, days: 54, totalBonus: 3 }],
    });
  });

  it("uses the defaults of docs/tools/gb-leveling-order.md", () => {
    const explicit = computeGbLevelingOrder({
      reward: "forgePoints",
      gbs: FP_GBS,
      currentLevels: {},
      lockedGbs: [],
      ...GB_LEVELING_ORDER_DEFAULTS,
    });
    expect(computeGbLevelingOrder({ reward: "forgePoints", gbs: FP_GBS })).toEqual(explicit);
    expect(GB_LEVELING_ORDER_DEFAULTS).toEqual({
      targetLevel: 10,
      goodsFpRatio: 0.2,
      fpPer24h: 10,
      investorPercentage: 90,
      includeRandomRewards: false,
      randomRewardPer24h: 10,
    });
    const last = explicit.plan.at(-1);
    expect(explicit.plan.every((row) => row.to <= 10)).toBe(true);
    expect(last?.totalBonus).toBeGreaterThan(0);
  });

  it("considers every GB without a filter and lists eligible GBs in dataset order", () => {
    const result = computeGbLevelingOrder({ reward: "forgePoints", targetLevel: 0 });
    expect(result.eligibleGbs).toEqual(FP_GBS);
    const reversed = computeGbLevelingOrder({
      reward: "forgePoints",
      targetLevel: 0,
      gbs: [...FP_GBS].reverse(),
    });
    expect(reversed.eligibleGbs).toEqual(FP_GBS);
  });

  it("adds the chance GBs for FP only with includeRandomRewards === true", () => {
    const withRandom = computeGbLevelingOrder({
      reward: "forgePoints",
      targetLevel: 0,
      includeRandomRewards: true,
    });
    expect(withRandom.eligibleGbs).toEqual([
      "Hagia_Sophia",
      "Castel_del_Monte",
      "Cape_Canaveral",
      "Innovation_Tower",
      "Arctic_Orangery",
      "The_Kraken",
      "The_Blue_Galaxy",
      "Himeji_Castle",
      "Space_Carrier",
    ]);
    const junk = computeGbLevelingOrder({
      reward: "forgePoints",
      targetLevel: 0,
      includeRandomRewards: "yes" as unknown as boolean,
    });
    expect(junk.eligibleGbs).toEqual(FP_GBS);
  });

  it("ignores includeRandomRewards for a kind without chance table", () => {
    const a = computeGbLevelingOrder({
      reward: "coins",
      includeRandomRewards: true,
      targetLevel: 5,
    });
    const b = computeGbLevelingOrder({
      reward: "coins",
      includeRandomRewards: false,
      targetLevel: 5,
    });
    expect(a).toEqual(b);
    expect(a.plan.length).toBeGreaterThan(0);
  });

  it("makes Terracotta Army eligible for attack and fierce resistance", () => {
    expect(
      computeGbLevelingOrder({ reward: "militaryBoost", targetLevel: 0 }).eligibleGbs,
    ).toContain("Terracotta_Army");
    expect(
      computeGbLevelingOrder({ reward: "fierceResistance", targetLevel: 0 }).eligibleGbs,
    ).toEqual(["Saint_Basil_s_Cathedral", "Deal_Castle", "Terracotta_Army"]);
  });

  it("makes every investor percentage of 1000 % levels free (no day)", () => {
    const result = computeGbLevelingOrder({
      reward: "forgePoints",
      gbs: ["Cape_Canaveral"],
      currentLevels: { Cape_Canaveral: 1 },
      investorPercentage: 1000,
      targetLevel: 6,
    });
    expect(result.plan).toEqual([{ gb: "Cape_Canaveral", from: 1, to: 6, days: 0, totalBonus: 6 }]);
  });

  it("plans every eligible GB of every kind to its last level without a bad number", () => {
    for (const reward of GB_LEVELING_ORDER_REWARDS) {
      const result = computeGbLevelingOrder({
        reward,
        targetLevel: -1,
        includeRandomRewards: true,
      });
      expect(result.eligibleGbs.length, reward).toBeGreaterThan(0);
      for (const row of result.plan) {
        expect(Number.isFinite(row.days) && Number.isFinite(row.totalBonus), reward).toBe(true);
      }
      const levels = new Map<string, number>();
      for (const row of result.plan) levels.set(row.gb, row.to);
      for (const gb of result.eligibleGbs)
        expect(levels.get(gb), `${reward} ${gb}`).toBe(realGb(gb).levels.length);
    }
  });
});

// ---------------------------------------------------------------- 3. input errors

describe("input errors (docs/tools/gb-leveling-order.md §3 order)", () => {
  const ok: GbLevelingOrderInput = { reward: "coins", gbs: ["Space_Needle"], targetLevel: 2 };

  it("accepts the base input", () => {
    expect(thrown(ok)).toBeUndefined();
  });

  it.each([
    [{ reward: "fp" }, "UnknownRewardError", "reward"],
    [{ reward: undefined }, "UnknownRewardError", "reward"],
    [{ reward: "goodsAfterModern" }, "UnknownRewardError", "reward"],
    [{ reward: "trials" }, "UnknownRewardError", "reward"],
    [{ reward: "algorithmicCore" }, "UnknownRewardError", "reward"],
    [{ targetLevel: -2 }, "InvalidNumberError", "targetLevel"],
    [{ targetLevel: 1.5 }, "InvalidNumberError", "targetLevel"],
    [{ targetLevel: "10" }, "InvalidNumberError", "targetLevel"],
    [{ targetLevel: null }, "InvalidNumberError", "targetLevel"],
    [{ targetLevel: Number.NaN }, "InvalidNumberError", "targetLevel"],
    [{ goodsFpRatio: -0.1 }, "InvalidNumberError", "goodsFpRatio"],
    [{ goodsFpRatio: 1.01 }, "InvalidNumberError", "goodsFpRatio"],
    [{ goodsFpRatio: Number.NaN }, "InvalidNumberError", "goodsFpRatio"],
    [{ fpPer24h: 0 }, "InvalidNumberError", "fpPer24h"],
    [{ fpPer24h: 10.5 }, "InvalidNumberError", "fpPer24h"],
    [{ fpPer24h: Number.POSITIVE_INFINITY }, "InvalidNumberError", "fpPer24h"],
    [{ fpPer24h: 1e300 }, "InvalidNumberError", "fpPer24h"],
    [{ randomRewardPer24h: 0.5 }, "InvalidNumberError", "randomRewardPer24h"],
    [{ randomRewardPer24h: Number.POSITIVE_INFINITY }, "InvalidNumberError", "randomRewardPer24h"],
    [{ randomRewardPer24h: 1e300 }, "InvalidNumberError", "randomRewardPer24h"],
    [{ investorPercentage: -1 }, "InvalidNumberError", "investorPercentage"],
    [{ investorPercentage: Number.POSITIVE_INFINITY }, "InvalidNumberError", "investorPercentage"],
    [{ currentLevels: { Nope: 1 } }, "UnknownGreatBuildingError", "currentLevels"],
    [{ currentLevels: { Space_Needle: -2 } }, "InvalidNumberError", "currentLevels"],
    [{ currentLevels: { Space_Needle: 2.5 } }, "InvalidNumberError", "currentLevels"],
    [{ currentLevels: { Space_Needle: "3" } }, "InvalidNumberError", "currentLevels"],
    [{ currentLevels: { Space_Needle: null } }, "InvalidNumberError", "currentLevels"],
    [{ currentLevels: [3] }, "UnknownGreatBuildingError", "currentLevels"],
    [{ currentLevels: "x" }, "UnknownGreatBuildingError", "currentLevels"],
    [{ lockedGbs: ["Nope"] }, "UnknownGreatBuildingError", "lockedGbs"],
    [{ lockedGbs: [1] }, "UnknownGreatBuildingError", "lockedGbs"],
    [{ lockedGbs: "Space_Needle" }, "UnknownGreatBuildingError", "lockedGbs"],
    [{ gbs: ["Nope"] }, "UnknownGreatBuildingError", "gbs"],
    [{ gbs: null }, "UnknownGreatBuildingError", "gbs"],
  ])("%j → %s (%s)", (patch, name, field) => {
    expect(thrown({ ...ok, ...patch })).toEqual({ name, field });
  });

  it("refuses a missing or non-object input as an unknown reward", () => {
    expect(thrown(undefined)?.name).toBe("UnknownRewardError");
    expect(thrown(null)?.name).toBe("UnknownRewardError");
    expect(thrown("forgePoints")?.name).toBe("UnknownRewardError");
  });

  it("checks the fields in the documented order", () => {
    const bad = {
      reward: "x",
      targetLevel: -5,
      goodsFpRatio: 2,
      fpPer24h: 0,
      randomRewardPer24h: 0,
      investorPercentage: -1,
      currentLevels: { Nope: 1 },
      lockedGbs: ["Nope"],
      gbs: ["Nope"],
    };
    const order = [
      "reward",
      "targetLevel",
      "goodsFpRatio",
      "fpPer24h",
      "randomRewardPer24h",
      "investorPercentage",
      "currentLevels",
      "lockedGbs",
      "gbs",
    ];
    const fix: Record<string, unknown> = {
      reward: "coins",
      targetLevel: 2,
      goodsFpRatio: 0.2,
      fpPer24h: 10,
      randomRewardPer24h: 10,
      investorPercentage: 90,
      currentLevels: {},
      lockedGbs: [],
      gbs: ["Space_Needle"],
    };
    const input: Record<string, unknown> = { ...bad };
    for (const field of order) {
      expect(thrown(input)?.field).toBe(field);
      input[field] = fix[field];
    }
    expect(thrown(input)).toBeUndefined();
  });

  it("checks currentLevels entries in object order", () => {
    expect(thrown({ ...ok, currentLevels: { Nope: 1, Space_Needle: -3 } })).toEqual({
      name: "UnknownGreatBuildingError",
      field: "currentLevels",
    });
    expect(thrown({ ...ok, currentLevels: { Space_Needle: -3, Nope: 1 } })).toEqual({
      name: "InvalidNumberError",
      field: "currentLevels",
    });
  });

  it("checks randomRewardPer24h even when it is not used", () => {
    expect(thrown({ ...ok, includeRandomRewards: false, randomRewardPer24h: 0 })?.field).toBe(
      "randomRewardPer24h",
    );
  });

  it("accepts known keys of GBs that are not eligible, and ignores them", () => {
    const input: GbLevelingOrderInput = {
      ...ok,
      currentLevels: { AI_Core: 5, Observatory: 3, Space_Needle: 1 },
      lockedGbs: ["AI_Core", "Cape_Canaveral"],
      gbs: ["Space_Needle", "AI_Core", "Observatory"],
    };
    const result = computeGbLevelingOrder(input);
    expect(result.eligibleGbs).toEqual(["Space_Needle"]);
    expect(result.plan.map((r) => [r.gb, r.from, r.to])).toEqual([["Space_Needle", 1, 2]]);
  });

  it("accepts the range limits", () => {
    expect(
      thrown({
        ...ok,
        targetLevel: -1,
        goodsFpRatio: 0,
        fpPer24h: 1,
        randomRewardPer24h: 1,
        investorPercentage: 0,
      }),
    ).toBeUndefined();
    expect(
      thrown({
        ...ok,
        goodsFpRatio: 1,
        fpPer24h: Number.MAX_SAFE_INTEGER,
        randomRewardPer24h: Number.MAX_SAFE_INTEGER,
      }),
    ).toBeUndefined();
    expect(
      thrown({ ...ok, currentLevels: { Space_Needle: -1 }, targetLevel: 1e9 }),
    ).toBeUndefined();
  });
});
