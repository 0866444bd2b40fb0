/**
 * Runs `steps` to its end a few milliseconds at a time (`sliceMs`), yielding to the browser
 * between slices: a long computation the player does not wait for (a short permalink) then never
 * holds the page for a long task. The first slice runs in a task of its own too, not in the
 * caller's (often a script's evaluation or a download's end, already a task of several
 * milliseconds). Resolves to the generator's return value; rejects with what it throws.
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
    setTimeout(slice, 0);
  });
}

/** Runs `steps` to its end in one go (tests, and callers that may take the time); its return value. */
export function runToEnd<R>(steps: Iterator<unknown, R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
