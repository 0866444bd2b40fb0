/**
 * Global (not per-profile) settings of docs/site.md §7–§8, persisted in localStorage.
 */
import { useStore } from "zustand";
import type { CustomPromotionTemplate } from "@foe-toolbox/core/promotion-messages";
// Not from gb-prestige: the rules themselves stay out of every page's first load.
import { GB_RULES, type GbRules } from "@foe-toolbox/core/gb-rule-sets";
import { sanitizeCustomPromotionTemplates } from "@/lib/storage/promotion-templates";
import { GLOBAL_STORE_KEY } from "@/lib/storage/keys";
import { createPersistedStore } from "@/lib/storage/persisted-store";
import { fillDefaults, isPlainObject, pickEnum, pickString } from "@/lib/storage/sanitize";

import { DAY_NIGHT_MODES, type DayNightMode } from "@/lib/color-scheme";

export { DAY_NIGHT_MODES, type DayNightMode };

export const DISPLAY_TABLE_CARD_MODES = ["auto", "table", "cards"] as const;
export type DisplayTableCard = (typeof DISPLAY_TABLE_CARD_MODES)[number];

/**
 * The stored `displayTableCard` made valid. It was a boolean ("cards on small screens"): true
 * becomes "cards", false the new default "auto" (which shows cards where the table does not fit).
 */
export function migrateDisplayTableCard(value: unknown): DisplayTableCard {
  if (value === true) return "cards";
  return pickEnum(value, DISPLAY_TABLE_CARD_MODES, "auto");
}

/** The DataTable's `asCards` for a setting: "auto" is left to CSS, so there is no flash. */
export function asCardsFor(mode: DisplayTableCard): boolean | "auto" {
  return mode === "auto" ? "auto" : mode === "cards";
}

export interface ProfileRef {
  id: string;
  name: string;
}

export interface GlobalSettings {
  profiles: ProfileRef[];
  currentProfile: string;
  fixedMainMenu: boolean;
  disableUpdateNotification: boolean;
  gbSelectMode: "select" | "datalist";
  gbSelectSortMode: "age" | "alpha";
  /**
   * How the GB tables are shown (docs/tools/gb-investment.md §4.1): "auto" cards below the `lg`
   * breakpoint and a table above, or always one of them.
   */
  displayTableCard: DisplayTableCard;
  /** Which Great Building rules the GB tools use: live servers or Prestige (docs/tools/gb-prestige.md). */
  gbRules: GbRules;
  dayNightMode: DayNightMode;
  /** `HH:mm` */
  dayStart: string;
  /** `HH:mm` */
  nightStart: string;
  customGbName: Record<string, string>;
  /** Promotion templates made in the builder or imported (shared by all profiles). */
  customPromotionMessagesTemplates: CustomPromotionTemplate[];
  lastVisitVersion: string | null;
  survey: string[];
  haveReadInstallApp: boolean;
  haveReadLocaleNotComplete: boolean;
  cookieConsentExpirationDate: string | null;
  donationConversion: string | null;
  /** Key of the GB page opened last, offered first by the GB chooser; null before the first. */
  lastOpenedGb: string | null;
}

export const DEFAULT_DAY_START = "07:00";
export const DEFAULT_NIGHT_START = "18:30";
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function defaultGlobalSettings(): GlobalSettings {
  return {
    profiles: [],
    currentProfile: "",
    fixedMainMenu: true,
    disableUpdateNotification: false,
    gbSelectMode: "select",
    gbSelectSortMode: "age",
    displayTableCard: "auto",
    gbRules: "live",
    dayNightMode: "system",
    dayStart: DEFAULT_DAY_START,
    nightStart: DEFAULT_NIGHT_START,
    customGbName: {},
    customPromotionMessagesTemplates: [],
    lastVisitVersion: null,
    survey: [],
    haveReadInstallApp: false,
    haveReadLocaleNotComplete: false,
    cookieConsentExpirationDate: null,
    donationConversion: null,
    lastOpenedGb: null,
  };
}

export function sanitizeGlobalSettings(value: unknown): GlobalSettings {
  const filled = fillDefaults(value, defaultGlobalSettings());
  const profiles = (Array.isArray(filled.profiles) ? filled.profiles : []).filter(
    (p): p is ProfileRef =>
      isPlainObject(p) && typeof p.id === "string" && p.id !== "" && typeof p.name === "string",
  );
  const customGbName: Record<string, string> = {};
  for (const [k, v] of Object.entries(
    isPlainObject(filled.customGbName) ? filled.customGbName : {},
  )) {
    if (typeof v === "string" && v.trim() !== "") customGbName[k] = v;
  }
  return {
    ...filled,
    profiles,
    currentProfile: pickString(filled.currentProfile, ""),
    gbSelectMode: pickEnum(filled.gbSelectMode, ["select", "datalist"], "select"),
    gbSelectSortMode: pickEnum(filled.gbSelectSortMode, ["age", "alpha"], "age"),
    // Read from the raw value: fillDefaults would already have replaced an old boolean.
    displayTableCard: migrateDisplayTableCard(
      isPlainObject(value) ? value.displayTableCard : undefined,
    ),
    gbRules: pickEnum(filled.gbRules, GB_RULES, "live"),
    dayNightMode: pickEnum(filled.dayNightMode, DAY_NIGHT_MODES, "system"),
    // An invalid stored time is replaced by the default (docs/site.md §8).
    dayStart: TIME.test(filled.dayStart) ? filled.dayStart : DEFAULT_DAY_START,
    nightStart: TIME.test(filled.nightStart) ? filled.nightStart : DEFAULT_NIGHT_START,
    customGbName,
    customPromotionMessagesTemplates: sanitizeCustomPromotionTemplates(
      filled.customPromotionMessagesTemplates,
    ),
    survey: filled.survey.filter((s): s is string => typeof s === "string"),
    lastVisitVersion: typeof filled.lastVisitVersion === "string" ? filled.lastVisitVersion : null,
    cookieConsentExpirationDate:
      typeof filled.cookieConsentExpirationDate === "string"
        ? filled.cookieConsentExpirationDate
        : null,
    donationConversion:
      typeof filled.donationConversion === "string" ? filled.donationConversion : null,
    lastOpenedGb: typeof filled.lastOpenedGb === "string" ? filled.lastOpenedGb : null,
  };
}

export const GLOBAL_STORE_VERSION = 1;

export const globalStore = createPersistedStore<GlobalSettings>({
  key: GLOBAL_STORE_KEY,
  version: GLOBAL_STORE_VERSION,
  defaults: defaultGlobalSettings,
  sanitize: sanitizeGlobalSettings,
});

export function useGlobalSettings<U>(selector: (s: GlobalSettings) => U): U {
  return useStore(globalStore, selector);
}

export function updateGlobalSettings(patch: Partial<GlobalSettings>): void {
  globalStore.setState(patch);
}
