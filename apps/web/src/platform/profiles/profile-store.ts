/**
 * Per-profile data (docs/site.md §7): a player may keep several profiles (worlds, accounts). The list of
 * profiles and the current one live in the global settings; each profile's data lives here.
 */
import { useSyncExternalStore } from "react";
import { useStore } from "zustand";
// From its own module: the promotion renderer stays out of the code every page loads.
import { getDistinctDefaultPromotionTemplates } from "@foe-toolbox/core/promotion-templates";
import type { PromotionTemplate } from "@foe-toolbox/core/promotion-messages";
import { sanitizePromotionTemplates } from "@/lib/storage/promotion-templates";
import { createPersistedStore } from "@/lib/storage/persisted-store";
import { fillDefaults, isPlainObject } from "@/lib/storage/sanitize";
import { globalStore, type GlobalSettings } from "@/platform/settings/global-store";
import { sanitizeEnteredLevels, type EnteredLevels } from "@/platform/gb-levels/entered-levels";
import { PROFILE_MIGRATIONS } from "./profile-migrations";

export interface CfProfileState {
  coins: number;
  supplies: number;
  goods: number;
  fpBy24h: number;
  otherRq: number;
  suppliesGathered: number;
  cumulativeQuest: number;
  secondRq: boolean;
}

export interface Bookmark {
  name: "GbInvestment";
  params: { gb: string };
}

export interface ProfileData {
  yourAge: string;
  yourArcBonus: number;
  /**
   * Gold Arc bonus in % (Prestige rules, levels above 100; docs/tools/gb-prestige.md). Absent in
   * profiles saved before it: each tool reads it with its own default.
   */
  yourArcBonusGold?: number;
  yourCfBoost: number;
  gbPrefix: string;
  gbSuffix: string;
  gbShowPrefix: boolean;
  gbShowSuffix: boolean;
  displayGbName: boolean;
  showLevel: boolean;
  shortName: boolean;
  showSnipe: boolean;
  showOnlySecuredPlaces: boolean;
  /** The GB page's promotion messages: copies of templates, with this profile's custom field values. */
  promotionMessageList: PromotionTemplate[];
  /** Conquered sectors of the campaign map (docs/tools/campaign-cost.md). */
  campaign: Record<string, unknown>;
  cf: CfProfileState;
  /** Per GB key: that GB's tool settings (each tool sanitizes its own part). */
  gb: Record<string, Record<string, unknown>>;
  bookmarks: Bookmark[];
  /** Level costs and rewards typed in as the game shows them, per GB and level (platform/gb-levels). */
  enteredLevels: EnteredLevels;
  /** Settings of tools the original profile had no field for, by tool key (each tool sanitizes its own). */
  tools: Record<string, unknown>;
}

export function defaultProfileData(): ProfileData {
  return {
    yourAge: "BronzeAge",
    yourArcBonus: 90,
    yourCfBoost: 0,
    gbPrefix: "",
    gbSuffix: "",
    gbShowPrefix: true,
    gbShowSuffix: true,
    displayGbName: true,
    showLevel: true,
    shortName: false,
    showSnipe: false,
    showOnlySecuredPlaces: false,
    promotionMessageList: getDistinctDefaultPromotionTemplates(),
    campaign: {},
    cf: {
      coins: 0,
      supplies: 0,
      goods: 0,
      fpBy24h: 0,
      otherRq: 0,
      suppliesGathered: 0,
      cumulativeQuest: 0,
      secondRq: false,
    },
    gb: {},
    bookmarks: [],
    enteredLevels: {},
    tools: {},
  };
}

export function sanitizeProfileData(value: unknown): ProfileData {
  const filled = fillDefaults(value, defaultProfileData());
  const gb: ProfileData["gb"] = {};
  for (const [key, settings] of Object.entries(filled.gb)) {
    if (isPlainObject(settings)) gb[key] = settings;
  }
  const bookmarks = filled.bookmarks.filter(
    (b): b is Bookmark =>
      isPlainObject(b) &&
      b.name === "GbInvestment" &&
      isPlainObject(b.params) &&
      typeof b.params.gb === "string",
  );
  return {
    ...filled,
    gb,
    bookmarks,
    enteredLevels: sanitizeEnteredLevels(filled.enteredLevels),
    promotionMessageList: sanitizePromotionTemplates(filled.promotionMessageList),
  };
}

export interface ProfilesState {
  profiles: Record<string, ProfileData>;
}

