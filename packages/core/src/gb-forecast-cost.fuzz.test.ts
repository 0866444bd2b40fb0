/**
 * Fuzz tests: random and malformed inputs must give a well-formed result or a named error.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { getGbLevels, listGreatBuildings } from "./data/index.js";
import { computeGbForecast, getDurationParts, splitDays } from "./gb-forecast-cost.js";

const tables = listGreatBuildings().map((gb) => getGbLevels(gb.key)!);
// The GBs with unknown costs (6) and unknown rewards (1) are in `tables` too.
const partial = tables.filter((levels) => levels.some((l) => l.cost === null || l.reward === null));

/** A level as the data has it, with junk and unknown (null) values mixed in. */
const fuzzLevel: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        cost: fc.oneof(
          { weight: 8, arbitrary: fc.integer({ min: 0, max: 5_000_000 }) },
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: anyJunk },
        ),
        reward: fc.oneof(
          {
            weight: 8,
            arbitrary: fc.array(
              fc.oneof(
                {
                  weight: 9,
                  arbitrary: fc.record({ fp: mostlyNumber(fc.integer({ min: 0, max: 50_000 })) }),
                },
                { weight: 1, arbitrary: anyJunk },
              ),
              { minLength: 4, maxLength: 6 },
            ),
          },
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: anyJunk },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

const fuzzLevels: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...tables) },
  { weight: 1, arbitrary: fc.constantFrom(...partial) },
  { weight: 3, arbitrary: fc.array(fuzzLevel, { maxLength: 12 }) },
  { weight: 1, arbitrary: anyJunk },
);

const level = mostlyNumber(
  fc.oneof(fc.integer({ min: -2, max: 14 }), fc.integer({ min: -2, max: 425 })),
);
const percentage = fc.oneof(
  fc.integer({ min: 0, max: 200 }),
  fc.double({ min: 0, max: 1e4, noNaN: true }),
  fc.double({ noNaN: true }),
  fc.constantFrom(-0.1, 1e308, Number.MAX_VALUE, 5e-324),
);
const percentages: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.array(mostlyNumber(percentage), { minLength: 5, maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(percentage, { maxLength: 7 }) },
  { weight: 1, arbitrary: anyJunk },
);
const fpPerDay = mostlyNumber(
  fc.oneof(
    fc.integer({ min: 0, max: 10_000 }),
    fc.double({ min: 0, max: 1e6, noNaN: true }),
    fc.constantFrom(5e-324, 1e-300, 1e308),
  ),
);
const alreadyInvested = mostlyNumber(
  fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: -10, max: 5e6 })),
);

/** Mostly valid inputs on a real table (so the calculation runs), with junk now and then. */
const plausibleInput: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...tables),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 1, max: 60 }),
  )
  .chain(([levels, at, span]) => {
    const current = Math.min(levels.length - 1, Math.floor(at * levels.length));
    const target = Math.min(levels.length, current + span);
    const small = (arb: fc.Arbitrary<unknown>, valid: unknown) =>
      fc.oneof({ weight: 19, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: arb });
    return fc.record(
      {
        levels: fc.constant(levels),
        currentLevel: small(level, current),
        targetLevel: small(level, target),
        investorPercentages: fc.oneof(
          {
            weight: 19,
            arbitrary: fc.array(
              percentage.filter((p) => p >= 0),
              { minLength: 5, maxLength: 5 },
            ),
          },
          {
            weight: 4,
            arbitrary: fc.array(
              percentage.filter((p) => p >= 0),
              { minLength: 7, maxLength: 7 },
            ),
          },
          { weight: 1, arbitrary: percentages },
        ),
        // Live rules by default, Prestige often, junk rarely.
        rules: fc.oneof(
          { weight: 5, arbitrary: fc.constant(undefined) },
          { weight: 4, arbitrary: fc.constant("prestige") },
          { weight: 1, arbitrary: anyJunk },
        ),
        fpPerDay: fc.oneof(
          { weight: 9, arbitrary: fc.double({ min: 0, max: 1e5, noNaN: true }) },
          { weight: 1, arbitrary: fpPerDay },
        ),
        alreadyInvested: fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 0, max: 600 }) },
          { weight: 1, arbitrary: alreadyInvested },
        ),
      },
      { requiredKeys: ["levels", "currentLevel", "targetLevel", "investorPercentages"] },
    );
  });

const forecastInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: plausibleInput },
  {
    weight: 9,
    arbitrary: fc.record(
      {
        levels: fuzzLevels,
        currentLevel: level,
        targetLevel: level,
        investorPercentages: percentages,
        fpPerDay,
        alreadyInvested,
        rules: fc.constantFrom("live", "prestige"),
        unknownKey: anyJunk,
      },
      { requiredKeys: ["levels", "currentLevel", "targetLevel", "investorPercentages"] },
    ),
  },
  // fields missing at random
  {
    weight: 1,
    arbitrary: fc.record(
      {
        levels: fuzzLevels,
        currentLevel: level,
        targetLevel: level,
        investorPercentages: percentages,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

describe("fuzz gb-forecast-cost", () => {
  it("computeGbForecast: a valid result or a named error", () => {
    const seen = { ok: 0, error: 0 };
    fc.assert(
      fc.property(forecastInput, (input) => {
        seen[checkOutcome(computeGbForecast, input)]++;
      }),
      FUZZ_PARAMS,
    );
    // The generators must reach the calculation often, not only the input checks.
    expect(seen.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
    expect(seen.error).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
  });

  it("splitDays: a valid result or a named error", () => {
    const seen = { ok: 0, error: 0 };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1e6 }),
          fc.constantFrom(0, -0, 2 ** 53, 1e308, Number.MAX_VALUE),
          anyJunk,
        ),
        (days) => {
          seen[checkOutcome(splitDays, days)]++;
          if (typeof days === "number" && Number.isInteger(days) && days >= 0) {
            const d = splitDays(days);
            expect(getDurationParts(d).every((p) => p.count > 0)).toBe(true);
          }
        },
      ),
      FUZZ_PARAMS,
    );
    expect(seen.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
    expect(seen.error).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
  });

  it("getDurationParts: a valid result or a named error", () => {
    const part = mostlyNumber(fc.integer({ min: 0, max: 400 }));
    const seen = { ok: 0, error: 0 };
    fc.assert(
      fc.property(
        fc.oneof(
          {
            weight: 9,
            arbitrary: fc.record({ years: part, months: part, days: part }, { requiredKeys: [] }),
          },
          { weight: 1, arbitrary: anyJunk },
        ),
        (duration) => {
          seen[checkOutcome(getDurationParts, duration)]++;
        },
      ),
      FUZZ_PARAMS,
    );
    expect(seen.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
    expect(seen.error).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
  });
});
