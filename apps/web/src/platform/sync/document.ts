/**
 * The synced document `{ version, profiles: [{id, name, data}], global }` built from the persisted
 * stores and written back to them. Per-device things stay out of it: which profile is current
 * (each device works on its own), the colour mode (a phone at night, a desk by day), and the
 * device's notices (last visit version, install prompt, translation notice, cookie consent,
 * donation reminder date).
 */
import {
  DEFAULT_PROFILE_NAME,
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
  sanitizeProfileData,
} from "@/platform/profiles/profile-store";
import {
  defaultGlobalSettings,
  globalStore,
  sanitizeGlobalSettings,
  type GlobalSettings,
} from "@/platform/settings/global-store";
import { isPlainObject } from "@/lib/storage/sanitize";
import { deepEqual, type SyncDocument, type SyncedProfile } from "./merge";

export const SYNC_DOCUMENT_VERSION = 1;

export const SYNCED_GLOBAL_KEYS = [
  "fixedMainMenu",
  "disableUpdateNotification",
  "gbSelectMode",
  "gbSelectSortMode",
  "displayTableCard",
  "gbRules",
  "customGbName",
  "customPromotionMessagesTemplates",
  "survey",
] as const satisfies readonly (keyof GlobalSettings)[];

type SyncedGlobal = Pick<GlobalSettings, (typeof SYNCED_GLOBAL_KEYS)[number]>;

export function syncedGlobal(settings: GlobalSettings): SyncedGlobal {
  return Object.fromEntries(SYNCED_GLOBAL_KEYS.map((k) => [k, settings[k]])) as SyncedGlobal;
}

/** This device's document, from the stores. */
export function localDocument(): SyncDocument {
  const global = globalStore.getState();
  const { profiles } = profileStore.getState();
  return {
    version: SYNC_DOCUMENT_VERSION,
    profiles: global.profiles.map((p) => ({
      id: p.id,
      name: p.name,
      data: { ...(profiles[p.id] ?? defaultProfileData()) },
    })),
    global: { ...syncedGlobal(global) },
  };
}

/** The base to merge against before the first sync of this device: nothing but the defaults. */
export function emptyBase(): SyncDocument {
  return {
    version: SYNC_DOCUMENT_VERSION,
    profiles: [],
    global: { ...syncedGlobal(defaultGlobalSettings()) },
  };
}

/** A stored document from the backend (untrusted JSON) made valid; null when it is not one. */
export function sanitizeDocument(value: unknown): SyncDocument | null {
  if (!isPlainObject(value) || !Array.isArray(value.profiles)) return null;
  const seen = new Set<string>();
  const profiles: SyncedProfile[] = [];
  for (const p of value.profiles) {
    if (!isPlainObject(p) || typeof p.id !== "string" || p.id === "" || seen.has(p.id)) continue;
    seen.add(p.id);
    const name = typeof p.name === "string" && p.name.trim() !== "" ? p.name : DEFAULT_PROFILE_NAME;
    profiles.push({ id: p.id, name, data: { ...sanitizeProfileData(p.data) } });
  }
  const global = syncedGlobal(
    sanitizeGlobalSettings({
      ...defaultGlobalSettings(),
      ...(isPlainObject(value.global) ? value.global : {}),
    }),
  );
  const version = typeof value.version === "number" ? value.version : SYNC_DOCUMENT_VERSION;
  return { version, profiles, global: { ...global } };
}

/** A profile nobody touched yet (the "Default" profile of a first visit): nothing to keep. */
export function isPristine(profile: SyncedProfile): boolean {
  return profile.name === DEFAULT_PROFILE_NAME && deepEqual(profile.data, defaultProfileData());
}

/** Writes a merged document into the stores; the current profile stays unless it is gone. */
export function applyDocument(document: SyncDocument): void {
  const profiles = Object.fromEntries(
    document.profiles.map((p) => [p.id, sanitizeProfileData(p.data)]),
  );
  const global = sanitizeGlobalSettings({ ...globalStore.getState(), ...document.global });
  profileStore.setState({ profiles }, true);
  globalStore.setState({
    ...syncedGlobal(global),
    profiles: document.profiles.map((p) => ({ id: p.id, name: p.name })),
  });
  ensureCurrentProfile();
}
