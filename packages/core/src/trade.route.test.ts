/** Trade: routes through intermediate ages. */
import { describe, expect, it } from "vitest";
import type { AgeKey } from "./data/index.js";
import { TRADE_AGES, computeTradeRoute, type TradeMode } from "./trade.js";
import { errorOf } from "../test/error-of.js";

describe("computeTradeRoute", () => {
  it("simple Iron Age → High Middle Ages, 250 wanted", () => {
    expect(
      computeTradeRoute({ mode: "simple", have: "IronAge", want: "HighMiddleAges", amount: 250 }),
    ).toEqual({
      steps: [
        {
          age: "IronAge",
          amount: 1000,
          split: { offers: { give: 1000, get: 500, count: 1 }, remainder: { give: 0, get: 0 } },
        },
        {
          age: "EarlyMiddleAges",
          amount: 500,
          split: { offers: { give: 500, get: 250, count: 1 }, remainder: { give: 0, get: 0 } },
        },
        { age: "HighMiddleAges", amount: 250 },
      ],
    });
  });

  it("fair mode skips ages: Late Middle Ages → Industrial Age → Postmodern Era → Tomorrow", () => {
    // Tomorrow←PME: ceil(100 × 1.4) = 140; PME←INA: ceil(140 × 1.875) = 263; INA←LMA: 526.
    const { steps } = computeTradeRoute({
      mode: "fair",
      have: "LateMiddleAges",
      want: "Tomorrow",
      amount: 100,
    });
    expect(steps).toEqual([
      {
        age: "LateMiddleAges",
        amount: 526,
        split: { offers: { give: 526, get: 263, count: 1 }, remainder: { give: 0, get: 0 } },
      },
      {
        age: "IndustrialAge",
        amount: 263,
        split: { offers: { give: 263, get: 140, count: 1 }, remainder: { give: 0, get: 0 } },
      },
      {
        age: "PostmodernEra",
        amount: 140,
        split: { offers: { give: 140, get: 100, count: 1 }, remainder: { give: 0, get: 0 } },
      },
      { age: "Tomorrow", amount: 100 },
    ]);
  });

  it("same age: one step split for the wanted amount [corrected]", () => {
    expect(
      computeTradeRoute({
        mode: "fair",
        have: "ColonialAge",
        want: "ColonialAge",
        amount: 1500,
        maxOfferSize: 1000,
      }),
    ).toEqual({
      steps: [
        {
          age: "ColonialAge",
          amount: 1500,
          split: {
            offers: { give: 1000, get: 1000, count: 1 },
            remainder: { give: 500, get: 500 },
          },
        },
      ],
    });
  });

  it("going down, each halving is rounded up: 100 Bronze Age goods need 1 Venus good (simple)", () => {
    const { steps } = computeTradeRoute({
      mode: "simple",
      have: "SpaceAgeVenus",
      want: "BronzeAge",
      amount: 100,
    });
    expect(steps.map((s) => s.age)).toEqual([...TRADE_AGES].reverse());
    expect(steps.map((s) => s.amount)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 4, 7, 13, 25, 50, 100,
    ]);
  });

  it("replaces every amount by what the offers give (chunks and remainder)", () => {
    // Oceanic → Arctic, 1200 wanted, offers up to 500: 2 × (250 for 500) + 1 × (100 for 200) = 600.
    expect(
      computeTradeRoute({
        mode: "simple",
        have: "OceanicFuture",
        want: "ArcticFuture",
        amount: 1200,
        maxOfferSize: 500,
      }),
    ).toEqual({
      steps: [
        {
          age: "OceanicFuture",
          amount: 600,
          split: { offers: { give: 250, get: 500, count: 2 }, remainder: { give: 100, get: 200 } },
        },
        { age: "ArcticFuture", amount: 1200 },
      ],
    });
    // Bronze → Iron, 1001 wanted: give 2002 > 1000 → 2 × (1000 for 500) + (2 for 1).
    expect(
      computeTradeRoute({ mode: "simple", have: "BronzeAge", want: "IronAge", amount: 1001 })
        .steps[0],
    ).toEqual({
      age: "BronzeAge",
      amount: 2002,
      split: { offers: { give: 1000, get: 500, count: 2 }, remainder: { give: 2, get: 1 } },
    });
  });

  it("checks mode, have, want, amount, then maxOfferSize", () => {
    const ok = {
      mode: "simple" as TradeMode,
      have: "BronzeAge" as AgeKey,
      want: "IronAge" as AgeKey,
      amount: 10,
    };
    expect(
      errorOf(() => computeTradeRoute({ ...ok, mode: "x" as TradeMode, have: "x" as AgeKey })),
    ).toEqual({
      name: "UnknownModeError",
      field: "mode",
    });
    expect(
      errorOf(() => computeTradeRoute({ ...ok, have: "StoneAge", want: "x" as AgeKey })),
    ).toEqual({
      name: "UnknownAgeError",
      field: "have",
    });
    expect(
      errorOf(() => computeTradeRoute({ ...ok, want: "SpaceAgeJupiterMoon", amount: 0 })),
    ).toEqual({
      name: "UnknownAgeError",
      field: "want",
    });
    for (const amount of [0, -1, 1.5, Number.NaN, "10", null, 2 ** 53]) {
      expect(
        errorOf(() => computeTradeRoute({ ...ok, amount: amount as number, maxOfferSize: 0 })),
      ).toEqual({
        name: "InvalidNumberError",
        field: "amount",
      });
    }
    for (const maxOfferSize of [0, 1001, 2.5, Number.NaN, null, "10"]) {
      expect(
        errorOf(() => computeTradeRoute({ ...ok, maxOfferSize: maxOfferSize as number })),
      ).toEqual({
        name: "InvalidNumberError",
        field: "maxOfferSize",
      });
    }
  });

  it("maxOfferSize defaults to 1000; 1 and 1000 are allowed", () => {
    const ok = {
      mode: "simple" as TradeMode,
      have: "BronzeAge" as AgeKey,
      want: "IronAge" as AgeKey,
      amount: 600,
    };
    expect(computeTradeRoute(ok)).toEqual(computeTradeRoute({ ...ok, maxOfferSize: 1000 }));
    expect(computeTradeRoute({ ...ok, maxOfferSize: 1 }).steps[0]!.split).toEqual({
      offers: { give: 1, get: 1, count: 1200 },
      remainder: { give: 0, get: 0 },
    });
  });
});
