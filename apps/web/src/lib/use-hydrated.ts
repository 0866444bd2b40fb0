"use client";
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser:
 * buttons that only work with JavaScript stay disabled until then instead of ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * False in the server's HTML, during hydration and in a component's first render; true soon after
 * it mounts, in a transition. For parts whose code loads after the page and that show nothing
 * before it: switched by `useHydrated`, they would all render (and request their chunks) in one
 * synchronous task right after hydration, since React redraws a changed store snapshot at once;
 * a transition is drawn in slices between which the browser answers input (docs/architecture.md,
 * "Work at start-up").
 */
export function useMountedLater(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
