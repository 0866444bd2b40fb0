"use client";
/**
 * Runs a core calculation as inputs change (no "compute" button, docs/site.md §1). When the input is
 * rejected, the named error and its field are returned and the last valid result stays on screen.
 * A bug (an error that is not a calculator error) is logged and treated the same way: the page
 * never crashes because of an input.
 */
import { useMemo, useRef } from "react";
import { isCalculatorError, type CalculatorErrorName } from "@foe-toolbox/core/errors";

export interface CalculationError {
  name: CalculatorErrorName | "UnexpectedError";
  field: string;
}

export interface Calculation<R> {
  /** The current result, or the last valid one while the input is invalid; null before any. */
  result: R | null;
  error: CalculationError | null;
  /** True when `result` belongs to an earlier input. */
  stale: boolean;
}

export function runCalculation<I, R>(
  compute: (input: I) => R,
  input: I,
): { ok: true; value: R } | { ok: false; error: CalculationError } {
  try {
    return { ok: true, value: compute(input) };
  } catch (error) {
    if (isCalculatorError(error)) {
      return { ok: false, error: { name: error.name as CalculatorErrorName, field: error.field } };
    }
    console.error("[calculator] unexpected error", error);
    return { ok: false, error: { name: "UnexpectedError", field: "" } };
  }
}

/** `deps` decide when to recompute (pass the input's parts); `compute` may close over them. */
export function useCalculation<R>(compute: () => R, deps: readonly unknown[]): Calculation<R> {
  const lastValid = useRef<R | null>(null);
  return useMemo(() => {
    const outcome = runCalculation(() => compute(), undefined);
    if (outcome.ok) {
      lastValid.current = outcome.value;
      return { result: outcome.value, error: null, stale: false };
    }
    return { result: lastValid.current, error: outcome.error, stale: lastValid.current !== null };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