export function sanitizeProfilesState(value: unknown): ProfilesState {
  const raw = isPlainObject(value) && isPlainObject(value.profiles) ? value.profiles : {};
  const profiles: Record<string, ProfileData> = {};
  for (const [id, data] of Object.entries(raw)) profiles[id] = sanitizeProfileData(data);
  return { profiles };
}

export const PROFILE_STORE_VERSION = 2;

export const profileStore = createPersistedStore<ProfilesState>({
  key: "foe-toolbox:profile",
  version: PROFILE_STORE_VERSION,
  migrations: PROFILE_MIGRATIONS,
  defaults: () => ({ profiles: {} }),
  sanitize: sanitizeProfilesState,
});

export const DEFAULT_PROFILE_NAME = "Default";

/** A random UUID (profiles, custom templates); a unique fallback where `crypto.randomUUID` is missing (plain http). */
export function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Makes sure a valid current profile exists (docs/site.md §7): on first start, or when the stored
 * current profile is gone, a profile named "Default" is created and selected. Profiles listed
 * without data get default data; data is never dropped.
 */
export function ensureCurrentProfile(): string {
  const global = globalStore.getState();
  const { profiles } = profileStore.getState();
  let list = global.profiles;
  const missingData = list.filter((p) => !(p.id in profiles));
  if (missingData.length > 0) {
    profileStore.setState({
      profiles: {
        ...profiles,
        ...Object.fromEntries(missingData.map((p) => [p.id, defaultProfileData()])),
      },
    });
  }
  // Data without a list entry (e.g. list lost) is listed again rather than orphaned.
  const orphaned = Object.keys(profileStore.getState().profiles).filter(
    (id) => !list.some((p) => p.id === id),
  );
  if (orphaned.length > 0) {
    list = [
      ...list,
      ...orphaned.map((id, i) => ({ id, name: `${DEFAULT_PROFILE_NAME} ${list.length + i + 1}` })),
    ];
  }
  let current = global.currentProfile;
  if (!list.some((p) => p.id === current)) {
    if (list.length === 0) {
      const id = newId();
      list = [{ id, name: DEFAULT_PROFILE_NAME }];
      // The very data shown until now (every update makes new objects, none changes it): what
      // the page selected from it is the same, so the first profile's creation redraws nothing.
      profileStore.setState({
        profiles: { ...profileStore.getState().profiles, [id]: FALLBACK_PROFILE },
      });
    }
    current = list[0]!.id;
  }
  if (list !== global.profiles || current !== global.currentProfile) {
    globalStore.setState({ profiles: list, currentProfile: current });
  }
  return current;
}

/** The data shown while there is no current profile (before the stores are hydrated). */
const FALLBACK_PROFILE = defaultProfileData();

function subscribeToProfile(onChange: () => void): () => void {
  const stopGlobal = globalStore.subscribe(onChange);
  const stopProfiles = profileStore.subscribe(onChange);
  return () => {
    stopGlobal();
    stopProfiles();
  };
}

/**
 * The current profile's data through `selector` (defaults until the stores are hydrated). A
 * component is redrawn when what it selects changes, not when another profile is selected whose
 * data gives the same (a first visit's profile, created after the first paint). Like zustand's
 * `useStore`, a selector returning a new object each time needs `useShallow`.
 */
export function useCurrentProfile<U>(selector: (p: ProfileData) => U): U {
  const read = (global: GlobalSettings, profiles: ProfilesState) =>
    selector(profiles.profiles[global.currentProfile] ?? FALLBACK_PROFILE);
  return useSyncExternalStore(
    subscribeToProfile,
    () => read(globalStore.getState(), profileStore.getState()),
    () => read(globalStore.getInitialState(), profileStore.getInitialState()),
  );
}

let firstProfile: string | undefined;

/**
 * A key that changes when the player switches profiles (drafts are then dropped), but not when
 * the first profile is read from storage or created as the page starts: that is the profile the
 * page has been showing (its defaults) since the first paint.
 */
export function useProfileKey(): string {
  return useStore(globalStore, (s) => {
    if (s.currentProfile === "") return "";
    firstProfile ??= s.currentProfile;
    return s.currentProfile === firstProfile ? "" : s.currentProfile;
  });
}

/** Applies `update` to the current profile's data. */
export function updateCurrentProfile(update: (p: ProfileData) => ProfileData): void {
  const id = ensureCurrentProfile();
  const { profiles } = profileStore.getState();
  profileStore.setState({
    profiles: { ...profiles, [id]: update(profiles[id] ?? defaultProfileData()) },
  });
}
