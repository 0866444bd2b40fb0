"use client";
/**
 * A tool's settings kept in the current profile (docs/site.md §7) under `tools[<key>]`, or — in
 * permalink mode — kept only in the page, so that a shared link never overwrites the player's data.
 */
import { useCallback, useMemo, useState } from "react";
import { updateCurrentProfile, useCurrentProfile } from "@/features/profiles/profile-store";

export type SetState<T> = (update: T | ((previous: T) => T)) => void;

/** Settings stored in the current profile; `sanitize` turns any stored value into a valid T. */
export function useProfileToolState<T>(
  key: string,
  sanitize: (stored: unknown) => T,
): [T, SetState<T>] {
  const stored = useCurrentProfile((p) => p.tools[key]);
  const value = useMemo(() => sanitize(stored), [stored, sanitize]);
  const set = useCallback<SetState<T>>(
    (update) =>
      updateCurrentProfile((profile) => {
        const previous = sanitize(profile.tools[key]);
        const next = typeof update === "function" ? (update as (p: T) => T)(previous) : update;
        return { ...profile, tools: { ...profile.tools, [key]: next } };
      }),
    [key, sanitize],
  );
  return [value, set];
}

export interface PermalinkableState<T> {
  value: T;
  setValue: SetState<T>;
  /** True while the page shows a shared link's values (edits are not saved). */
  permalinkActive: boolean;
  /** Saves the values shown into the profile and leaves permalink mode. */
  keepPermalinkValues: () => void;
}

/**
 * Profile-backed settings that a permalink can override: while `permalink` is set, edits stay in
 * the page and the profile is left untouched, until the player chooses to keep the values.
 */
export function usePermalinkableToolState<T>(
  key: string,
  sanitize: (stored: unknown) => T,
  permalink: T | null,
): PermalinkableState<T> {
  const [profileValue, setProfileValue] = useProfileToolState(key, sanitize);
  return usePermalinkOverride(profileValue, setProfileValue, permalink);
}

/**
 * The permalink override of any profile-backed value (also documented profile fields such as
 * `yourAge` or `cf`): while `permalink` is set, the page shows and edits its own copy.
 */
export function usePermalinkOverride<T>(
  profileValue: T,
  setProfileValue: SetState<T>,
  permalink: T | null,
): PermalinkableState<T> {
  const [local, setLocal] = useState<{ from: T; value: T } | null>(null);
  const [kept, setKept] = useState<T | null>(null);
  const active = permalink !== null && kept !== permalink;
  // A new permalink (the first parse after mount) starts from its own values.
  const current = active
    ? local && local.from === permalink
      ? local.value
      : permalink
    : profileValue;
  const setLocalValue = useCallback<SetState<T>>(
    (update) =>
      setLocal((previous) => {
        const base = previous && previous.from === permalink ? previous.value : (permalink as T);
        const next = typeof update === "function" ? (update as (p: T) => T)(base) : update;
        return { from: permalink as T, value: next };
      }),
    [permalink],
  );
  const keepPermalinkValues = useCallback(() => {
    if (permalink === null) return;
    setProfileValue(current);
    setKept(permalink);
  }, [permalink, current, setProfileValue]);
  return {
    value: current,
    setValue: active ? setLocalValue : setProfileValue,
    permalinkActive: active,
    keepPermalinkValues,
  };
}
