/** Placeholder lists and the default page settings. */
import type { PromotionPageSettings } from "./types.js";

/** Placeholders a message pattern understands (`${PVn}` / `${PPn}` for n = 1..5). */
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
  "PP1",
  "PP2",
  "PP3",
  "PP4",
  "PP5",
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
