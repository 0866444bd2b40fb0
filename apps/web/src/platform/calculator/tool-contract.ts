"use client";
/**
 * The tool contract (docs/architecture.md): one `ToolDefinition` per tool says where its value is
 * saved in the profile, how any stored or linked value is made valid, and how it reads and writes
 * its permalink; `useTool` gives the page that value, saved on every edit, or — while a permalink
 * is open — a page-local copy that never overwrites the player's data until the player keeps it.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import {
  updateCurrentProfile,
  useCurrentProfile,
  useProfileKey,
  type ProfileData,
} from "@/platform/profiles/profile-store";
import { usePermalink } from "./permalink";
import { shortenAfterPause, type Shortener } from "./short-query";
import type { LinkCodec } from "./short-link";

export type SetState<T> = (update: T | ((previous: T) => T)) => void;

/** The page state (`extra`) a link opens with: see `permalink.extraOf`. */
export type ExtraOf<Link, Context, Extra> = (
  link: Link,
  params: URLSearchParams,
  context: Context,
) => Extra;

/**
 * An `extraOf` kept out of the page's first scripts: loaded when a link is opened or shortened
 * (both happen after the page is interactive), e.g. `{ load: () => import("./x").then(...) }`.
 */
export interface LazyExtraOf<Link, Context, Extra> {
  load: () => Promise<ExtraOf<Link, Context, Extra>>;
}

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

/** A link's query as the tool's link (null: not one of this tool's links). */
export type ParseLink<Link, Context> = (params: URLSearchParams, context: Context) => Link | null;

/** A `ParseLink` kept out of the page's first scripts, loaded when a link is opened or shortened. */
export interface LazyParseLink<Link, Context> {
  load: () => Promise<ParseLink<Link, Context>>;
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
   * `sanitize`'s defaults on the next (the secure-position page keeps only the Arc bonus; the rules
   * of power-leveling and the thread helper are the site's setting).
   */
  pageOnly?: readonly (keyof T)[];
  permalink: {
    /**
     * A link's query (null: not one of this tool's links); `context` is what the page knows (game
     * data). A large one is given as a `LazyParseLink` (the GB page's).
     */
    parse: ParseLink<Link, Context> | LazyParseLink<Link, Context>;
    /**
     * The tool value a parsed link shows (default: the link itself; null: the link leaves the
     * saved value on screen). `saved` is the profile's value, for links that set only part of it.
     */
    value?: (link: Link, saved: T) => T | null;
    /**
     * The query of the value; `extra` is page state that the link keeps but the profile does not.
     * Links carry only what differs from the defaults (`shortQuery`): encode every field.
     */
    encode?: (value: T, extra: Extra, context: Context) => string;
    /**
     * The page state (`extra`) a link opens with, for tools whose link carries more than the value
     * (the trade tab, the GB page's panels, the rules): without it such a link is not shortened.
     * A large one is given as a `LazyExtraOf` (the GB page's, which reads the panels' state).
     */
    extraOf?: ExtraOf<Link, Context, Extra> | LazyExtraOf<Link, Context, Extra>;
    /** While a link is open, the address follows the edits (reloading or sharing keeps them). */
    followAddress?: boolean;
  };
}

