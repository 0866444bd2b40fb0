/**
 * Runs `run` once the browser has a quiet moment (after the current frame and its input), at the
 * latest after `timeoutMs`; where there is no idle callback (Safari), after `fallbackMs`.
 * Returns the cancel function (for an effect's cleanup).
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackMs }: { readonly timeoutMs: number; readonly fallbackMs: number },
): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
