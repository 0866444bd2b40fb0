/**
 * The offline save gives way to the player (docs/offline.md, "Saving gives way to the player").
 * Saving a language downloads and stores some seventy files. While the page was being used, that
 * work on the worker's and the browser's threads took the processor from the page on a two-core
 * machine, and the page answered key presses later. So the page reports the player's key presses
 * and taps (`PLAYER_ACTIVE`, at most every `ACTIVITY_REPORT_MS`) until the worker says it is done
 * (`SAVE_DONE`), and the worker starts a download only once the player has been quiet for
 * `SAVE_QUIET_MS`. Shared by the page and the worker; framework-free.
 */

/** The message the page sends the worker when the player has pressed a key or touched the page. */
export const PLAYER_ACTIVE = "PLAYER_ACTIVE";

/**
 * The worker's answer once it saves nothing (the language is saved, or the saving stopped): the
 * page stops reporting, which would otherwise wake a stopped worker.
 */
export const SAVE_DONE = "SAVE_DONE";

/** The worker downloads the next file once the last report is this old. */
export const SAVE_QUIET_MS = 2000;

/** The page reports at most this often: a key press per report would wake the worker per key. */
export const ACTIVITY_REPORT_MS = 500;

export interface QuietGate {
  /** The player was active now. */
  readonly touch: () => void;
  /** Whether `quietMs` have passed since the last `touch` (true if there was none). */
  readonly quiet: () => boolean;
  /** Resolves once `quietMs` have passed since the last `touch` (at once if there was none). */
  readonly wait: () => Promise<void>;
}

export function quietGate(quietMs: number, now: () => number = Date.now): QuietGate {
  let last = -Infinity;
  const left = () => last + quietMs - now();
  return {
    touch: () => {
      last = now();
    },
    quiet: () => left() <= 0,
    wait: async () => {
      for (let ms = left(); ms > 0; ms = left()) {
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
    },
  };
}
