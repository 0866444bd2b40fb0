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

/**
 * Runs `steps` to its end a few milliseconds at a time (`sliceMs`), yielding to the browser
 * between slices: a long computation the player does not wait for (a short permalink) then never
 * holds the page for a long task. Resolves to the generator's return value; rejects with what it
 * throws.
 */
export function runInSlices<R>(steps: Iterator<unknown, R>, sliceMs = 5): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const slice = () => {
      const end = performance.now() + sliceMs;
      try {
        for (;;) {
          const step = steps.next();
          if (step.done) return resolve(step.value);
          if (performance.now() >= end) return void setTimeout(slice, 0);
        }
      } catch (error) {
        reject(error);
      }
    };
    slice();
  });
}
