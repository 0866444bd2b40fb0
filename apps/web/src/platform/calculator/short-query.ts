"use client";
/**
 * When a permalink gets its short form (docs/site.md §16): once the link has stayed the same for
 * `LINK_SETTLE_MS` and the browser is idle. The search parses and encodes the link once per field
 * (on the GB page, as long as a level change's own work), so it runs once the player pauses, not
 * between the keys of a number being typed, a few milliseconds at a time (`runInSlices`), and
 * neither the player's input nor the page's start waits for it (nor for its code). Until then
 * the full link stands in: it opens the same page.
 *
 * The short form is state of the link that shows it (`PermalinkLink`), never of the tool: working
 * it out redraws a link, not the page (docs/architecture.md, "Redraws").
 */
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";

/**
 * A tool's shortener (`ToolState.shorten`): the short form of a full query of that tool. Keys the
 * tool does not encode (the Great Building rules) stay as they are.
 */
export type Shortener = (full: string) => Promise<string>;

/** A link is shortened once it has not changed for this long (typing a number changes it per key). */
export const LINK_SETTLE_MS = 250;
/** The short link follows a pause within half a second more, even while the page stays busy. */
const IDLE_LINK = { timeoutMs: 500, fallbackMs: 50 } as const;

/**
 * Calls `done` with the short form of `full` once the link has settled and the browser is idle.
 * Returns the cancel function (for an effect's cleanup): after it, `done` is never called.
 */
export function shortenAfterPause(
  shorten: Shortener,
  full: string,
  done: (short: string) => void,
): () => void {
  let live = true;
  let cancelIdle = () => {};
  const settle = setTimeout(() => {
    cancelIdle = whenIdle(
      () =>
        void shorten(full).then(
          (short) => {
            if (live) done(short);
          },
          // The code could not load (offline without it, or replaced by a new version): the full
          // link stays, which opens the same, rather than a reload that would drop what a link's
          // page holds.
          () => {},
        ),
      IDLE_LINK,
    );
  }, LINK_SETTLE_MS);
  return () => {
    live = false;
    clearTimeout(settle);
    cancelIdle();
  };
}

/** The short form of `full` once it is worked out (`shortenAfterPause`); `full` until then. */
export function useShortQuery(shorten: Shortener | null, full: string): string {
  const [short, setShort] = useState<{ from: Shortener; full: string; query: string } | null>(null);
  useEffect(() => {
    if (!shorten || !full) return;
    return shortenAfterPause(shorten, full, (query) => setShort({ from: shorten, full, query }));
  }, [shorten, full]);
  return short && short.from === shorten && short.full === full ? short.query : full;
}
