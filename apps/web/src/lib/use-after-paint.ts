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
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the frame's callback runs once the frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(() => value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
