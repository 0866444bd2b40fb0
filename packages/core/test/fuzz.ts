/**
 * Shared checks for the fuzz tests: every call either returns a well-formed result or throws one
 * of the named calculator errors — never a TypeError/RangeError, never NaN/Infinity/undefined.
 */
import fc from "fast-check";
import { FoeToolboxError } from "../src/errors.js";

/** Path of the first NaN / ±Infinity / undefined found in a result, or null when clean. */
export function findBadNumber(
  value: unknown,
  path = "$",
  seen = new Set<unknown>(),
): string | null {
  if (value === undefined) return `${path} is undefined`;
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (value === null || typeof value !== "object") return null;
  if (seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadNumber(value[i], `${path}[${i}]`, seen);
      if (bad) return bad;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    // Optional properties may be left out; an explicit undefined is treated as absent.
    if (v === undefined) continue;
    const bad = findBadNumber(v, `${path}.${key}`, seen);
    if (bad) return bad;
  }
  return null;
}

/** Calls `fn(input)` and throws a descriptive error unless the outcome is acceptable. */
export function checkOutcome(fn: (input: never) => unknown, input: unknown): "ok" | "error" {
  let result: unknown;
  try {
    result = fn(input as never);
  } catch (error) {
    if (error instanceof FoeToolboxError && typeof error.field === "string") return "error";
    throw new Error(`unexpected ${String(error)} for input ${safeJson(input)}`, { cause: error });
  }
  const bad = findBadNumber(result);
  if (bad) throw new Error(`bad result (${bad}) for input ${safeJson(input)}`);
  return "ok";
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v) =>
      typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
    );
  } catch {
    return String(value);
  }
}

/** Malformed values of every kind, to mix into otherwise plausible inputs. */
export const anyJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(Number.NEGATIVE_INFINITY),
  fc.constant(-0),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(1e308),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.string(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.integer(), { maxLength: 8 }),
);

/** A plausible number most of the time, junk sometimes. */
export function mostlyNumber(arb: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: arb }, { weight: 2, arbitrary: anyJunk });
}

/** fast-check parameters for the fuzz tests: fixed seed, ≥ 10,000 runs. */
export const FUZZ_PARAMS = { seed: 20261122, numRuns: 10_000 } as const;

/**
 * Mostly the valid value, sometimes with fields replaced by junk (`replaceWeight` in 10 of the
 * damaged cases), a field removed, or extra keys; rarely junk instead of an object.
 */
export function corrupt(
  valid: fc.Arbitrary<Record<string, unknown>>,
  replaceWeight = 5,
): fc.Arbitrary<unknown> {
  const damaged = valid.chain((v) => {
    const keys = Object.keys(v);
    return fc
      .record({
        replace: fc.oneof(
          { weight: 10 - replaceWeight, arbitrary: fc.constant([] as [string, unknown][]) },
          {
            weight: replaceWeight,
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
