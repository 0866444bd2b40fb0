/**
 * Settings of the promotion section of the GB page (docs/tools/promotion-messages.md §2, §9): the
 * profile fields they are kept in, the core's page settings they stand for, and the `gbi_*` keys
 * of the GB page's permalink.
 */
import type { PromotionPageSettings } from "@foe-toolbox/core/promotion-messages";
import { readBoolean, type PermalinkValue } from "@/platform/calculator/permalink";
import type { ProfileData } from "@/platform/profiles/profile-store";

export interface PromotionSettings extends PromotionPageSettings {
  /** "Show only secured places?": replaces the per-place include choice. */
  onlySecuredPlaces: boolean;
}

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
  /** Include flags of places 1..5 (absent keys: included). */
  includePlaces?: boolean[];
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
  const flags = Array.from({ length: PLACE_COUNT }, (_, i) =>
    readBoolean(params, includeKey(i + 1)),
  );
  const out: PromotionQueryValues = { settings };
  if (flags.some((f) => f !== undefined)) out.includePlaces = flags.map((f) => f ?? true);
  return Object.keys(settings).length > 0 || out.includePlaces ? out : null;
}

/** The promotion keys of the GB page's permalink (flags as 1/0). */
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
