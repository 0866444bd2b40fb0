/**
 * The persisted stores' messages to other tabs wait for the frame that shows their change
 * (docs/site.md §7): `afterPaint` queues one, `flushPersistedStores` sends every one that waits,
 * as the page does when it is hidden or left.
 */
/** The tab messages waiting for their frame; `flushPersistedStores` sends them now. */
const pendingWork = new Set<() => void>();

/** Sends every pending tab message now (a page being hidden or left, tests). */
export function flushPersistedStores(): void {
  for (const run of [...pendingWork]) run();
}

if (typeof window !== "undefined" && typeof window.addEventListener === "function") {
  window.addEventListener("pagehide", flushPersistedStores);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushPersistedStores();
  });
}

/** A hidden tab paints no frame: its work runs after this long at the latest. */
const AFTER_PAINT_FALLBACK_MS = 100;

/**
 * Runs `run` once, when the next frame is painted (a task queued from its animation frame
 * callback), after `AFTER_PAINT_FALLBACK_MS` when no frame comes, or at `flushPersistedStores`,
 * whichever is first. Returns the function that runs it now (nothing when it has run).
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const once = () => {
    if (!pendingWork.has(once)) return;
    pendingWork.delete(once);
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
    run();
  };
  pendingWork.add(once);
  if (typeof requestAnimationFrame === "function")
    frame = requestAnimationFrame(() => (timer = setTimeout(once, 0)));
  const fallback = setTimeout(once, AFTER_PAINT_FALLBACK_MS);
  return once;
}
