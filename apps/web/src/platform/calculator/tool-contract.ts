"use client";
/**
 * The tool contract (docs/architecture.md): one `ToolDefinition` per tool says where its value is
 * saved in the profile, how any stored or linked value is made valid, and how it reads and writes
 * its permalink; `useTool` gives the page that value, saved on every edit, or — while a permalink
 * is open — a page-local copy that never overwrites the player's data until the player keeps it.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { globalStore } from "@/platform/settings/global-store";
import {
  updateCurrentProfile,
  useCurrentProfile,
  type ProfileData,
} from "@/platform/profiles/profile-store";
import { shortenPermalink, usePermalink } from "./permalink";

export type SetState<T> = (update: T | ((previous: T) => T)) => void;

/**
 * Where a tool's value lives in the profile: `select` picks the stored pieces (a value, or an
 * array of them compared one by one, so that renders only follow real changes), `read` makes the
 * value from them, `write` puts a value back.
 */
export interface ToolStore<T, Context = void> {
  select: (profile: ProfileData, context: Context) => unknown;
  read: (selected: unknown, context: Context) => T;
  write: (profile: ProfileData, value: T, context: Context) => ProfileData;
}

export interface ToolDefinition<T, Link = T, Context = void, Extra = void> {
  /** The tool's key: its route in the registry and, by default, its entry `tools[key]` of the profile. */
  key: string;
  /**
   * Any stored value (also none, giving the defaults) as a valid value. `context` is what the page
   * knows (game data, which GB), the same for the whole visit.
   */
  sanitize: (stored: unknown, context: Context) => T;
  /**
   * Where the value is saved; default `tools[key]`. Fields named by older versions use their own,
   * and a tool with one state per game object keeps it under that object (the GB page: `gb[GbKey]`).
   */
  store?: ToolStore<T, Context>;
  /**
   * Fields of the value that are never saved: they live in the page for this visit and start from
   * `sanitize`'s defaults on the next (the secure-position page keeps only the Arc bonus).
   */
  pageOnly?: readonly (keyof T)[];
  permalink: {
    /** A link's query (null: not one of this tool's links); `context` is what the page knows (game data). */
    parse: (params: URLSearchParams, context: Context) => Link | null;
    /**
     * The tool value a parsed link shows (default: the link itself; null: the link leaves the
     * saved value on screen). `saved` is the profile's value, for links that set only part of it.
     */
    value?: (link: Link, saved: T) => T | null;
    /**
     * The query of the value; `extra` is page state that the link keeps but the profile does not.
     * Links carry only what differs from the defaults (`shortenPermalink`): encode every field.
     */
    encode?: (value: T, extra: Extra, context: Context) => string;
    /** While a link is open, the address follows the edits (reloading or sharing keeps them). */
    followAddress?: boolean;
  };
}

/** The default store: the profile's `tools[key]`, read through `sanitize`. */
export function toolsEntry<T, Context>(
  key: string,
  sanitize: (stored: unknown, context: Context) => T,
): ToolStore<T, Context> {
  return {
    select: (profile) => profile.tools[key],
    read: sanitize,
    write: (profile, value) => ({ ...profile, tools: { ...profile.tools, [key]: value } }),
  };
}

export interface ToolState<T, Link> {
  value: T;
  setValue: SetState<T>;
  /** The link this page was opened with, parsed once after mount (null without one). */
  link: Link | null;
  /** True while the page shows a link's values (edits are not saved). */
  permalinkActive: boolean;
  /** Saves the values shown into the profile and leaves permalink mode. */
  keepPermalinkValues: () => void;
  /** The permalink of the value shown ("" when the tool has no encoder). */
  query: string;
  /** Changes when drafts must be dropped: another profile, entering or leaving permalink mode. */
  resetKey: unknown;
}

