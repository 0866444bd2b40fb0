"use client";
/**
 * When a loading state first appeared on screen, for its shortest time there
 * (`DATA_FETCH_MIN_DISPLAY_MS`: a spinner never just flickers).
 */
import { useState } from "react";
import { useHydrated } from "./use-hydrated";

/** The page's first paint, or now when the browser has not painted it yet. */
function firstPaintTime(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? performance.now();
}

/**
 * The time this component first showed: the page's first paint when it came with the server's
 * HTML (its first render is the hydration), this render otherwise. Counting from the first render
 * in the browser instead would keep a spinner that had been on screen since the first paint for
 * the whole shortest time again, after the data had arrived.
 */
export function useShownSince(): number {
  const hydrating = !useHydrated();
  const [since] = useState(() => (hydrating ? firstPaintTime() : performance.now()));
  return since;
}
