/** Trade: unit costs, ratio matrices, offer splits and the table version. */
import { describe, expect, it } from "vitest";
import type { AgeKey } from "./data/index.js";
import {
  TRADE_AGES,
  computeTradeRatios,
  computeTradeTable,
  getTradeUnitCost,
  splitOffers,
  type TradeMode,
} from "./trade.js";
import { errorOf } from "../test/error-of.js";

const FAIR = computeTradeRatios({ mode: "fair" }).ratios;

const SIMPLE = computeTradeRatios({ mode: "simple" }).ratios;

describe("unit costs and ratio matrices", () => {
  it("trades the 19 ages Bronze Age … Venus", () => {
    expect(TRADE_AGES).toHaveLength(19);
    expect(TRADE_AGES[0]).toBe("BronzeAge");
    expect(TRADE_AGES[18]).toBe("SpaceAgeVenus");
  });

  it("unit costs follow the unrefined-goods chain (docs/tools/trade.md §2 values)", () => {
    const expected = [
      200, 400, 800, 1600, 3200, 4800, 6400, 8000, 9600, 12000, 14400, 16800, 20000, 23400, 25800,
      32000, 64000, 240000, 576000,
    ];
    expect(TRADE_AGES.map((a) => getTradeUnitCost(a))).toEqual(expected);
    expect(errorOf(() => getTradeUnitCost("SpaceAgeTitan"))).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
  });

  it("simple: 2 to the previous age, 0.5 to the next, 1 to itself, 0 otherwise", () => {
    expect(SIMPLE.IronAge.BronzeAge).toBe(2);
    expect(SIMPLE.IronAge.EarlyMiddleAges).toBe(0.5);
    expect(SIMPLE.IronAge.IronAge).toBe(1);
    expect(SIMPLE.IronAge.HighMiddleAges).toBe(0);
    expect(SIMPLE.SpaceAgeVenus.SpaceAgeAsteroidBelt).toBe(2);
    expect(Object.keys(SIMPLE)).toEqual([...TRADE_AGES]);
  });

  it("fair: unit-cost quotients, clamped to 0.5 … 2 only between neighbours", () => {
    expect(FAIR.ColonialAge.ProgressiveEra).toBe(0.6);
    expect(FAIR.ModernEra.ColonialAge).toBe(2);
    expect(FAIR.OceanicFuture.ContemporaryEra).toBe(25800 / 14400);
    // Mars 64 000 vs Asteroid Belt 240 000: 0.2667 → 0.5, 3.75 → 2.
    expect(FAIR.SpaceAgeMars.SpaceAgeAsteroidBelt).toBe(0.5);
    expect(FAIR.SpaceAgeAsteroidBelt.SpaceAgeMars).toBe(2);
    // Asteroid Belt vs Venus 576 000: 0.4167 → 0.5, 2.4 → 2.
    expect(FAIR.SpaceAgeAsteroidBelt.SpaceAgeVenus).toBe(0.5);
    expect(FAIR.SpaceAgeVenus.SpaceAgeAsteroidBelt).toBe(2);
    // Not neighbours: not clamped.
    expect(FAIR.SpaceAgeMars.SpaceAgeVenus).toBe(64000 / 576000);
    expect(FAIR.VirtualFuture.SpaceAgeMars).toBe(0.5);
  });

  it("returns a fresh copy each time", () => {
    const a = computeTradeRatios({ mode: "fair" });
    a.ratios.BronzeAge.IronAge = 42;
    expect(computeTradeRatios({ mode: "fair" }).ratios.BronzeAge.IronAge).toBe(0.5);
  });

  it("rejects unknown modes", () => {
    for (const mode of ["2:1", "Fair", "", undefined, 1]) {
      expect(errorOf(() => computeTradeRatios({ mode: mode as TradeMode }))).toEqual({
        name: "UnknownModeError",
        field: "mode",
      });
    }
  });
});

