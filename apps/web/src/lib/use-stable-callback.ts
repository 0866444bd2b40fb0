"use client";
/**
 * A function that keeps one identity for the component's whole life and always runs the latest
 * `fn` it was given. A memoised child (a number field) that gets it as a handler is not redrawn
 * for a new closure on each render: on a GB page a level key redrew all nine number fields for
 * that alone (docs/architecture.md, "Redraws"). For event handlers and effects only: calling it
 * during a render would run the previous render's `fn`.
 */
import { useCallback, useInsertionEffect, useRef } from "react";

export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  // Before any layout effect or event of this commit can call it.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
