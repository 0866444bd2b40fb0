/**
 * Fuzz: computePrestigeRewards and boostPrestigeReward either return a clean result or throw a
 * named error, whatever the input (valid levels, junk fields, missing or unknown keys, no object).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkOutcome, corrupt, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { boostPrestigeReward, computePrestigeRewards } from "./gb-prestige.js";

const level = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 500 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 9, 10, 100, 101, 500, 501) },
);
const cost = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 10_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 4, Number.MAX_SAFE_INTEGER) },
);
const boost = fc.oneof(
  fc.integer({ min: 0, max: 300 }),
  fc.double({ min: 0, max: 300, noNaN: true }),
  fc.constantFrom(0, 19, 90, 99, 1e300),
);

describe("fuzz: gb-prestige", () => {
  it("computePrestigeRewards: a result or a named error", () => {
    const valid = fc.record({
      level,
      cost,
      contributionBoost: boost,
      contributionBoostGold: boost,
    });
    const arb = fc.oneof(
      { weight: 3, arbitrary: corrupt(valid) },
      {
        weight: 1,
        arbitrary: fc.record({
          level: mostlyNumber(level),
          cost: mostlyNumber(cost),
          contributionBoost: mostlyNumber(boost),
          contributionBoostGold: mostlyNumber(boost),
        }),
      },
    );
    let ok = 0;
    fc.assert(
      fc.property(arb, (input) => {
        if (checkOutcome(computePrestigeRewards, input) === "ok") ok++;
      }),
      FUZZ_PARAMS,
    );
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.3);
  });

  it("boostPrestigeReward: a safe integer or a named error", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), boost, (reward, b) => {
        checkOutcome((x: { r: number; b: number }) => boostPrestigeReward(x.r, x.b), {
          r: reward,
          b,
        });
      }),
      FUZZ_PARAMS,
    );
  });
});
