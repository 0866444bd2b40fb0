/**
 * Link prefetch policy (product-spec §9): links are prefetched after 2000 ms of idle time, never on
 * 2g connections or when the user asked to save data.
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

function flush() {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!prefetcher || !shouldPrefetch(connection)) return;
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