/** The default store: the profile's `tools[key]` without the page-only fields, read through `sanitize`. */
export function toolsEntry<T, Context>(
  key: string,
  sanitize: (stored: unknown, context: Context) => T,
  pageOnly: readonly (keyof T)[] = [],
): ToolStore<T, Context> {
  return {
    select: (profile) => profile.tools[key],
    read: sanitize,
    write: (profile, value) => ({
      ...profile,
      tools: { ...profile.tools, [key]: pageOnly.length ? omit(value, pageOnly) : value },
    }),
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
  /** The permalink query of the value shown, every field in it ("" when the tool has no encoder). */
  query: string;
  /**
   * Its short form, for `PermalinkLink` (null: the link stays full). Not worked out here: the
   * short form is the link's state, so it redraws the link, not the page (short-query.ts).
   */
  shorten: Shortener | null;
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
  const store = useMemo(
    () => tool.store ?? toolsEntry(tool.key, tool.sanitize, tool.pageOnly),
    [tool],
  );
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
  // Page state in the link (`extra`) that the tool cannot read back: links stay full.
  const unreadable = options.extra !== undefined && !tool.permalink.extraOf;
  const shortened = !unreadable && tool.permalink.encode !== undefined;
  const links = useMemo(
    () => (shortened ? linkLoader(tool, context) : null),
    [shortened, tool, context],
  );
  // A short link opens over the defaults, never over the visitor's saved values.
  const link = usePermalink((params) => {
    const { parse } = tool.permalink;
    if (!links && typeof parse === "function") return parse(params, context);
    return Promise.all([links?.(), loadParse(tool)]).then(([loaded, read]) =>
      read(loaded ? new URLSearchParams(loaded.expand(params.toString())) : params, context),
    );
  });
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
  const profileKey = useProfileKey();
  // A tool whose link carries page state gets its query here only when the page gives that state.
  const encodes = !tool.permalink.extraOf || options.extra !== undefined;
  const full = encodes ? encodeValue(tool, state.value, options.extra?.(link), context) : "";
  const shorten = useMemo(() => links && shortener(links), [links]);
  const follow = tool.permalink.followAddress === true;

  // The address shows the full link at once and its short form after a pause, without a redraw.
  useEffect(() => {
    if (!follow || !state.permalinkActive) return;
    const show = (query: string) =>
      window.history.replaceState(window.history.state, "", `?${query}`);
    show(full);
    return shorten ? shortenAfterPause(shorten, full, show) : undefined;
  }, [follow, state.permalinkActive, full, shorten]);

  const keepLinked = state.keepPermalinkValues;
  const keepPermalinkValues = useCallback(() => {
    keepLinked();
    if (follow) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [keepLinked, follow]);

  return {
    ...state,
    link,
    keepPermalinkValues,
    query: full,
    shorten,
    resetKey: state.permalinkActive ? link : profileKey,
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
 * The tool's links as pure functions over `context` (`short-link.ts`); null when its links are
 * not shortened (no encoder, or page state in the link that `extraOf` cannot read back).
 * Asynchronous: the shortening code (and a `LazyExtraOf`) is not in the page's first scripts.
 */
export async function loadLinkCodec<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  context: Context,
): Promise<LinkCodec<T, Link, Extra> | null> {
  const { value, encode, extraOf } = tool.permalink;
  if (!encode) return null;
  const [parse, extra] = await Promise.all([
    loadParse(tool),
    typeof extraOf === "object" ? extraOf.load() : extraOf,
  ]);
  return {
    parse: (params) => parse(params, context),
    open: (link, saved) => (value ? value(link, saved) : (link as unknown as T)),
    extraOf: (link, params) => (extra ? extra(link, params, context) : (undefined as Extra)),
    encode: (v, extra) => encode(v, extra, context),
    defaults: tool.sanitize(undefined, context),
  };
}

/** The tool's `parse`, loaded when it is a `LazyParseLink`. */
export function loadParse<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
): Promise<ParseLink<Link, Context>> {
  const { parse } = tool.permalink;
  return typeof parse === "function" ? Promise.resolve(parse) : parse.load();
}

/** A tool's links, once their code is loaded: a short link opened in full, a full link shortened. */
interface LoadedLinks {
  expand: (query: string) => string;
  /** A few milliseconds at a time (`runInSlices`): the search parses and encodes per field. */
  shorten: (full: string) => Promise<string>;
}

/**
 * Loads the tool's link code once, when a page first needs it (a link to open, a link to
 * shorten); the promise resolves to null when the tool's links are not shortened.
 */
function linkLoader<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  context: Context,
): () => Promise<LoadedLinks | null> {
  let loaded: Promise<LoadedLinks | null> | undefined;
  return () =>
    (loaded ??= Promise.all([
      loadLinkCodec(tool, context),
      import("./short-link"),
      import("@/lib/slices"),
    ]).then(
      ([codec, links, { runInSlices }]) =>
        codec && {
          expand: (query) => links.expandQuery(codec, query),
          shorten: (full) => runInSlices(links.shortQuerySteps(codec, full)),
        },
    ));
}

/**
 * The permalink `full` of `tool` without the fields that equal its defaults (`shortQuery`);
 * `context` as the page gives it to `useTool`.
 */
export function shortToolQuery<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  full: string,
  context: Context,
): Promise<string> {
  return full ? shortener(linkLoader(tool, context))(full) : Promise.resolve(full);
}

/**
 * The shortener of `tool` for a page that builds its own full query (with the rules, the
 * leveling order's levels): give it to `PermalinkLink` with that query.
 */
export function useToolShortener<T, Link, Context, Extra>(
  tool: ToolDefinition<T, Link, Context, Extra>,
  context: Context,
): Shortener {
  return useMemo(() => shortener(linkLoader(tool, context)), [tool, context]);
}

function shortener(links: () => Promise<LoadedLinks | null>): Shortener {
  return async (full) => {
    const loaded = await links();
    return loaded ? loaded.shorten(full) : full;
  };
}

function omit<T>(value: T, fields: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = { ...value };
  for (const field of fields) delete out[field];
  return out;
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
