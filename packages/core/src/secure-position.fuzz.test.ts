/**
 * Fuzz: every call of the secure-position functions either returns a clean result or throws a
 * named error, whatever the input (valid states, junk fields, missing or unknown keys, no object).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkOutcome, corrupt, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { computeSecurePosition, securePlace } from "./secure-position.js";

const fp = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 200_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, Number.MAX_SAFE_INTEGER) },
);
const arc = fc.oneof(
  fc.integer({ min: 0, max: 200 }),
  fc.double({ min: 0, max: 300, noNaN: true }),
  fc.constantFrom(70, 75, 80, 85, 90, 1e300),
);

/** A page state that satisfies the cross-field rules most of the time. */
const pageState = fc
  .record({
    levelCost: fc.integer({ min: 0, max: 100_000 }),
    d: fc.double({ min: 0, max: 1.05, noNaN: true }),
    y: fc.double({ min: 0, max: 1.05, noNaN: true }),
    x: fc.double({ min: 0, max: 1.05, noNaN: true }),
    yourArcBonus: arc,
    fpTargetReward: fc.integer({ min: 0, max: 20_000 }),
    rules: fc.constantFrom("live", "prestige"),
  })
  .map(({ levelCost, d, y, x, yourArcBonus, fpTargetReward, rules }) => {
    const currentDeposits = Math.floor(d * levelCost);
    const yourParticipation = Math.floor(y * currentDeposits);
    const otherParticipation = Math.floor(x * (currentDeposits - yourParticipation));
    return {
      levelCost,
      currentDeposits,
      yourParticipation,
      otherParticipation,
      yourArcBonus,
      fpTargetReward,
      rules,
    };
  });

describe("fuzz: secure-position", () => {
  it("securePlace: a result or a named error", () => {
    const valid = fc.record({
      levelCost: fp,
      currentDeposits: fp,
      yourParticipation: fp,
      otherParticipation: fp,
      yourArcBonus: arc,
      reward: fp,
      rules: fc.constantFrom("live", "prestige"),
    });
    const arb = fc.oneof(
      { weight: 3, arbitrary: corrupt(valid) },
      {
        weight: 1,
        arbitrary: fc.record({
          levelCost: mostlyNumber(fp),
          currentDeposits: mostlyNumber(fp),
          yourParticipation: mostlyNumber(fp),
          otherParticipation: mostlyNumber(fp),
          yourArcBonus: mostlyNumber(arc),
          reward: mostlyNumber(fp),
        }),
      },
    );
    let ok = 0;
    fc.assert(
      fc.property(arb, (input) => {
        if (checkOutcome(securePlace, input) === "ok") ok++;
      }),
      FUZZ_PARAMS,
    );
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.3);
  });

  it("computeSecurePosition: a result or a named error", () => {
    let ok = 0;
    fc.assert(
      fc.property(corrupt(pageState), (input) => {
        if (checkOutcome(computeSecurePosition, input) === "ok") ok++;
      }),
      FUZZ_PARAMS,
    );
    expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * 0.3);
  });
});
