/**
 * The persisted stores' messages to other tabs wait until the browser is idle after the change
 * (docs/site.md §7): `whenIdleOrLeft` queues one, `flushTabMessages` sends every one that
 * waits, as the page does when it is hidden or left.
 */
import { whenIdle } from "@/lib/idle";

/** The tab messages waiting for an idle moment; `flushTabMessages` sends them now. */
const pendingWork = new Set<() => void>();

/** Sends every pending tab message now (a page being hidden or left, tests). */
export function flushTabMessages(): void {
  for (const run of [...pendingWork]) run();
}

if (typeof window !== "undefined" && typeof window.addEventListener === "function") {
  window.addEventListener("pagehide", flushTabMessages);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushTabMessages();
  });
}

/** Idle-priority work: after the frame that shows the change and any input waiting behind it. */
const TAB_MESSAGE_IDLE = { timeoutMs: 100, fallbackMs: 50 } as const;

/**
 * Runs `run` once: when the browser is next idle (at the latest after 100 ms), or at
 * `flushTabMessages`, whichever is first. Returns the function that runs it now (nothing
 * when it has run).
 */
export function whenIdleOrLeft(run: () => void): () => void {
  const once = () => {
    if (!pendingWork.has(once)) return;
    pendingWork.delete(once);
    cancel();
    run();
  };
  pendingWork.add(once);
  const cancel = whenIdle(once, TAB_MESSAGE_IDLE);
  return once;
}
