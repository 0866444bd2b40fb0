/** Château Frontenac: minimums and quest loops by hand, infinity generator. */
import { describe, expect, it } from "vitest";
import { computeCfRewards, getCfMinimums, type CfInput, type CfResult } from "./cf-calculator.js";
import { listRecurringQuests, type AgeKey } from "./data/index.js";
import { errorOf } from "../test/error-of.js";

describe("getCfMinimums", () => {
  it("is 7 × the pay-coins and 7 × the pay-supplies cost", () => {
    expect(getCfMinimums("IronAge")).toEqual({ coins: 14000, supplies: 14000 });
    // Bronze Age: C = 600, S = 500 — supplies use S (intentional difference).
    expect(getCfMinimums("BronzeAge")).toEqual({ coins: 4200, supplies: 3500 });
    expect(getCfMinimums("VirtualFuture")).toEqual({ coins: 5600000, supplies: 5600000 });
  });

  it("throws UnknownAgeError for ages without quest data", () => {
    for (const age of ["SpaceAgeMars", "NoAge", "StoneAge", "x"]) {
      expect(errorOf(() => getCfMinimums(age as AgeKey))).toEqual({
        name: "UnknownAgeError",
        field: "age",
      });
    }
  });
});

describe("computeCfRewards, by hand", () => {
  it("Iron Age, no boost, minimum budget: 7 quests, one small reward of each", () => {
    // daily = 7; n = 7 → small 1, large 0 → 1000 coins / 1000 supplies back, < 2000: stop.
    // T = 7 → bp floor(0.5) = 0, medals 0, goods floor(2.5) × 5 = 10, fp 0.
    expect(computeCfRewards({ age: "IronAge", coins: 14000, supplies: 14000 })).toEqual({
      infinityGenerator: false,
      dailyUbq: 7,
      bonusUbq: 0,
      secondRqCompleted: 0,
      totalRqCompleted: 7,
      bp: 0,
      medals: 0,
      goods: 10,
      fp: 0,
      totalGoods: 10,
      totalFp: 0,
      returns: [{ coins: 1000, supplies: 1000 }],
    });
  });

  it("Iron Age, 100 %, 50 000 each, 10 other RQs", () => {
    // m = 2, daily 25, n = 35 → small 5, large 2 → 5·1000·2 + 2·3000·2 = 22 000 back, 11 quests;
    // round 2: large(11) = 0, small(11) = 1 → 2000 + leftover 0 = 2000 back, 1 quest; 2000 ≯ 2000.
    // T = 25 + 12 + 10 = 47 → bp 3, medals 3 × 20, goods 16 × 10, fp 3 × 5.
    const r = computeCfRewards({
      age: "IronAge",
      cfBoost: 100,
      coins: 50000,
      supplies: 50000,
      otherRq: 10,
      goods: 40,
      fpPer24h: 7,
    });
    expect(r).toEqual({
      infinityGenerator: false,
      dailyUbq: 25,
      bonusUbq: 12,
      secondRqCompleted: 0,
      totalRqCompleted: 47,
      bp: 3,
      medals: 60,
      goods: 160,
      fp: 15,
      totalGoods: 200,
      totalFp: 22,
      returns: [
        { coins: 22000, supplies: 22000 },
        { coins: 2000, supplies: 2000 },
      ],
    });
  });

  it("daily quests are limited by the scarcer resource", () => {
    expect(computeCfRewards({ age: "IronAge", coins: 100000, supplies: 15999 }).dailyUbq).toBe(7);
    expect(computeCfRewards({ age: "IronAge", coins: 16000, supplies: 100000 }).dailyUbq).toBe(8);
  });

  const lma = { age: "LateMiddleAges" as AgeKey, cfBoost: 100, coins: 280000, supplies: 336000 };

  it("Late Middle Ages with the second quest giver and gathered supplies", () => {
    // m = 2, daily 28; extra = floor((4·5000·2 + 2·10000·2) / 40000) + floor(100000 / 40000) = 4.
    // Round 1: n = 32 → small 4, large 2 → 80 000 / 80 000; byGather 2; last min(8, 6) = 6.
    // Round 2: large(6) = small(6) = 0 → 80000 − 60000 = 20 000 coins, 80000 − 72000 = 8000
    // supplies; byGather 0, last 0; 8000 ≯ 12 000: stop.
    // bonus = 2 + 6 = 8, second = 4 + 2 = 6, T = 28 + 8 + 6 = 42 → bp 3, medals 300, goods 150.
    expect(computeCfRewards({ ...lma, secondRq: true, suppliesGathered: 100000 })).toEqual({
      infinityGenerator: false,
      dailyUbq: 28,
      bonusUbq: 8,
      secondRqCompleted: 6,
      totalRqCompleted: 42,
      bp: 3,
      medals: 300,
      goods: 150,
      fp: 15,
      totalGoods: 150,
      totalFp: 15,
      returns: [
        { coins: 80000, supplies: 80000 },
        { coins: 20000, supplies: 8000 },
      ],
    });
  });

  it("without the second giver the same budget gives 34 quests; gathered supplies are ignored", () => {
    // n = 28 → 80 000 / 80 000 back, 6 quests; then 20 000 / 8000; T = 28 + 6 = 34.
    const expected: CfResult = {
      infinityGenerator: false,
      dailyUbq: 28,
      bonusUbq: 6,
      secondRqCompleted: 0,
      totalRqCompleted: 34,
      bp: 2,
      medals: 200,
      goods: 120,
      fp: 10,
      totalGoods: 120,
      totalFp: 10,
      returns: [
        { coins: 80000, supplies: 80000 },
        { coins: 20000, supplies: 8000 },
      ],
    };
    expect(computeCfRewards(lma)).toEqual(expected);
    expect(computeCfRewards({ ...lma, secondRq: false, suppliesGathered: 400000 })).toEqual(
      expected,
    );
  });

  it("ignores the second RQ for ages without a second quest giver (Bronze Age)", () => {
    const base = { age: "BronzeAge" as AgeKey, cfBoost: 200, coins: 30000, supplies: 30000 };
    const plain = computeCfRewards(base);
    expect(computeCfRewards({ ...base, secondRq: true, suppliesGathered: 90000 })).toEqual(plain);
    expect(plain.secondRqCompleted).toBe(0);
  });

  it("ignores cumulative quests outside infinity mode", () => {
    const base = { age: "IronAge" as AgeKey, coins: 14000, supplies: 14000 };
    expect(computeCfRewards({ ...base, cumulativeQuests: 50 })).toEqual(computeCfRewards(base));
  });

  it("defaults coins and supplies to the age minimum", () => {
    expect(computeCfRewards({ age: "IronAge" } as CfInput)).toEqual(
      computeCfRewards({ age: "IronAge", coins: 14000, supplies: 14000 }),
    );
  });
});

