"use client";
import { startTransition, useEffect, useState } from "react";

/**
 * `value`, one frame late: a new value is taken after the browser has painted the frame that
 * shows the input's own result, so the parts that follow it (the panels under the GB owner
 * table) never delay that paint (docs/architecture.md, "Panels of the GB page").
 * `useDeferredValue` is not enough: its render runs in the same frame whenever the frame has time
 * left, before the paint.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterPaint(() => startTransition(() => setShown(() => value)));
  }, [value, shown]);
  return shown;
}

/**
 * False in a component's first render, true once the browser has painted that render's frame: a
 * part mounted this way is drawn in its own task, after what was mounted with it (the GB page's
 * promotion messages after the secure box). `initial` true skips the wait.
 */
export function usePaintedOnce(initial = false): boolean {
  const [painted, setPainted] = useState(initial);
  useEffect(() => {
    if (!painted) return afterPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}

/** Runs `run` once the current frame is painted; returns the cancel. */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from the frame's callback runs once the frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
