/** Château Frontenac: input errors and injected quest data. */
import { describe, expect, it } from "vitest";
import {
  computeCfRewards,
  getCfMinimums,
  type CfInput,
  type RqQuestData,
} from "./cf-calculator.js";
import { type AgeKey } from "./data/index.js";
import { errorOf } from "../test/error-of.js";

describe("computeCfRewards errors", () => {
  const valid: CfInput = { age: "IronAge", coins: 14000, supplies: 14000 };

  it("UnknownAgeError first", () => {
    expect(errorOf(() => computeCfRewards({ ...valid, age: "SpaceAgeMars", coins: -1 }))).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
    expect(
      errorOf(() => computeCfRewards({ ...valid, age: undefined as unknown as AgeKey })).name,
    ).toBe("UnknownAgeError");
  });

  it.each([
    "cfBoost",
    "coins",
    "supplies",
    "goods",
    "fpPer24h",
    "suppliesGathered",
    "otherRq",
    "cumulativeQuests",
  ])("InvalidNumberError for a bad %s", (field) => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "100", null, 2 ** 53]) {
      expect(errorOf(() => computeCfRewards({ ...valid, [field]: bad }))).toEqual({
        name: "InvalidNumberError",
        field,
      });
    }
  });

  it("cumulativeQuests is capped at 1000", () => {
    expect(computeCfRewards({ ...valid, cumulativeQuests: 1000 }).dailyUbq).toBe(7);
    expect(errorOf(() => computeCfRewards({ ...valid, cumulativeQuests: 1001 }))).toEqual({
      name: "InvalidNumberError",
      field: "cumulativeQuests",
    });
  });

  it("numbers are checked in the order of the input table", () => {
    expect(errorOf(() => computeCfRewards({ ...valid, cfBoost: -1, coins: -1 })).field).toBe(
      "cfBoost",
    );
    expect(
      errorOf(() => computeCfRewards({ ...valid, otherRq: -1, suppliesGathered: -1 })).field,
    ).toBe("suppliesGathered");
  });

  it("minimums after the number checks, coins before supplies", () => {
    expect(errorOf(() => computeCfRewards({ ...valid, coins: 13999, supplies: 13999 }))).toEqual({
      name: "NotEnoughCoinsError",
      field: "coins",
    });
    expect(errorOf(() => computeCfRewards({ ...valid, supplies: 13999 }))).toEqual({
      name: "NotEnoughSuppliesError",
      field: "supplies",
    });
    expect(errorOf(() => computeCfRewards({ ...valid, coins: 0, goods: -5 })).name).toBe(
      "InvalidNumberError",
    );
    // Bronze Age: 3500 supplies (7 × 500) is enough, 3499 is not.
    expect(computeCfRewards({ age: "BronzeAge", coins: 4200, supplies: 3500 }).dailyUbq).toBe(7);
    expect(
      errorOf(() => computeCfRewards({ age: "BronzeAge", coins: 4200, supplies: 3499 })).name,
    ).toBe("NotEnoughSuppliesError");
  });

  it("validates the minimums in infinity mode too", () => {
    expect(errorOf(() => computeCfRewards({ ...valid, cfBoost: 2000, coins: 1000 })).name).toBe(
      "NotEnoughCoinsError",
    );
  });
});

describe("injected quest data", () => {
  const data: RqQuestData = {
    ages: [
      {
        age: "IronAge",
        secondQuestGiver: true,
        cost: { payCoins: 100, paySupplies: 100, gatherSupplies: 300 },
        rewards: {
          blueprints: 1,
          forgePoints: 7,
          goods: 2,
          medals: 3,
          smallCoins: 10,
          largeCoins: 20,
          smallSupplies: 10,
          largeSupplies: 20,
          diamonds: 0,
        },
      },
    ],
  };

  it("uses the injected costs and rewards", () => {
    expect(getCfMinimums("IronAge", data)).toEqual({ coins: 700, supplies: 700 });
    // 14 quests: small 2, large 1 → 40 back (< 100): T = 14 → bp 1, medals 3, goods 5 × 2, fp 7.
    const r = computeCfRewards({ age: "IronAge", coins: 1400, supplies: 1400, data });
    expect(r).toMatchObject({
      dailyUbq: 14,
      totalRqCompleted: 14,
      bp: 1,
      medals: 3,
      goods: 10,
      fp: 7,
    });
    expect(
      errorOf(() => computeCfRewards({ age: "BronzeAge", coins: 1400, supplies: 1400, data })).name,
    ).toBe("UnknownAgeError");
  });

  it("rejects quest data with a zero cost", () => {
    const bad: RqQuestData = {
      ages: [{ ...data.ages[0]!, cost: { payCoins: 0, paySupplies: 100, gatherSupplies: 300 } }],
    };
    expect(
      errorOf(() => computeCfRewards({ age: "IronAge", coins: 1400, supplies: 1400, data: bad }))
        .name,
    ).toBe("UnknownDataError");
  });
});