describe("computeCfRewards, infinity generator", () => {
  it("finds the documented thresholds: Iron Age 459 % is not infinity, 460 % is", () => {
    const base = { age: "IronAge" as AgeKey, coins: 14000, supplies: 14000 };
    expect(computeCfRewards({ ...base, cfBoost: 459 }).infinityGenerator).toBe(false);
    expect(computeCfRewards({ ...base, cfBoost: 460 }).infinityGenerator).toBe(true);
  });

  it("every age's lowest infinity boost matches the documented table", () => {
    const thresholds: Record<string, number> = {
      BronzeAge: 1580,
      IronAge: 460,
      EarlyMiddleAges: 678,
      HighMiddleAges: 834,
      LateMiddleAges: 740,
      ColonialAge: 1173,
      IndustrialAge: 1374,
      ProgressiveEra: 1300,
      ModernEra: 1383,
      PostmodernEra: 1300,
      ContemporaryEra: 1141,
      Tomorrow: 982,
      TheFuture: 1300,
      ArcticFuture: 1165,
      OceanicFuture: 2022,
      VirtualFuture: 3012,
    };
    for (const rq of listRecurringQuests()) {
      const min = getCfMinimums(rq.age);
      const at = (cfBoost: number) =>
        computeCfRewards({ age: rq.age, cfBoost, ...min }).infinityGenerator;
      expect([rq.age, at(thresholds[rq.age]! - 1), at(thresholds[rq.age]!)]).toEqual([
        rq.age,
        false,
        true,
      ]);
    }
  });

  it("with 0 cumulative quests returns zeros except the daily quests", () => {
    expect(
      computeCfRewards({
        age: "IronAge",
        cfBoost: 500,
        coins: 30000,
        supplies: 30000,
        goods: 99,
        fpPer24h: 9,
      }),
    ).toEqual({
      infinityGenerator: true,
      dailyUbq: 15,
      bonusUbq: 0,
      secondRqCompleted: 0,
      totalRqCompleted: 0,
      bp: 0,
      medals: 0,
      goods: 0,
      fp: 0,
      totalGoods: 0,
      totalFp: 0,
      returns: [],
    });
  });

  it("simulates the requested rounds (Iron Age 700 %, 3 rounds)", () => {
    // m = 8, daily 14 → small 2, large 1 → 2·1000·8 + 1·3000·8 = 40 000 back, 20 quests; every
    // later round: large(20) = 1, small(20) = 2 → 40 000 again. 3 rounds: bonus 60, T = 74.
    // bp floor(74/14) = 5, medals 5 × 80, goods floor(26.4) × 40, fp 25.
    expect(
      computeCfRewards({
        age: "IronAge",
        cfBoost: 700,
        coins: 28000,
        supplies: 28000,
        cumulativeQuests: 3,
      }),
    ).toEqual({
      infinityGenerator: true,
      dailyUbq: 14,
      bonusUbq: 60,
      secondRqCompleted: 0,
      totalRqCompleted: 74,
      bp: 5,
      medals: 400,
      goods: 1040,
      fp: 25,
      totalGoods: 1040,
      totalFp: 25,
      returns: [
        { coins: 40000, supplies: 40000 },
        { coins: 40000, supplies: 40000 },
        { coins: 40000, supplies: 40000 },
      ],
    });
  });

  it("stops when a round returns nothing (fewer than 7 quests paid, nothing left over)", () => {
    // Iron Age 500 % (m = 6), 7 quests: 6000 back → 3 quests → small(3) = large(3) = 0 and
    // 6000 − 3·2000 = 0 left: the second round returns nothing although 2 rounds were asked.
    // T = 10 → goods floor(50/14) = 3 × round(30) = 90.
    const r = computeCfRewards({
      age: "IronAge",
      cfBoost: 500,
      coins: 14000,
      supplies: 14000,
      cumulativeQuests: 2,
    });
    expect(r.returns).toEqual([{ coins: 6000, supplies: 6000 }]);
    expect(r.bonusUbq).toBe(3);
    expect(r.totalRqCompleted).toBe(10);
    expect(r.goods).toBe(90);
  });

  it("reports a run-away infinity loop as InvalidNumberError on cumulativeQuests", () => {
    expect(
      errorOf(() =>
        computeCfRewards({
          age: "IronAge",
          cfBoost: Number.MAX_SAFE_INTEGER,
          coins: 14000,
          supplies: 14000,
          cumulativeQuests: 1000,
        }),
      ),
    ).toEqual({ name: "InvalidNumberError", field: "cumulativeQuests" });
  });

  it("accepts 1000 cumulative quests with a realistic boost", () => {
    const r = computeCfRewards({
      age: "IronAge",
      cfBoost: 460,
      coins: 14000,
      supplies: 14000,
      cumulativeQuests: 1000,
    });
    // m = 5.6: 7 quests give 5600 coins/supplies back → 2 quests; then small(2) = large(2) = 0
    // and the 1600 left over is carried from round to round, 1000 rows in all.
    expect(r.infinityGenerator).toBe(true);
    expect(r.returns).toHaveLength(1000);
    expect(r.returns[0]).toEqual({ coins: 5600, supplies: 5600 });
    expect(r.returns[999]).toEqual({ coins: 1600, supplies: 1600 });
    expect(r.bonusUbq).toBe(2);
    // T = 9 → goods floor(45/14) = 3 × round(5 × 5.6) = 84.
    expect(r.goods).toBe(84);
  });
});