describe("splitOffers", () => {
  it("fits in one offer when the larger side is at most the offer size", () => {
    expect(
      splitOffers({ get: 100, maxOfferSize: 1000, rateGiveToGet: 0.5, rateGetToGive: 2 }),
    ).toEqual({
      offers: { give: 200, get: 100, count: 1 },
      remainder: { give: 0, get: 0 },
    });
  });

  it("cuts on the give side when giving more than getting (no remainder)", () => {
    // give = 100 > 10 → 10 for ceil(5), floor(100/10) = 10 offers, 50 − 50 = 0 left.
    expect(
      splitOffers({ get: 50, maxOfferSize: 10, rateGiveToGet: 0.5, rateGetToGive: 2 }),
    ).toEqual({
      offers: { give: 10, get: 5, count: 10 },
      remainder: { give: 0, get: 0 },
    });
  });

  it("cuts on the get side with a remainder", () => {
    // give = 600, big = get = 1200 > 500 → round(250) for 500, 2 offers; 200 left for round(100).
    expect(
      splitOffers({ get: 1200, maxOfferSize: 500, rateGiveToGet: 2, rateGetToGive: 0.5 }),
    ).toEqual({
      offers: { give: 250, get: 500, count: 2 },
      remainder: { give: 100, get: 200 },
    });
  });

  it("full chunks may deliver more than asked (ceil on the get side), no remainder then", () => {
    // give = 10 > 3 → 3 for ceil(1.5) = 2, floor(10/3) = 3 offers = 6 goods ≥ 5; 5 − 6 < 0.
    expect(splitOffers({ get: 5, maxOfferSize: 3, rateGiveToGet: 0.5, rateGetToGive: 2 })).toEqual({
      offers: { give: 3, get: 2, count: 3 },
      remainder: { give: 0, get: 0 },
    });
  });

  it("uses ceil for the whole give and round for the remainder", () => {
    // give = ceil(1500 × 0.667) = 1000, big = get = 1500 → round(666.67) = 667 for 1000;
    // remainder 500 for round(333.33) = 333.
    expect(
      splitOffers({
        get: 1500,
        maxOfferSize: 1000,
        rateGiveToGet: 1.5,
        rateGetToGive: 0.6666666666666666,
      }),
    ).toEqual({ offers: { give: 667, get: 1000, count: 1 }, remainder: { give: 333, get: 500 } });
    // 7 × 0.6 = 4.2: the one-offer case rounds up to 5.
    expect(
      splitOffers({ get: 7, maxOfferSize: 1000, rateGiveToGet: 5 / 3, rateGetToGive: 0.6 }).offers,
    ).toEqual({
      give: 5,
      get: 7,
      count: 1,
    });
  });

  it("nothing wanted: one empty offer", () => {
    expect(splitOffers({ get: 0, maxOfferSize: 10, rateGiveToGet: 1, rateGetToGive: 1 })).toEqual({
      offers: { give: 0, get: 0, count: 1 },
      remainder: { give: 0, get: 0 },
    });
  });

  it("validates its numbers", () => {
    const ok = { get: 10, maxOfferSize: 10, rateGiveToGet: 1, rateGetToGive: 1 };
    const cases: [string, unknown][] = [
      ["get", -1],
      ["get", 1.5],
      ["get", Number.NaN],
      ["maxOfferSize", 0],
      ["maxOfferSize", 2.5],
      ["rateGiveToGet", 0],
      ["rateGiveToGet", Number.POSITIVE_INFINITY],
      ["rateGetToGive", -2],
      ["rateGetToGive", "1"],
    ];
    for (const [field, bad] of cases) {
      expect(errorOf(() => splitOffers({ ...ok, [field]: bad }))).toEqual({
        name: "InvalidNumberError",
        field,
      });
    }
    // A result too large for a double is refused on the rate that causes it.
    const huge = {
      get: 2 ** 52,
      maxOfferSize: 2 ** 53 - 1,
      rateGiveToGet: 1,
      rateGetToGive: 1e300,
    };
    expect(errorOf(() => splitOffers(huge))).toEqual({
      name: "InvalidNumberError",
      field: "rateGetToGive",
    });
  });
});
describe("computeTradeTable", () => {
  it("simple, 50 High Middle Ages goods: the two neighbours and itself", () => {
    expect(computeTradeTable({ mode: "simple", age: "HighMiddleAges", amount: 50 })).toEqual({
      rows: [
        { age: "EarlyMiddleAges", ratio: 2, give: 100 },
        { age: "HighMiddleAges", ratio: 1, give: 50 },
        { age: "LateMiddleAges", ratio: 0.5, give: 25 },
      ],
    });
  });

  it("both ends of the age list", () => {
    expect(computeTradeTable({ mode: "simple", age: "BronzeAge", amount: 9 }).rows).toEqual([
      { age: "BronzeAge", ratio: 1, give: 9 },
      { age: "IronAge", ratio: 0.5, give: 5 },
    ]);
    expect(computeTradeTable({ mode: "fair", age: "SpaceAgeVenus", amount: 3 }).rows).toEqual([
      { age: "SpaceAgeAsteroidBelt", ratio: 2, give: 6 },
      { age: "SpaceAgeVenus", ratio: 1, give: 3 },
    ]);
  });

  it("rounds the ratio to 2 decimals, halves up", () => {
    // Postmodern → Industrial 12000/6400 = 1.875 → 1.88; Tomorrow → Virtual Future 0.525 → 0.53.
    const pme = computeTradeTable({ mode: "fair", age: "PostmodernEra", amount: 8 }).rows;
    expect(pme.find((r) => r.age === "IndustrialAge")).toEqual({
      age: "IndustrialAge",
      ratio: 1.88,
      give: 15,
    });
    const tom = computeTradeTable({ mode: "fair", age: "Tomorrow", amount: 40 }).rows;
    expect(tom.find((r) => r.age === "VirtualFuture")).toEqual({
      age: "VirtualFuture",
      ratio: 0.53,
      give: 21,
    });
  });

  it("splits give row-age goods for the wanted goods [corrected]", () => {
    // 100 Iron Age goods: 200 Bronze Age goods for 100 Iron Age goods.
    const rows = computeTradeTable({
      mode: "simple",
      age: "IronAge",
      amount: 100,
      maxOfferSize: 1000,
    }).rows;
    expect(rows[0]).toEqual({
      age: "BronzeAge",
      ratio: 2,
      give: 200,
      split: { offers: { give: 200, get: 100, count: 1 }, remainder: { give: 0, get: 0 } },
    });
  });

  it("the Result rounds while the split rounds up", () => {
    // 2 Colonial Age goods are worth 2 × 0.6 = 1.2 Progressive Era goods: Result 1, split gives 2.
    const row = computeTradeTable({
      mode: "fair",
      age: "ColonialAge",
      amount: 2,
      maxOfferSize: 10,
    }).rows.find((r) => r.age === "ProgressiveEra")!;
    expect(row.give).toBe(1);
    expect(row.split!.offers).toEqual({ give: 2, get: 2, count: 1 });
  });

  it("amount 0 gives no rows", () => {
    expect(computeTradeTable({ mode: "fair", age: "BronzeAge", amount: 0 })).toEqual({ rows: [] });
    expect(
      computeTradeTable({ mode: "fair", age: "BronzeAge", amount: 0, maxOfferSize: 5 }),
    ).toEqual({ rows: [] });
  });

  it("checks mode, age, amount, then maxOfferSize", () => {
    expect(
      errorOf(() => computeTradeTable({ mode: "no" as TradeMode, age: "x" as AgeKey, amount: -1 }))
        .name,
    ).toBe("UnknownModeError");
    expect(
      errorOf(() => computeTradeTable({ mode: "simple", age: "SpaceAgeJupiterMoon", amount: 5 })),
    ).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
    expect(
      errorOf(() =>
        computeTradeTable({ mode: "simple", age: "BronzeAge", amount: -1, maxOfferSize: 0 }),
      ),
    ).toEqual({
      name: "InvalidNumberError",
      field: "amount",
    });
    expect(
      errorOf(() =>
        computeTradeTable({ mode: "simple", age: "BronzeAge", amount: 0, maxOfferSize: 1001 }),
      ),
    ).toEqual({
      name: "InvalidNumberError",
      field: "maxOfferSize",
    });
  });
});
