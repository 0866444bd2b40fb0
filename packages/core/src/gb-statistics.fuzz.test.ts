/**
 * Fuzz test: random and malformed inputs must give a well-formed result or a named error.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { getGbLevels, listGreatBuildings } from "./data/index.js";
import { computeGbStatistics, GB_STATS, getGbStatisticsSeries } from "./gb-statistics.js";

// The 21 age series plus every other GB, the ones with unknown costs or rewards included.
const realSeries = [
  ...getGbStatisticsSeries(),
  ...listGreatBuildings().map((gb) => ({ key: gb.key, levels: getGbLevels(gb.key)! })),
];

const datum = fc.oneof(
  { weight: 16, arbitrary: fc.integer({ min: 0, max: 1e7 }) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1e308) },
  { weight: 1, arbitrary: anyJunk },
);
const fuzzLevel: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record(
      {
        cost: datum,
        reward: fc.oneof(
          {
            weight: 6,
            arbitrary: fc.array(fc.oneof(fc.record({ fp: datum }, { requiredKeys: [] }), anyJunk), {
              maxLength: 5,
            }),
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
const fuzzSeries: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record(
      {
        key: fc.oneof(fc.string(), anyJunk),
        levels: fc.oneof(
          { weight: 9, arbitrary: fc.array(fuzzLevel, { maxLength: 15 }) },
          { weight: 1, arbitrary: anyJunk },
        ),
      },
      { requiredKeys: ["levels"] },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);
const seriesList: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.subarray(realSeries, { maxLength: 6 }) },
  { weight: 4, arbitrary: fc.array(fuzzSeries, { maxLength: 5 }) },
  { weight: 1, arbitrary: anyJunk },
);
const level = mostlyNumber(
  fc.oneof(fc.integer({ min: -1, max: 16 }), fc.integer({ min: -1, max: 422 })),
);
const stat = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...GB_STATS) },
  { weight: 1, arbitrary: anyJunk },
);

/** Series (real or synthetic) with a valid range most of the time, so the lookups run. */
const plausibleInput: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.oneof(
      fc.subarray(realSeries, { minLength: 1, maxLength: 6 }),
      fc.array(fuzzSeries, { minLength: 1, maxLength: 4 }),
    ),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .chain(([series, x, y]) => {
    const lengths = series.map((s) => {
      const levels =
        s !== null && typeof s === "object" ? (s as { levels?: unknown }).levels : undefined;
      return Array.isArray(levels) ? levels.length : 0;
    });
    const max = Math.max(1, ...lengths);
    const to = 1 + Math.floor(x * (max - 1));
    const from = 1 + Math.floor(y * (to - 1));
    return fc.record({
      stat,
      from: fc.oneof({ weight: 19, arbitrary: fc.constant(from) }, { weight: 1, arbitrary: level }),
      to: fc.oneof({ weight: 19, arbitrary: fc.constant(to) }, { weight: 1, arbitrary: level }),
      series: fc.constant(series),
      rules: fc.oneof(
        { weight: 5, arbitrary: fc.constant("live") },
        { weight: 4, arbitrary: fc.constant("prestige") },
        { weight: 1, arbitrary: anyJunk },
      ),
    });
  });

const statisticsInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: plausibleInput },
  {
    weight: 9,
    arbitrary: fc.record(
      { stat, from: level, to: level, series: seriesList, rules: anyJunk, unknownKey: anyJunk },
      { requiredKeys: ["stat", "from", "to", "series"] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      { stat, from: level, to: level, series: seriesList },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

describe("fuzz gb-statistics", () => {
  it("computeGbStatistics: a valid result or a named error", () => {
    const seen = { ok: 0, error: 0 };
    fc.assert(
      fc.property(statisticsInput, (input) => {
        seen[checkOutcome(computeGbStatistics, input)]++;
      }),
      FUZZ_PARAMS,
    );
    // The generators must reach the calculation often, not only the input checks.
    expect(seen.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
    expect(seen.error).toBeGreaterThan(FUZZ_PARAMS.numRuns / 20);
  });
});
