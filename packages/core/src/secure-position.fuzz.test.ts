/**
 * Fuzz: every call of the secure-position functions either returns a clean result or throws a
 * named error, whatever the input (valid states, junk fields, missing or unknown keys, no object).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { computeSecurePosition, securePlace } from "./secure-position.js";

/** Mostly the valid value, sometimes with a field replaced by junk, removed, or extra keys. */
function corrupt(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const damaged = valid.chain((v) => {
    const keys = Object.keys(v);
    return fc
      .record({
        replace: fc.oneof(
          { weight: 5, arbitrary: fc.constant([] as [string, unknown][]) },
          {
            weight: 5,
            arbitrary: fc.array(fc.tuple(fc.constantFrom(...keys), anyJunk), {
              minLength: 1,
              maxLength: 2,
            }),
          },
        ),
        remove: fc.oneof(
          { weight: 9, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom(...keys) },
        ),
        extra: fc.oneof(
          { weight: 9, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), anyJunk, { maxKeys: 2 }),
          },
        ),
      })
      .map(({ replace, remove, extra }) => {
        const out: Record<string, unknown> = { ...extra, ...v };
        for (const [key, junk] of replace) out[key] = junk;
        if (remove !== null) delete out[remove];
        return out;
      });
  });
  return fc.oneof({ weight: 20, arbitrary: damaged }, { weight: 1, arbitrary: anyJunk });
}

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
  })
  .map(({ levelCost, d, y, x, yourArcBonus, fpTargetReward }) => {
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
