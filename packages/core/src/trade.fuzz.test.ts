import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_PARAMS, anyJunk, checkOutcome, mostlyNumber } from "../test/fuzz.js";
import { AGE_KEYS } from "./data/index.js";
import {
  TRADE_AGES,
  computeTradeRatios,
  computeTradeRoute,
  computeTradeTable,
  getTradeUnitCost,
  splitOffers,
} from "./trade.js";

const arbMode: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom("simple", "fair") },
  { weight: 1, arbitrary: fc.constantFrom("2:1", "Fair", "") },
  { weight: 1, arbitrary: anyJunk },
);

const arbAge: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...TRADE_AGES) },
  { weight: 1, arbitrary: fc.constantFrom(...AGE_KEYS) },
  { weight: 1, arbitrary: anyJunk },
);

const arbAmount = mostlyNumber(
  fc.oneof(
    fc.integer({ min: 0, max: 20_000 }),
    fc.integer({ min: -5, max: Number.MAX_SAFE_INTEGER }),
  ),
);
const arbOfferSize = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 8, arbitrary: mostlyNumber(fc.integer({ min: -1, max: 1002 })) },
);
const arbRate = mostlyNumber(
  fc.oneof(
    fc.constantFrom(0.5, 2, 1, 0.6, 1 / 0.6, 0.6666666666666666, 1.5),
    fc.double({ min: -1, max: 1e300, noNaN: true }),
  ),
);

/** Runs the fuzz property and checks that both outcomes were reached often enough. */
function fuzz(arb: fc.Arbitrary<unknown>, fn: (input: never) => unknown, minOkShare = 0.1): void {
  const tally = { ok: 0, error: 0 };
  fc.assert(
    fc.property(arb, (input) => {
      tally[checkOutcome(fn, input)]++;
    }),
    FUZZ_PARAMS,
  );
  expect(tally.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * minOkShare);
  expect(tally.error).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.05);
}

describe("trade fuzz", () => {
  it("computeTradeRatios: a matrix or a named error", () => {
    fuzz(fc.oneof(fc.record({ mode: arbMode }, { requiredKeys: [] }), anyJunk), computeTradeRatios);
  });

  it("computeTradeRoute: steps or a named error", () => {
    fuzz(
      fc.oneof(
        {
          weight: 15,
          arbitrary: fc.record(
            {
              mode: arbMode,
              have: arbAge,
              want: arbAge,
              amount: arbAmount,
              maxOfferSize: arbOfferSize,
            },
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: anyJunk },
      ),
      computeTradeRoute,
    );
  });

  it("computeTradeTable: rows or a named error", () => {
    fuzz(
      fc.oneof(
        {
          weight: 15,
          arbitrary: fc.record(
            { mode: arbMode, age: arbAge, amount: arbAmount, maxOfferSize: arbOfferSize },
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: anyJunk },
      ),
      computeTradeTable,
    );
  });

  it("splitOffers: a split or a named error", () => {
    fuzz(
      fc.oneof(
        {
          weight: 15,
          arbitrary: fc.record(
            {
              get: arbAmount,
              maxOfferSize: mostlyNumber(
                fc.oneof(fc.integer({ min: -1, max: 1000 }), fc.integer({ min: 1 })),
              ),
              rateGiveToGet: arbRate,
              rateGetToGive: arbRate,
            },
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: anyJunk },
      ),
      splitOffers,
    );
  });

  it("getTradeUnitCost: a cost or a named error", () => {
    fuzz(arbAge, (age: never) => getTradeUnitCost(age));
  });
});
