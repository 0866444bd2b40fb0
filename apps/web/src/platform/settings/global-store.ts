/**
 * Global (not per-profile) settings of docs/site.md §7–§8, persisted in localStorage.
 */
import { useStore } from "zustand";
import type { CustomPromotionTemplate } from "@foe-toolbox/core/promotion-messages";
import { GB_RULES, type GbRules } from "@foe-toolbox/core/gb-prestige";
import { sanitizeCustomPromotionTemplates } from "@/lib/storage/promotion-templates";
import { GLOBAL_STORE_KEY } from "@/lib/storage/keys";
import { createPersistedStore } from "@/lib/storage/persisted-store";
import { fillDefaults, isPlainObject, pickEnum, pickString } from "@/lib/storage/sanitize";

import { DAY_NIGHT_MODES, type DayNightMode } from "@/lib/color-scheme";

export { DAY_NIGHT_MODES, type DayNightMode };

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
  /** GB investment tables shown as cards below the `lg` breakpoint (docs/tools/gb-investment.md §4.1). */
  displayTableCard: boolean;
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
    displayTableCard: false,
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
