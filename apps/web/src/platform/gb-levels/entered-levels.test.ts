import { describe, expect, it } from "vitest";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { getGreatBuilding } from "@foe-toolbox/core/data/gbs";
import { computeGbLevelingOrder } from "@foe-toolbox/core/gb-leveling-order";
import { defaultProfileData, sanitizeProfileData } from "@/platform/profiles/profile-store";
import {
  applyEnteredLevels,
  changeEnteredLevel,
  completeRewards,
  formatLevelRanges,
  levelsToAsk,
  sanitizeEnteredLevels,
  type EnteredLevels,
} from "./entered-levels";
import { fillFromEntered, fillGbsFromEntered } from "./fill-entered";

describe("sanitizeEnteredLevels", () => {
  it("keeps valid costs and rewards per GB and level", () => {
    const stored = { AI_Core: { "3": { cost: 120, rewards: [60, 30, 10, 5, 0] } } };
    expect(sanitizeEnteredLevels(stored)).toEqual(stored);
  });

  it("drops malformed values, levels outside 1..500 and entries left empty", () => {
    expect(
      sanitizeEnteredLevels({
        AI_Core: {
          "0": { cost: 5 },
          "501": { cost: 5 },
          "01": { cost: 5 },
          x: { cost: 5 },
          "2": { cost: 0 },
          "4": { cost: 1.5, rewards: ["a", -1, 2] },
          "5": "junk",
        },
        Observatory: [],
        "": { "1": { cost: 5 } },
      }),
    ).toEqual({ AI_Core: { "4": { rewards: [null, null, 2, null, null] } } });
    expect(sanitizeEnteredLevels("junk")).toEqual({});
    expect(sanitizeEnteredLevels(null)).toEqual({});
  });

  it("is part of the profile: an old profile without it reads as none", () => {
    expect(defaultProfileData().enteredLevels).toEqual({});
    const old = { ...defaultProfileData() } as Partial<ReturnType<typeof defaultProfileData>>;
    delete old.enteredLevels;
    expect(sanitizeProfileData(old).enteredLevels).toEqual({});
    expect(
      sanitizeProfileData({ enteredLevels: { AI_Core: { "1": { cost: 99 } } } }).enteredLevels,
    ).toEqual({ AI_Core: { "1": { cost: 99 } } });
  });
});

describe("changeEnteredLevel", () => {
  it("sets and clears a cost and single rewards", () => {
    let e = changeEnteredLevel({}, "AI_Core", 2, { kind: "cost", value: 300 });
    expect(e).toEqual({ AI_Core: { "2": { cost: 300 } } });
    e = changeEnteredLevel(e, "AI_Core", 2, { kind: "reward", place: 1, value: 40 });
    expect(e.AI_Core!["2"]).toEqual({ cost: 300, rewards: [null, 40, null, null, null] });
    e = changeEnteredLevel(e, "AI_Core", 2, { kind: "reward", place: 1, value: null });
    expect(e).toEqual({ AI_Core: { "2": { cost: 300 } } });
    e = changeEnteredLevel(e, "AI_Core", 2, { kind: "cost", value: Number.NaN });
    expect(e).toEqual({});
  });

  it("resets one level in one click and leaves the others", () => {
    const e = {
      AI_Core: { "1": { cost: 10 }, "2": { cost: 20 } },
      Observatory: { "5": { cost: 50 } },
    };
    expect(changeEnteredLevel(e, "AI_Core", 1, { kind: "reset" })).toEqual({
      AI_Core: { "2": { cost: 20 } },
      Observatory: { "5": { cost: 50 } },
    });
    expect(changeEnteredLevel(e, "Observatory", 5, { kind: "reset" })).toEqual({
      AI_Core: e.AI_Core,
    });
  });
});

describe("fillFromEntered", () => {
  const data: GbLevel[] = [
    { cost: null, reward: null },
    { cost: 100, reward: [{ fp: 50 }, { fp: 25 }, { fp: 10 }, { fp: 5 }, { fp: 0 }] },
    { cost: 200, reward: null },
  ];

  it("fills only what the data lacks and names the filled levels", () => {
    const { levels, used } = fillFromEntered(data, {
      "1": { cost: 40 },
      "2": { cost: 999 },
      "3": { rewards: [90, 45, 15, 5, 0] },
    });
    expect(used).toEqual([1, 3]);
    expect(levels[0]).toEqual({ cost: 40, reward: null });
    expect(levels[1]).toBe(data[1]);
    expect(levels[2]!.reward!.map((r) => r.fp)).toEqual([90, 45, 15, 5, 0]);
  });

  it("never uses a partial reward table", () => {
    const partial = { rewards: [90, null, 15, 5, 0] };
    expect(completeRewards(partial)).toBeNull();
    expect(fillFromEntered(data, { "3": partial })).toEqual({ levels: data, used: [] });
    expect(fillFromEntered(data, undefined)).toEqual({ levels: data, used: [] });
  });
});

