/**
 * Profile management of docs/site.md §7 as pure functions over the two persisted states (the profile
 * list in the global settings, each profile's data in the profile store). The UI applies their
 * results to the stores; nothing here touches storage.
 */
import type { ProfileRef } from "@/platform/settings/global-store";
import { defaultProfileData, sanitizeProfileData, type ProfileData } from "./profile-store";

export interface ProfilesSnapshot {
  list: ProfileRef[];
  current: string;
  data: Record<string, ProfileData>;
}

export type ProfileNameProblem = "empty" | "taken";

export const EXPORT_FORMAT = "foe-tools-profile";
export const EXPORT_VERSION = 1;

export interface ProfileExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  profiles: { name: string; data: ProfileData }[];
}

export function checkProfileName(
  name: string,
  list: ProfileRef[],
  ignoreId?: string,
): ProfileNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "empty";
  const lower = trimmed.toLocaleLowerCase();
  if (list.some((p) => p.id !== ignoreId && p.name.trim().toLocaleLowerCase() === lower))
    return "taken";
  return null;
}

/** "Main" -> "Main (2)" -> "Main (3)" …: the first name not used yet. */
export function uniqueProfileName(name: string, list: ProfileRef[]): string {
  const base = name.trim() || "Profile";
  if (!checkProfileName(base, list)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!checkProfileName(candidate, list)) return candidate;
  }
}

export function createProfile(state: ProfilesSnapshot, name: string, id: string): ProfilesSnapshot {
  if (checkProfileName(name, state.list)) throw new Error("invalid profile name");
  return {
    list: [...state.list, { id, name: name.trim() }],
    current: id,
    data: { ...state.data, [id]: defaultProfileData() },
  };
}

export function renameProfile(state: ProfilesSnapshot, id: string, name: string): ProfilesSnapshot {
  if (checkProfileName(name, state.list, id)) throw new Error("invalid profile name");
  return { ...state, list: state.list.map((p) => (p.id === id ? { ...p, name: name.trim() } : p)) };
}

export function duplicateProfile(
  state: ProfilesSnapshot,
  id: string,
  newId: string,
): ProfilesSnapshot {
  const source = state.list.find((p) => p.id === id);
  if (!source) return state;
  const name = uniqueProfileName(source.name, state.list);
  return {
    list: [...state.list, { id: newId, name }],
    current: state.current,
    data: { ...state.data, [newId]: structuredClone(state.data[id] ?? defaultProfileData()) },
  };
}

/** Deletes a profile; the last one cannot be deleted; deleting the active one selects another. */
export function deleteProfile(state: ProfilesSnapshot, id: string): ProfilesSnapshot {
  if (state.list.length <= 1 || !state.list.some((p) => p.id === id)) return state;
  const list = state.list.filter((p) => p.id !== id);
  const data = { ...state.data };
  delete data[id];
  return { list, data, current: state.current === id ? list[0]!.id : state.current };
}

/** Every field back to its default; the name is kept. */
export function resetProfile(state: ProfilesSnapshot, id: string): ProfilesSnapshot {
  return { ...state, data: { ...state.data, [id]: defaultProfileData() } };
}

export function exportProfiles(
  state: ProfilesSnapshot,
  ids: string[],
  now = new Date(),
): ProfileExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profiles: state.list
      .filter((p) => ids.includes(p.id))
      .map((p) => ({ name: p.name, data: state.data[p.id] ?? defaultProfileData() })),
  };
}

export type ImportProblem = "notJson" | "wrongFormat" | "newerVersion" | "noProfiles";

export type ImportResult =
  { ok: true; state: ProfilesSnapshot; imported: string[] } | { ok: false; problem: ImportProblem };

/**
 * Imports an export file: validated, every profile upgraded with defaults and its campaign state
 * converted from the legacy format (`convertCampaign`, the core's `normalizeConquered`, passed in
 * so that the campaign data is only loaded when a file is imported), added as new profiles — a
 * name clash gets " (2)"; nothing is overwritten.
 */
export function importProfiles(
  state: ProfilesSnapshot,
  text: string,
  newId: () => string,
  convertCampaign: (stored: unknown) => ProfileData["campaign"],
): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (
    !parsed ||
    typeof parsed !== "object" ||
    (parsed as { format?: unknown }).format !== EXPORT_FORMAT
  ) {
    return { ok: false, problem: "wrongFormat" };
  }
  const file = parsed as { version?: unknown; profiles?: unknown };
  if (typeof file.version !== "number" || !Number.isFinite(file.version))
    return { ok: false, problem: "wrongFormat" };
  if (file.version > EXPORT_VERSION) return { ok: false, problem: "newerVersion" };
  const entries = Array.isArray(file.profiles) ? file.profiles : [];
  const valid = entries.filter(
    (e): e is { name: string; data: unknown } =>
      !!e && typeof e === "object" && typeof (e as { name?: unknown }).name === "string",
  );
  if (valid.length === 0) return { ok: false, problem: "noProfiles" };
  let next = state;
  const imported: string[] = [];
  for (const entry of valid) {
    const id = newId();
    const name = uniqueProfileName(entry.name, next.list);
    const data = sanitizeProfileData(entry.data);
    data.campaign = convertCampaign(data.campaign);
    next = { ...next, list: [...next.list, { id, name }], data: { ...next.data, [id]: data } };
    imported.push(name);
  }
  return { ok: true, state: next, imported };
}