export function useTool<T, Link = T, Context = void, Extra = void>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  options: { context: Context; extra?: (link: Link | null) => Extra } = {} as {
    context: Context;
  },
): ToolState<T, Link> {
  const { context } = options;
  const store = useMemo(() => tool.store ?? toolsEntry(tool.key, tool.sanitize), [tool]);
  const selected = useCurrentProfile(useShallow((profile) => store.select(profile, context)));
  const stored = useMemo(() => store.read(selected, context), [store, selected, context]);
  // The page-only fields of this visit, over the stored value.
  const [visit, setVisit] = useState<Partial<T> | null>(null);
  const profileValue = useMemo(() => (visit ? { ...stored, ...visit } : stored), [stored, visit]);
  const pageOnly = tool.pageOnly;
  const setProfileValue = useCallback<SetState<T>>(
    (update) => {
      let next: T | undefined;
      updateCurrentProfile((profile) => {
        const read = store.read(store.select(profile, context), context);
        const previous = visit ? { ...read, ...visit } : read;
        next = typeof update === "function" ? (update as (p: T) => T)(previous) : update;
        return store.write(profile, next, context);
      });
      if (pageOnly && next !== undefined) setVisit(pick(next, pageOnly));
    },
    [store, context, visit, pageOnly],
  );
  const link = usePermalink((params) => tool.permalink.parse(params, context));
  const linked = useMemo(
    () =>
      link === null
        ? null
        : tool.permalink.value
          ? tool.permalink.value(link, profileValue)
          : (link as unknown as T),
    [link, tool, profileValue],
  );
  const state = usePermalinkOverride(profileValue, setProfileValue, link, linked);
  const profileId = useStore(globalStore, (s) => s.currentProfile);
  const full = encodeValue(tool, state.value, options.extra?.(link), context);
  const extra = options.extra;
  const query = useMemo(
    () => shortToolQuery(tool, full, context, extra),
    [tool, full, context, extra],
  );
  const follow = tool.permalink.followAddress === true;

  useEffect(() => {
    if (follow && state.permalinkActive)
      window.history.replaceState(window.history.state, "", `?${query}`);
  }, [follow, state.permalinkActive, query]);

  const keepLinked = state.keepPermalinkValues;
  const keepPermalinkValues = useCallback(() => {
    keepLinked();
    if (follow) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [keepLinked, follow]);

  return {
    ...state,
    link,
    keepPermalinkValues,
    query,
    resetKey: state.permalinkActive ? link : profileId,
  };
}

function encodeValue<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  value: T,
  extra: Extra | undefined,
  context: Context,
): string {
  return tool.permalink.encode ? tool.permalink.encode(value, extra as Extra, context) : "";
}

/**
 * The permalink `full` of `tool` without the fields that equal its defaults (`shortenPermalink`);
 * `context` as the page gives it to `useTool`. A page that adds its own state through `extra`
 * (the GB page's secure box, the campaign's table, the trade tab) keeps its full link: that state
 * comes from the page, not from the link, so a shorter link cannot be checked to open the same.
 */
export function shortToolQuery<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  full: string,
  context: Context,
  extra?: (link: Link | null) => Extra,
): string {
  if (!full || extra) return full;
  const defaultValue = tool.sanitize(undefined, context);
  const reopen = (query: string) => {
    const link = tool.permalink.parse(new URLSearchParams(query), context);
    if (link === null) return null;
    const value = tool.permalink.value
      ? tool.permalink.value(link, defaultValue)
      : (link as unknown as T);
    return value === null ? null : encodeValue(tool, value, undefined, context);
  };
  const defaults = encodeValue(tool, defaultValue, undefined, context);
  return shortenPermalink(full, defaults, reopen);
}

function pick<T>(value: T, fields: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const field of fields) out[field] = value[field];
  return out;
}

/**
 * The permalink override of a profile-backed value: while a link shows a value (`linked`), the
 * page shows and edits its own copy, tied to that `link`. Until the first edit the copy follows
 * `linked` (which may take the parts a link does not set from the profile).
 */
function usePermalinkOverride<T>(
  profileValue: T,
  setProfileValue: SetState<T>,
  link: unknown,
  linked: T | null,
) {
  const [local, setLocal] = useState<{ from: unknown; value: T } | null>(null);
  const [kept, setKept] = useState<unknown>(null);
  const active = linked !== null && kept !== link;
  // A new permalink (the first parse after mount) starts from its own values.
  const current = active ? (local && local.from === link ? local.value : linked) : profileValue;
  const setLocalValue = useCallback<SetState<T>>(
    (update) =>
      setLocal((previous) => {
        const base = previous && previous.from === link ? previous.value : (linked as T);
        const next = typeof update === "function" ? (update as (p: T) => T)(base) : update;
        return { from: link, value: next };
      }),
    [link, linked],
  );
  const keepPermalinkValues = useCallback(() => {
    if (!active) return;
    setProfileValue(current);
    setKept(link);
  }, [active, link, current, setProfileValue]);
  return {
    value: current,
    setValue: active ? setLocalValue : setProfileValue,
    permalinkActive: active,
    keepPermalinkValues,
  };
}
