/** GB leveling order: fuzzing with malformed inputs and data. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { synthChainGb } from "../test/leveling-fixtures.js";
import { anyJunk, checkOutcome, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { GB_KEYS, type GbKey } from "./data/index.js";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_REWARDS,
  type GbLevelingOrderRewardKind,
} from "./gb-leveling-order.js";

const gbKeyArb = fc.constantFrom(...GB_KEYS);

// ---------------------------------------------------------------- fuzz

const keyOrJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: gbKeyArb },
  { weight: 1, arbitrary: fc.constantFrom("Nope", "observatory", "__proto__", "toString", "") },
  { weight: 1, arbitrary: anyJunk },
);

const keyListOrJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 12, arbitrary: fc.uniqueArray(gbKeyArb, { maxLength: 10 }) },
  { weight: 1, arbitrary: fc.array(keyOrJunk, { maxLength: 6 }) },
  { weight: 1, arbitrary: anyJunk },
);

const levelsOrJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 12,
    arbitrary: fc.dictionary(gbKeyArb, mostlyNumber(fc.integer({ min: -3, max: 500 })), {
      maxKeys: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(gbKeyArb, fc.string()),
      mostlyNumber(fc.integer({ min: -1, max: 30 })),
      { maxKeys: 4 },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

const rewardOrJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...GB_LEVELING_ORDER_REWARDS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "goodsAfterModern",
      "trials",
      "algorithmicCore",
      "fp",
      "__proto__",
      "constructor",
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

/** Targets stay small most of the time (a -1 plan over every GB costs ~1 ms), junk otherwise. */
const targetOrJunk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 12, arbitrary: fc.integer({ min: -1, max: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 80, 1000, Number.MAX_SAFE_INTEGER, -2) },
  { weight: 2, arbitrary: anyJunk },
);

const optional = (arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 5, arbitrary: arb });

/** Plausible values of every field (numbers sometimes out of range). */
const plausibleInput = fc.record(
  {
    reward: fc.constantFrom(...GB_LEVELING_ORDER_REWARDS),
    gbs: optional(fc.uniqueArray(gbKeyArb, { maxLength: 10 })),
    currentLevels: optional(
      fc.dictionary(gbKeyArb, fc.integer({ min: -1, max: 500 }), { maxKeys: 8 }),
    ),
    targetLevel: optional(fc.integer({ min: -1, max: 30 })),
    goodsFpRatio: optional(fc.double({ min: 0, max: 1, noNaN: true })),
    fpPer24h: optional(fc.integer({ min: 1, max: 2000 })),
    investorPercentage: optional(
      fc.oneof(fc.double({ min: 0, max: 2000, noNaN: true }), fc.constantFrom(0, 1e300)),
    ),
    lockedGbs: optional(fc.uniqueArray(gbKeyArb, { maxLength: 6 })),
    includeRandomRewards: optional(fc.boolean()),
    randomRewardPer24h: optional(
      fc.oneof(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.constant(Number.MAX_SAFE_INTEGER)),
    ),
    rules: optional(fc.constantFrom("live", "prestige")),
  },
  { requiredKeys: ["reward"] },
);

/** Malformed values per field, to replace one or two plausible ones. */
const malformed: Record<string, fc.Arbitrary<unknown>> = {
  reward: rewardOrJunk,
  gbs: keyListOrJunk,
  currentLevels: levelsOrJunk,
  targetLevel: targetOrJunk,
  goodsFpRatio: mostlyNumber(fc.double({ min: -2, max: 3 })),
  fpPer24h: mostlyNumber(
    fc.oneof(fc.integer({ min: -5, max: 0 }), fc.double({ min: 0, max: 1e6 }), fc.constant(1e300)),
  ),
  investorPercentage: mostlyNumber(fc.double({ min: -100, max: 1e300 })),
  lockedGbs: keyListOrJunk,
  includeRandomRewards: anyJunk,
  randomRewardPer24h: mostlyNumber(fc.double({ min: -10, max: 1e300 })),
  rules: anyJunk,
};

const corruption = fc.array(
  fc
    .constantFrom(...Object.keys(malformed))
    .chain((field) =>
      (malformed[field] as fc.Arbitrary<unknown>).map((value) => [field, value] as const),
    ),
  { maxLength: 2 },
);

const fuzzInput: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.tuple(plausibleInput, corruption).map(([base, changes]) => {
      const input: Record<string, unknown> = { ...base };
      for (const [field, value] of changes) input[field] = value;
      return input;
    }),
  },
  { weight: 1, arbitrary: anyJunk },
);

describe("fuzz", () => {
  it("returns a clean result or a named error for random and malformed inputs", () => {
    let ok = 0;
    let errors = 0;
    fc.assert(
      fc.property(fuzzInput, (input) => {
        if (checkOutcome(computeGbLevelingOrder, input) === "ok") ok++;
        else errors++;
      }),
      FUZZ_PARAMS,
    );
    // Both outcomes must be well represented, or the fuzzing would test little.
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns / 5);
    expect(errors).toBeGreaterThan(FUZZ_PARAMS.numRuns / 5);
  });

  it("stays clean on injected data with odd values", () => {
    const levelArb = fc.record({
      cost: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant(null)),
      fp: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 5, maxLength: 5 }),
      bonus: fc.oneof(
        fc.constant(null),
        fc.dictionary(
          fc.constantFrom(
            "forgePoints",
            "happiness",
            "goods",
            "trials",
            "spoilsOfWar",
            "doubleCollection",
            "advancedTactics",
            "militaryBoost",
          ),
          fc.oneof(
            fc.integer({ min: 0, max: 100 }),
            fc.double({ min: -1e6, max: 1e6, noNaN: true }),
            fc.constant(null),
          ),
        ),
      ),
    });
    const gbArb = (key: GbKey) =>
      fc
        .record({
          levels: fc.array(levelArb, { minLength: 0, maxLength: 15 }),
          goods: fc.oneof(
            fc.constant(null),
            fc.dictionary(fc.string(), fc.integer({ min: 0, max: 1000 }), { maxKeys: 3 }),
          ),
        })
        .map(({ levels, goods }) => ({
          ...synthChainGb({ key, start: 0, costs: [], bonus: [], goods: 0 }),
          buildCost: { goods },
          levels: levels.map((l, i) => ({
            level: i + 1,
            cost: l.cost,
            rewards: {
              fp: l.fp as [number, number, number, number, number],
              medals: null,
              blueprints: null,
            },
            bonus: l.bonus as Record<string, number> | null,
          })),
        }));
    const arb = fc.record({
      gbs: fc.tuple(
        gbArb("Himeji_Castle"),
        gbArb("The_Blue_Galaxy"),
        gbArb("Terracotta_Army"),
        gbArb("Observatory"),
      ),
      reward: fc.constantFrom<GbLevelingOrderRewardKind>(
        "forgePoints",
        "happiness",
        "goods",
        "militaryBoost",
      ),
      targetLevel: fc.integer({ min: -1, max: 20 }),
      investorPercentage: fc.constantFrom(0, 90, 1000),
      includeRandomRewards: fc.boolean(),
      currentLevels: fc.dictionary(
        fc.constantFrom("Himeji_Castle", "The_Blue_Galaxy", "Terracotta_Army", "Observatory"),
        fc.integer({ min: -1, max: 20 }),
      ),
    });
    fc.assert(
      fc.property(arb, ({ gbs, ...rest }) => {
        checkOutcome(computeGbLevelingOrder, { ...rest, data: { gbs } });
      }),
      { seed: FUZZ_PARAMS.seed, numRuns: 2000 },
    );
  });
});
