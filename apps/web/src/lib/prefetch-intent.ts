/**
 * Prefetch on intent (docs/site.md §22): for a link few players follow, which is not worth
 * fetching on every page (the header's account link, whose form code takes a phone's processor
 * tens of milliseconds to load), the target is prefetched when the player points at the link,
 * touches or focuses it. Kept out of `prefetch.ts`, which every page loads with its first scripts.
 */
import { prefetchNow } from "./prefetch";

/** Prefetches `href` on the first pointer, touch or focus on `element`; returns the cleanup. */
export function prefetchOnIntent(element: Element | null, href: string): () => void {
  if (!element) return () => {};
  const events = ["pointerenter", "touchstart", "focus"] as const;
  const prefetch = () => {
    stop();
    prefetchNow(href);
  };
  const stop = () => {
    for (const type of events) element.removeEventListener(type, prefetch);
  };
  for (const type of events) element.addEventListener(type, prefetch, { passive: true });
  return stop;
}
