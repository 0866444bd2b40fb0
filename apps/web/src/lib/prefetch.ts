/**
 * Link prefetch policy (docs/site.md §22): links are prefetched once they have been on screen and
 * the page has been idle for 2000 ms (or, for a few links, when the player points at one), never on
 * 2g connections or when the user asked to save data.
 * Links in closed menus or further down the page cost nothing until they are seen: prefetching
 * every link of a page at once kept a phone's processor busy just after the page had loaded.
 */
import { PREFETCH_IDLE_MS } from "./design-tokens";

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}

const queued = new Set<string>();
const done = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let prefetcher: ((href: string) => void) | undefined;

/** Registers the function that prefetches a URL (the router's). */
export function setPrefetcher(fn: (href: string) => void): void {
  prefetcher = fn;
}

/** Queues `href`; the queue is prefetched once the page has been idle for 2000 ms. */
export function queuePrefetch(href: string): void {
  if (done.has(href)) return;
  queued.add(href);
  clearTimeout(timer);
  timer = setTimeout(flush, PREFETCH_IDLE_MS);
}

function allowed(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  return prefetcher !== undefined && shouldPrefetch(connection);
}

function flush() {
  if (!allowed()) return;
  const run = () => {
    for (const href of queued) {
      prefetcher?.(href);
      done.add(href);
    }
    queued.clear();
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(run);
  else run();
}

/** Prefetches `href` once `element` has been on screen; returns the cleanup. */
export function prefetchWhenVisible(element: Element | null, href: string): () => void {
  if (done.has(href)) return () => {};
  if (!element || typeof IntersectionObserver === "undefined") {
    queuePrefetch(href);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    queuePrefetch(href);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Prefetches `href` now, once (never on 2g / save-data); see `prefetch-intent.ts`. */
export function prefetchNow(href: string): void {
  if (done.has(href) || !allowed()) return;
  done.add(href);
  prefetcher?.(href);
}
