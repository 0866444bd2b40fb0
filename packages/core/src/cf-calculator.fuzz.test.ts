import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_PARAMS, anyJunk, checkOutcome, mostlyNumber } from "../test/fuzz.js";
import { computeCfRewards, getCfMinimums } from "./cf-calculator.js";
import { AGE_KEYS, listRecurringQuests } from "./data/index.js";

const RQ_AGES = listRecurringQuests().map((a) => a.age);

const arbAge: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...RQ_AGES) },
  { weight: 1, arbitrary: fc.constantFrom(...AGE_KEYS) },
  { weight: 1, arbitrary: anyJunk },
);

/** Budgets from below the minimum to far above it. */
const arbBudget = mostlyNumber(
  fc.oneof(
    fc.integer({ min: 0, max: 20_000_000 }),
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
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

describe("cf-calculator fuzz", () => {
  it("computeCfRewards: a result or a named error", () => {
    const arbInput = fc.record(
      {
        age: arbAge,
        cfBoost: mostlyNumber(
          fc.oneof(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: -10, max: 1e9 })),
        ),
        coins: arbBudget,
        supplies: arbBudget,
        goods: mostlyNumber(fc.integer({ min: -5, max: 1e9 })),
        fpPer24h: mostlyNumber(fc.integer({ min: -5, max: 1e6 })),
        secondRq: fc.oneof(fc.boolean(), anyJunk),
        suppliesGathered: mostlyNumber(fc.integer({ min: -5, max: 1e9 })),
        otherRq: mostlyNumber(fc.integer({ min: -5, max: 1000 })),
        cumulativeQuests: mostlyNumber(fc.integer({ min: -5, max: 1100 })),
        data: fc.oneof(
          { weight: 30, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: anyJunk },
        ),
      },
      { requiredKeys: [] },
    );
    // Well-formed inputs (budgets around the minimum, boosts around the infinity thresholds).
    const arbClean = fc.record(
      {
        age: fc.constantFrom(...RQ_AGES),
        cfBoost: fc.integer({ min: 0, max: 3500 }),
        coins: fc.integer({ min: 0, max: 100_000_000 }),
        supplies: fc.integer({ min: 0, max: 100_000_000 }),
        goods: fc.nat(),
        fpPer24h: fc.nat(),
        secondRq: fc.boolean(),
        suppliesGathered: fc.nat(),
        otherRq: fc.nat(100),
        cumulativeQuests: fc.nat(1000),
      },
      { requiredKeys: ["age"] },
    );
    fuzz(
      fc.oneof(
        { weight: 8, arbitrary: arbInput },
        { weight: 8, arbitrary: arbClean },
        { weight: 1, arbitrary: anyJunk },
      ),
      computeCfRewards,
    );
  });

  it("getCfMinimums: minimums or a named error", () => {
    fuzz(
      fc.record({
        age: arbAge,
        data: fc.oneof(
          { weight: 5, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: anyJunk },
        ),
      }),
      (i: { age: never; data: never }) => getCfMinimums(i.age, i.data),
    );
  });
});
