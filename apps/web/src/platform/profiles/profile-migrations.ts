/**
 * Migrations of the stored profiles (`foe-toolbox:profile`, docs/site.md §7): `[n]` upgrades the
 * stored data of version n to n + 1. Each step is a snapshot of its day: tool keys are written
 * out, not imported, so that later changes to a tool never change what an old step does.
 */
import type { Migration } from "@/lib/storage/persisted-store";
import { isPlainObject } from "@/lib/storage/sanitize";

/**
 * Stored tool fields nothing reads any more, by tool key: the power-leveling page and the thread
 * helper had a rules choice of their own before the site-wide Great Building rules setting.
 */
const DEAD_TOOL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "gb-power-leveling": ["rules"],
  "thread-helper": ["rules"],
};

function withoutDeadToolFields(profile: unknown): unknown {
  if (!isPlainObject(profile) || !isPlainObject(profile.tools)) return profile;
  const tools: Record<string, unknown> = { ...profile.tools };
  for (const [key, fields] of Object.entries(DEAD_TOOL_FIELDS)) {
    const entry = tools[key];
    if (!isPlainObject(entry)) continue;
    const kept: Record<string, unknown> = { ...entry };
    for (const field of fields) delete kept[field];
    tools[key] = kept;
  }
  return { ...profile, tools };
}

/** 1 → 2: the per-tool `rules` fields are dropped from every profile. */
const dropDeadToolFields: Migration = (state) => {
  if (!isPlainObject(state.profiles)) return state;
  const profiles: Record<string, unknown> = {};
  for (const [id, profile] of Object.entries(state.profiles)) {
    profiles[id] = withoutDeadToolFields(profile);
  }
  return { ...state, profiles };
};

export const PROFILE_MIGRATIONS: Readonly<Record<number, Migration>> = { 1: dropDeadToolFields };
