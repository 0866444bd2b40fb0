/**
 * Fuzz: the GB investment functions return a clean result or throw a named error for any input:
 * real level tables (unknown costs and rewards included), hand-made and broken ones, junk fields.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, corrupt, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { getGbLevels, listGreatBuildings, type GbLevel } from "./data/index.js";
import { computeInvestorView, computeLevelInvestment, isPotentialSniper } from "./gb-investment.js";

const REAL_TABLES: GbLevel[][] = listGreatBuildings().map((gb) => getGbLevels(gb.key)!);

/** A level row: usually sane, sometimes with unknown or broken data. */
const levelRow: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      cost: fc.integer({ min: 0, max: 50_000 }),
      reward: fc
        .array(fc.integer({ min: 0, max: 5000 }), { minLength: 5, maxLength: 5 })
        .map((fps) => fps.sort((a, b) => b - a).map((fp) => ({ fp }))),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      cost: fc.oneof(fc.constant(null), mostlyNumber(fc.integer({ min: -10, max: 1000 }))),
      reward: fc.oneof(
        fc.constant(null),
        anyJunk,
        fc.array(
          fc.oneof(fc.record({ fp: mostlyNumber(fc.integer({ min: -5, max: 500 })) }), anyJunk),
          { maxLength: 6 },
        ),
      ),
    }),
  },
  { weight: 1, arbitrary: anyJunk },
);

const levelTable: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...REAL_TABLES) },
  { weight: 3, arbitrary: fc.array(levelRow, { minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: anyJunk },
);

const percentages: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constant([90, 90, 90, 90, 90]) },
  { weight: 1, arbitrary: fc.constant([90, 90, 90, 90, 90, 80, 80]) },
  {
    weight: 4,
    arbitrary: fc.array(
      fc.oneof(fc.integer({ min: 0, max: 200 }), fc.double({ min: 0, max: 2000, noNaN: true })),
      {
        minLength: 5,
        maxLength: 5,
      },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.array(mostlyNumber(fc.double({ min: -10, max: 1e6, noNaN: true })), {
      maxLength: 6,
    }),
  },
  { weight: 1, arbitrary: anyJunk },
);

const arc = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 200 }) },
  { weight: 4, arbitrary: fc.double({ min: 0, max: 300, noNaN: true }) },
  { weight: 1, arbitrary: fc.constant(1e300) },
);

const investors: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant([]) },
  {
    weight: 6,
    arbitrary: fc.array(
      fc.record({ value: fc.integer({ min: 0, max: 3000 }), isPotentialSniper: fc.boolean() }),
      { maxLength: 8 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.oneof(
        fc.record({
          value: mostlyNumber(fc.integer({ min: 0, max: 100 })),
          isPotentialSniper: anyJunk,
        }),
        anyJunk,
      ),
      { maxLength: 4 },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

/** Live rules most of the time (absent or explicit), Prestige often, junk rarely. */
const rules: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant("live") },
  { weight: 3, arbitrary: fc.constant("prestige") },
  { weight: 1, arbitrary: anyJunk },
);

function maxLevel(levels: unknown): number {
  return Array.isArray(levels) && levels.length > 0 ? levels.length : 3;
}

describe("fuzz: gb-investment", () => {
  it("computeLevelInvestment: a result or a named error", () => {
    const valid = levelTable.chain((levels) =>
      fc.record({
        levels: fc.constant(levels),
        level: fc.integer({ min: 1, max: maxLevel(levels) }),
        investorPercentages: percentages,
        investors,
        ownerPreparation: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2000 })),
        yourArcBonus: arc,
        yourArcBonusGold: arc,
        rules,
      }),
    );
    let ok = 0;
    fc.assert(
      fc.property(corrupt(valid, 4), (input) => {
        if (checkOutcome(computeLevelInvestment, input) === "ok") ok++;
      }),
      FUZZ_PARAMS,
    );
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.15);
  });

  it("computeInvestorView: a result or a named error", () => {
    const valid = levelTable.chain((levels) =>
      fc
        .record({
          targetLevel: fc.integer({ min: 1, max: maxLevel(levels) }),
          span: fc.oneof(
            { weight: 19, arbitrary: fc.integer({ min: 1, max: 12 }) },
            { weight: 1, arbitrary: fc.constant(10_000) },
          ),
          yourArcBonus: arc,
          mode: fc.oneof(
            { weight: 9, arbitrary: fc.constantFrom("none", "normal", "optimal") },
            { weight: 1, arbitrary: fc.constant("other") },
          ),
          investorPercentages: percentages,
          yourArcBonusGold: arc,
          rules,
        })
        .map(({ targetLevel, span, ...rest }) => ({
          levels,
          targetLevel,
          currentLevel: Math.max(0, targetLevel - span),
          ...rest,
        })),
    );
    let ok = 0;
    fc.assert(
      fc.property(corrupt(valid, 4), (input) => {
        if (checkOutcome(computeInvestorView, input) === "ok") ok++;
      }),
      FUZZ_PARAMS,
    );
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.15);
  });

  it("isPotentialSniper: a boolean or a named error", () => {
    const places = computeLevelInvestment({
      levels: REAL_TABLES[0]!,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
    }).places;
    const valid = fc.record({
      value: fc.integer({ min: 0, max: 200 }),
      places: fc.oneof(fc.constant(places), fc.array(anyJunk, { maxLength: 5 })),
    });
    fc.assert(
      fc.property(corrupt(valid, 4), (input) => {
        checkOutcome(isPotentialSniper, input);
      }),
      FUZZ_PARAMS,
    );
  });
});
