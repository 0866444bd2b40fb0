/**
 * Which places the promotion messages list (docs/tools/promotion-messages.md §4), as the panel
 * keeps them: the "include" checkboxes of the places, and the places an investor already took
 * that the player put back. Taken places are left out by default: the core gets both lists, for
 * every possible place (7), and says which places the level has and which are listed.
 */
import { PROMOTION_MAX_PLACES } from "@foe-toolbox/core/promotion-messages";

/** `flags` for `count` places: missing ones (a 5-place setting on a 7-place level) are `fill`. */
export function placeFlags(flags: readonly boolean[], count: number, fill = true): boolean[] {
  return Array.from({ length: count }, (_, i) => flags[i] ?? fill);
}

/** Taken places put back in the messages, for the level they were chosen on. */
export interface TakenChoice {
  level: number;
  listed: readonly boolean[];
}

/** The put-back places of `level`: none on another level (a new level lists only free places). */
export function listedTaken(choice: TakenChoice, level: number): boolean[] {
  return placeFlags(choice.level === level ? choice.listed : [], PROMOTION_MAX_PLACES, false);
}

/** The place options of `buildGbPromotionMessages`: taken places always go through `includeTakenPlaces`. */
export function placeOptions(
  include: readonly boolean[],
  taken: readonly boolean[],
): { includePlaces: boolean[]; includeTakenPlaces: boolean[] } {
  return {
    includePlaces: placeFlags(include, PROMOTION_MAX_PLACES),
    includeTakenPlaces: placeFlags(taken, PROMOTION_MAX_PLACES, false),
  };
}

/** One checkbox of the "places in the messages" list. */
export interface PlaceChoice {
  place: number;
  /** An investor holds the place: its checkbox reads "list P1 anyway". */
  taken: boolean;
  /** Listed in the messages. */
  checked: boolean;
}

/**
 * The checkboxes of the level's places: what the core listed (its result), else the player's
 * checkboxes while there is no result.
 */
export function placeChoices(
  result: {
    readonly includePlaces: readonly boolean[];
    readonly takenPlaces: readonly boolean[];
  } | null,
  include: readonly boolean[],
  count: number,
): PlaceChoice[] {
  return Array.from({ length: count }, (_, i) => ({
    place: i + 1,
    taken: result?.takenPlaces[i] ?? false,
    checked: result?.includePlaces[i] ?? include[i] ?? true,
  }));
}

/**
 * A tick of a place's checkbox: a free place changes its "include" flag; a taken place is put
 * back (or left out again), and putting it back also includes it.
 */
export function togglePlace(
  state: { readonly include: readonly boolean[]; readonly taken: readonly boolean[] },
  choice: PlaceChoice,
  checked: boolean,
): { include: boolean[]; taken: boolean[] } {
  const k = choice.place - 1;
  const set = (flags: readonly boolean[], fill: boolean, value: boolean) =>
    placeFlags(flags, Math.max(flags.length, k + 1), fill).map((v, i) => (i === k ? value : v));
  if (!choice.taken) return { include: set(state.include, true, checked), taken: [...state.taken] };
  return {
    include: checked ? set(state.include, true, true) : [...state.include],
    taken: set(state.taken, false, checked),
  };
}
