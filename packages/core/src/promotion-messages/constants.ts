/** Placeholder lists, default page settings and the fixed preview data of the builder. */
import type { PromotionContext, PromotionPageSettings } from "./types.js";

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

/**
 * Fixed data of the builder and import previews: Observatory 9 → 10 at rate 1.9 (P5 gives no
 * FP). The GB names are left to the caller (they are localised).
 */
export const PROMOTION_PREVIEW_DATA: Readonly<
  Omit<PromotionContext, "gbName" | "gbShortName"> & { gbKey: "Observatory" }
> = Object.freeze({
  gbKey: "Observatory",
  fromLevel: 9,
  toLevel: 10,
  ownerPreparation: 430,
  levelCost: 650,
  places: Object.freeze([
    Object.freeze({ place: 1, value: 124, preparation: 402, included: true }),
    Object.freeze({ place: 2, value: 67, preparation: 402, included: true }),
    Object.freeze({ place: 3, value: 19, preparation: 421, included: true }),
    Object.freeze({ place: 4, value: 10, preparation: 421, included: true }),
  ]),
});
