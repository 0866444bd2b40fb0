/**
 * Settings of the promotion section of the GB page (docs/tools/promotion-messages.md §2, §9): the
 * profile fields they are kept in, the core's page settings they stand for, and the `gbi_*` keys
 * of the GB page's permalink.
 */
// The constants module, not the messages' renderer: this file is in pages that render no message.
import { PROMOTION_MAX_PLACES } from "@foe-toolbox/core/promotion-messages/constants";
import type { PromotionPageSettings } from "@foe-toolbox/core/promotion-messages";
import { readBoolean, type PermalinkValue } from "@/platform/calculator/permalink";
import type { ProfileData } from "@/platform/profiles/profile-store";

export interface PromotionSettings extends PromotionPageSettings {
  /** "Show only secured places?": replaces the per-place include choice. */
  onlySecuredPlaces: boolean;
}

/** Places of a level under the live rules (Prestige levels above 100 have 7). */
export const PLACE_COUNT = 5;
export const ALL_PLACES_INCLUDED: readonly boolean[] = Object.freeze(
  Array<boolean>(PLACE_COUNT).fill(true),
);

/** The settings as kept in a profile (field names of docs/site.md §7). */
export function profilePromotionSettings(profile: ProfileData): PromotionSettings {
  return {
    prefix: profile.gbPrefix,
    suffix: profile.gbSuffix,
    showPrefix: profile.gbShowPrefix,
    showSuffix: profile.gbShowSuffix,
    displayGbName: profile.displayGbName,
    useShortName: profile.shortName,
    showLevel: profile.showLevel,
    onlySecuredPlaces: profile.showOnlySecuredPlaces,
  };
}

/** `profile` with `settings` written into its fields. */
export function withPromotionSettings(
  profile: ProfileData,
  settings: PromotionSettings,
): ProfileData {
  return {
    ...profile,
    gbPrefix: settings.prefix,
    gbSuffix: settings.suffix,
    gbShowPrefix: settings.showPrefix,
    gbShowSuffix: settings.showSuffix,
    displayGbName: settings.displayGbName,
    shortName: settings.useShortName,
    showLevel: settings.showLevel,
    showOnlySecuredPlaces: settings.onlySecuredPlaces,
  };
}

/** The core's page settings (without the place filter, which the core takes apart). */
export function toPageSettings(settings: PromotionSettings): PromotionPageSettings {
  const { onlySecuredPlaces: _onlySecured, ...page } = settings;
  return page;
}

const TEXT_KEYS = { prefix: "gbi_px", suffix: "gbi_sx" } as const;
const FLAG_KEYS = {
  showPrefix: "gbi_spx",
  showSuffix: "gbi_ssx",
  displayGbName: "gbi_dgbn",
  useShortName: "gbi_sn",
  showLevel: "gbi_sl",
  onlySecuredPlaces: "gbi_sosp",
} as const;
const includeKey = (place: number) => `gbi_pFree${place}`;

/** What a GB page URL says about the promotion section; each key is used only when valid. */
export interface PromotionQueryValues {
  settings: Partial<PromotionSettings>;
  /** Include flags of places 1..5, or 1..7 when the link has `gbi_pFree6` / `7` (absent keys: included). */
  includePlaces?: boolean[];
}

/**
 * The `gbi_pFree<n>` flags of a link, absent ones included: 5 flags, 7 when the link names place
 * 6 or 7 (links made before Prestige have 5); undefined when the link has none.
 */
export function readIncludePlaces(params: URLSearchParams): boolean[] | undefined {
  const flags = Array.from({ length: PROMOTION_MAX_PLACES }, (_, i) =>
    readBoolean(params, includeKey(i + 1)),
  );
  if (flags.every((f) => f === undefined)) return undefined;
  const count = flags.slice(PLACE_COUNT).some((f) => f !== undefined)
    ? PROMOTION_MAX_PLACES
    : PLACE_COUNT;
  return flags.slice(0, count).map((f) => f ?? true);
}

/** Reads the promotion keys of a GB page URL; null when the URL has none that is valid. */
export function parsePromotionQuery(params: URLSearchParams): PromotionQueryValues | null {
  const settings: Partial<PromotionSettings> = {};
  for (const [field, key] of Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][]) {
    const value = params.get(key);
    if (value !== null) settings[field] = value;
  }
  for (const [field, key] of Object.entries(FLAG_KEYS) as [keyof typeof FLAG_KEYS, string][]) {
    const value = readBoolean(params, key);
    if (value !== undefined) settings[field] = value;
  }
  const includePlaces = readIncludePlaces(params);
  const out: PromotionQueryValues = { settings };
  if (includePlaces) out.includePlaces = includePlaces;
  return Object.keys(settings).length > 0 || out.includePlaces ? out : null;
}

/** The promotion keys of the GB page's permalink (flags as 1/0, one per place: 5 or 7). */
export function promotionPermalinkEntries(
  settings: PromotionSettings,
  includePlaces: readonly boolean[],
): Record<string, PermalinkValue> {
  const out: Record<string, PermalinkValue> = {};
  for (const [field, key] of Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][]) {
    out[key] = settings[field];
  }
  for (const [field, key] of Object.entries(FLAG_KEYS) as [keyof typeof FLAG_KEYS, string][]) {
    out[key] = settings[field] ? 1 : 0;
  }
  includePlaces.forEach((included, i) => {
    out[includeKey(i + 1)] = included ? 1 : 0;
  });
  return out;
}