describe("applyEnteredLevels (the GB page: the player's values replace the data's)", () => {
  const data: GbLevel[] = [
    { cost: null, reward: null },
    {
      cost: 100,
      reward: [{ fp: 50, bp: 2, medals: 9 }, { fp: 25 }, { fp: 10 }, { fp: 5 }, { fp: 0 }],
    },
  ];

  it("replaces a known cost and single known rewards, keeping blueprints and medals", () => {
    const { levels, used } = applyEnteredLevels(data, {
      "2": { cost: 999, rewards: [60, null, null, null, null] },
    });
    expect(used).toEqual([2]);
    expect(levels[1]!.cost).toBe(999);
    expect(levels[1]!.reward![0]).toEqual({ fp: 60, bp: 2, medals: 9 });
    expect(levels[1]!.reward!.slice(1).map((r) => r.fp)).toEqual([25, 10, 5, 0]);
  });

  it("fills an unknown level only with a cost, or with all five rewards", () => {
    expect(applyEnteredLevels(data, { "1": { rewards: [1, null, 1, 1, 1] } })).toEqual({
      levels: data,
      used: [],
    });
    const { levels, used } = applyEnteredLevels(data, {
      "1": { cost: 40, rewards: [20, 10, 5, 0, 0] },
    });
    expect(used).toEqual([1]);
    expect(levels[0]).toEqual({
      cost: 40,
      reward: [{ fp: 20 }, { fp: 10 }, { fp: 5 }, { fp: 0 }, { fp: 0 }],
    });
    expect(levels[1]).toBe(data[1]);
  });
});

describe("levelsToAsk and formatLevelRanges", () => {
  const data: GbLevel[] = [
    { cost: null, reward: null },
    { cost: 100, reward: null },
    { cost: 200, reward: [{ fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }] },
  ];

  it("asks for a missing cost under Prestige, for a missing cost or reward table under live rules", () => {
    expect(levelsToAsk(data, 1, 3, "prestige")).toEqual([1]);
    expect(levelsToAsk(data, 1, 3, "live")).toEqual([1, 2]);
    expect(levelsToAsk(data, 2, 9, "live")).toEqual([2]);
    expect(levelsToAsk(data, Number.NaN, 3, "live")).toEqual([]);
  });

  it("writes levels as ranges", () => {
    expect(formatLevelRanges([1, 2, 3, 7, 9, 10])).toBe("1–3, 7, 9–10");
    expect(formatLevelRanges([4])).toBe("4");
    expect(formatLevelRanges([])).toBe("");
  });
});

describe("fillGbsFromEntered", () => {
  const warship = getGreatBuilding("Stellar_Warship")!;

  it("completes a GB whose first costs the data lacks, so the planner can use it under Prestige", () => {
    const entered: EnteredLevels = {
      Stellar_Warship: Object.fromEntries(
        Array.from({ length: 9 }, (_, i) => [String(i + 1), { cost: 100 * (i + 1) }]),
      ),
    };
    entered.Stellar_Warship!["10"] = { cost: 1 };
    const { gbs, used } = fillGbsFromEntered([warship], entered);
    expect(used).toEqual({ Stellar_Warship: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(gbs[0]!.levels[0]!.cost).toBe(100);
    expect(gbs[0]!.levels[9]!.cost).toBe(warship.levels[9]!.cost);
    const plan = (data: typeof gbs) =>
      computeGbLevelingOrder({
        reward: "advancedTactics",
        rules: "prestige",
        data: { gbs: data },
      }).eligibleGbs;
    expect(plan([warship])).toEqual([]);
    expect(plan(gbs)).toEqual(["Stellar_Warship"]);
  });

  it("leaves GBs without entries as they are", () => {
    const { gbs, used } = fillGbsFromEntered([warship], { Other: { "1": { cost: 5 } } });
    expect(gbs[0]).toBe(warship);
    expect(used).toEqual({});
  });
});
