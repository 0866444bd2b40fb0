/** Placeholder lists and the default page settings. */
import type { PromotionPageSettings } from "./types.js";

/**
 * Most places a level rewards: 5 under the live rules, up to 7 under Prestige
 * (docs/tools/gb-prestige.md). `${PVn}` / `${PPn}` exist for n = 1..7.
 */
export const PROMOTION_MAX_PLACES = 7;

/** Numbers of places a level can have: the include flags come in one of these lengths. */
export const PROMOTION_PLACE_COUNTS: readonly number[] = [5, 7];

/** Placeholders a message pattern understands (`${PVn}` / `${PPn}` for n = 1..7). */
export const PROMOTION_MESSAGE_PLACEHOLDERS: readonly string[] = [
  "FLVL",
  "TLVL",
  "OP",
  "LC",
  "GBN",
  "LF",
  "PV1",
  "PV2",
  "PV3",
  "PV4",
  "PV5",
  "PV6",
  "PV7",
  "PP1",
  "PP2",
  "PP3",
  "PP4",
  "PP5",
  "PP6",
  "PP7",
  "P",
];

/** Placeholders a place pattern understands. */
export const PROMOTION_PLACE_PLACEHOLDERS: readonly string[] = [
  "PI",
  "PV",
  "PP",
  "FLVL",
  "TLVL",
  "GBN",
  "LF",
];

/** Placeholders a place separator understands. */
export const PROMOTION_SEPARATOR_PLACEHOLDERS: readonly string[] = ["LF"];

/** Page settings of a new profile. */
export const DEFAULT_PROMOTION_PAGE_SETTINGS: Readonly<PromotionPageSettings> = Object.freeze({
  prefix: "",
  suffix: "",
  showPrefix: true,
  showSuffix: true,
  displayGbName: true,
  useShortName: false,
  showLevel: true,
});
