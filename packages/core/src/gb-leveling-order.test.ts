/**
 * GB leveling order: plans on the bundled data and the input errors. Expected values are derived by hand in
 * the comments, from the bundled data or from synthetic datasets.
 */
import { describe, expect, it } from "vitest";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_DEFAULTS,
  GB_LEVELING_ORDER_REWARDS,
  type GbLevelingOrderInput,
} from "./gb-leveling-order.js";
import { FP_GBS, realGb, thrown } from "../test/leveling-fixtures.js";

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
