/**
 * State of the thread helper (docs/tools/thread-helper.md §4), kept in the profile's
 * `tools["thread-helper"]` and synced with it: the pasted text, the taken/skipped marks and the
 * rules. A mark is keyed by what the offer is (GB, level, place, amount), not by its line, so it
 * survives pasting the thread again after new posts.
 */
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import type { ThreadOffer } from "@foe-toolbox/core/thread-helper/parse";
import { isPlainObject, pickNumber } from "@/lib/storage/sanitize";

export const THREAD_HELPER_TOOL_KEY = "thread-helper";
/** Longest text kept: a long thread, while the synced settings stay far below the backend's limit. */
export const MAX_THREAD_TEXT = 30_000;
/** Most marks kept (the oldest go first): marks of offers long gone must not grow without end. */
export const MAX_MARKS = 500;

export const OFFER_MARKS = ["taken", "skipped"] as const;
export type OfferMark = (typeof OFFER_MARKS)[number];

export interface ThreadHelperState {
  text: string;
  /** By `offerId`. */
  marks: Record<string, OfferMark>;
  rules: GbRules;
  /** Prestige only: the gold Arc bonus (levels above 100), in %. */
  arcBonusGold: number;
}

export function defaultThreadHelperState(): ThreadHelperState {
  return { text: "", marks: {}, rules: "live", arcBonusGold: 0 };
}

/** Any stored value as a valid state. Never throws. */
export function sanitizeThreadHelper(stored: unknown): ThreadHelperState {
  const d = defaultThreadHelperState();
  if (!isPlainObject(stored)) return d;
  const marks: Record<string, OfferMark> = {};
  if (isPlainObject(stored.marks)) {
    const entries = Object.entries(stored.marks).filter(
      (entry): entry is [string, OfferMark] =>
        (OFFER_MARKS as readonly unknown[]).includes(entry[1]) && entry[0].length <= 200,
    );
    for (const [id, mark] of entries.slice(-MAX_MARKS)) marks[id] = mark;
  }
  const gold = pickNumber(stored.arcBonusGold, d.arcBonusGold);
  return {
    text: typeof stored.text === "string" ? stored.text.slice(0, MAX_THREAD_TEXT) : d.text,
    marks,
    // The rules are the site's setting: a stored `rules` of old is not read.
    rules: d.rules,
    arcBonusGold: Number.isFinite(gold) && gold >= 0 ? gold : d.arcBonusGold,
  };
}

/** What identifies an offer for its mark: GB, level, place and amount ("-" when unknown). */
export function offerId(offer: Pick<ThreadOffer, "gb" | "level" | "place" | "amount">): string {
  return [offer.gb, offer.level ?? "-", offer.place, offer.amount ?? "-"].join("|");
}

/** Sets or (with null) clears an offer's mark; a mark set again moves to the newest. */
export function withMark(
  state: ThreadHelperState,
  id: string,
  mark: OfferMark | null,
): ThreadHelperState {
  const entries = Object.entries(state.marks).filter(([key]) => key !== id);
  if (mark) entries.push([id, mark]);
  return { ...state, marks: Object.fromEntries(entries.slice(-MAX_MARKS)) };
}

export function withText(state: ThreadHelperState, text: string): ThreadHelperState {
  return { ...state, text: text.slice(0, MAX_THREAD_TEXT) };
}
