/**
 * GB leveling order: reward kinds, owner and build costs, complete GBs, bonus tables. Expected values are derived by hand in
 * the comments, from the bundled data or from synthetic datasets.
 */
import { describe, expect, it } from "vitest";
import { listGbBonusKinds, type GbKey } from "../data/index.js";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_POPULAR_REWARDS,
  GB_LEVELING_ORDER_RANDOM_REWARDS,
  GB_LEVELING_ORDER_REWARDS,
  isGbLevelingOrderReward,
} from "../gb-leveling-order.js";
import {
  bonusTable,
  buildFp,
  buildGoods,
  isCompleteGb,
  ownerCostOfLevel,
  ownerLevelCost,
} from "./tables.js";
import { lv, realGb, synthGb } from "../../test/leveling-fixtures.js";

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
