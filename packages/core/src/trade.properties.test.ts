/** Trade: properties of ratios, routes, tables and offers. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  TRADE_AGES,
  computeTradeRatios,
  computeTradeRoute,
  computeTradeTable,
  splitOffers,
  type TradeMode,
} from "./trade.js";

const FAIR = computeTradeRatios({ mode: "fair" }).ratios;

const SIMPLE = computeTradeRatios({ mode: "simple" }).ratios;

// ---------------------------------------------------------------- properties

const arbMode = fc.constantFrom<TradeMode>("simple", "fair");
const arbAge = fc.constantFrom(...TRADE_AGES);
const MATRIX = { simple: SIMPLE, fair: FAIR };

/** A tradable pair of ages in some mode, as the route and the table use them. */
const arbPair = fc
  .tuple(arbMode, arbAge, arbAge)
  .filter(([mode, a, b]) => MATRIX[mode][a][b] >= 0.5 && MATRIX[mode][a][b] <= 2);

describe("trade properties", () => {
  it("offer splits add up to what is wanted, within the offer size", () => {
    fc.assert(
      fc.property(
        arbPair,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 1000 }),
        ([mode, a, b], get, max) => {
          // Give goods of a, get goods of b.
          const rateGiveToGet = MATRIX[mode][a][b];
          const rateGetToGive = MATRIX[mode][b][a];
          const { offers, remainder } = splitOffers({
            get,
            maxOfferSize: max,
            rateGiveToGet,
            rateGetToGive,
          });
          const totalGet = offers.get * offers.count + remainder.get;
          expect(totalGet).toBeGreaterThanOrEqual(get);
          // Chunks on the get side, or any remainder: exactly what is wanted.
          if (rateGiveToGet >= 1 || remainder.get > 0) expect(totalGet).toBe(get);
          for (const side of [offers.give, offers.get, remainder.give, remainder.get]) {
            expect(side).toBeLessThanOrEqual(max);
            expect(side).toBeGreaterThanOrEqual(0);
          }
          expect(remainder.give > 0).toBe(remainder.get > 0);
          if (get > 0) expect(offers.count).toBeGreaterThanOrEqual(1);
          // Chunks on the give side never give more than the whole (rounded-up) price.
          if (rateGiveToGet < 1) {
            expect(offers.give * offers.count).toBeLessThanOrEqual(Math.ceil(get * rateGetToGive));
          }
        },
      ),
      { seed: 17, numRuns: 2000 },
    );
  });

  it("routes go from have to want through tradable ages, amounts given by the splits", () => {
    fc.assert(
      fc.property(
        arbMode,
        arbAge,
        arbAge,
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (mode, have, want, amount, max) => {
          const { steps } = computeTradeRoute({ mode, have, want, amount, maxOfferSize: max });
          expect(steps[0]!.age).toBe(have);
          expect(steps.at(-1)!.age).toBe(want);
          expect(steps.at(-1)!.amount).toBe(amount);
          const r = MATRIX[mode];
          const up = TRADE_AGES.indexOf(have) <= TRADE_AGES.indexOf(want);
          for (let s = 0; s + 1 < steps.length; s++) {
            const from = steps[s]!;
            const to = steps[s + 1]!;
            const ratio = r[from.age][to.age];
            expect(ratio >= 0.5 && ratio <= 2).toBe(true);
            // Always moving towards `want`.
            expect(TRADE_AGES.indexOf(to.age) > TRADE_AGES.indexOf(from.age)).toBe(up);
            const split = from.split!;
            expect(split).toEqual(
              splitOffers({
                get: to.amount,
                maxOfferSize: max,
                rateGiveToGet: ratio,
                rateGetToGive: r[to.age][from.age],
              }),
            );
            expect(from.amount).toBe(split.offers.give * split.offers.count + split.remainder.give);
            expect(
              split.offers.get * split.offers.count + split.remainder.get,
            ).toBeGreaterThanOrEqual(to.amount);
          }
          if (have === want) {
            expect(steps).toEqual([
              {
                age: have,
                amount,
                split: splitOffers({
                  get: amount,
                  maxOfferSize: max,
                  rateGiveToGet: 1,
                  rateGetToGive: 1,
                }),
              },
            ]);
          } else {
            expect(steps.at(-1)!.split).toBeUndefined();
          }
        },
      ),
      { seed: 19, numRuns: 1000 },
    );
  });

  it("table rows are the tradable ages, with give = round(ratio × amount)", () => {
    fc.assert(
      fc.property(
        arbMode,
        arbAge,
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        (mode, age, amount, max) => {
          const { rows } = computeTradeTable({ mode, age, amount, maxOfferSize: max });
          const r = MATRIX[mode];
          expect(rows.map((row) => row.age)).toEqual(
            TRADE_AGES.filter((b) => r[age][b] >= 0.5 && r[age][b] <= 2),
          );
          for (const row of rows) {
            expect(row.give).toBe(Math.round(r[age][row.age] * amount));
            expect(Math.abs(row.ratio - r[age][row.age])).toBeLessThanOrEqual(0.005 + 1e-12);
            if (max === undefined) {
              expect(row.split).toBeUndefined();
            } else {
              const total =
                row.split!.offers.get * row.split!.offers.count + row.split!.remainder.get;
              expect(total).toBeGreaterThanOrEqual(amount);
            }
          }
          expect(rows.find((row) => row.age === age)).toMatchObject({ ratio: 1, give: amount });
        },
      ),
      { seed: 23, numRuns: 1000 },
    );
  });

  it("fair ratios are reciprocal and tradability is symmetric", () => {
    for (const a of TRADE_AGES) {
      for (const b of TRADE_AGES) {
        expect(FAIR[a][b] * FAIR[b][a]).toBeCloseTo(1, 12);
        const t = (x: number) => x >= 0.5 && x <= 2;
        expect(t(FAIR[a][b])).toBe(t(FAIR[b][a]));
        expect(t(SIMPLE[a][b])).toBe(t(SIMPLE[b][a]));
      }
    }
  });
});
