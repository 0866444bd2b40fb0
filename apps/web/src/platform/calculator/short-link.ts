/**
 * Short permalinks (docs/site.md §16): a link carries only the values that differ from the
 * tool's defaults, and a value it leaves out is the default, never the visitor's own. Pure
 * functions over a `LinkCodec` (a tool's parse / open / encode with its context), so that the
 * contract (`useTool`) and tests share one definition of "opens the same":
 * - `expandQuery`: the query a link opens, its own pairs plus the defaults of those it leaves out;
 * - `shortQuery`: a full query without every pair whose absence opens the same.
 */
import { runToEnd } from "@/lib/slices";

export interface LinkCodec<T, Link, Extra> {
  /** The link a query stands for (null: not one of this tool's links). */
  parse: (params: URLSearchParams) => Link | null;
  /** The value a link opens over `saved` (null: the link leaves the saved value on screen). */
  open: (link: Link, saved: T) => T | null;
  /** What the page keeps besides the value when it opens the link (a tab, the GB page's panels). */
  extraOf: (link: Link, params: URLSearchParams) => Extra;
  /** The query of a value with every field. */
  encode: (value: T, extra: Extra) => string;
  /** The tool's defaults (`sanitize(undefined)`). */
  defaults: T;
}

/**
 * The query of everything `query` opens, with every field, when the visitor's own values are the
 * defaults; null when it is not a link of this tool or leaves the saved value on screen.
 */
export function canonicalQuery<T, Link, Extra>(
  codec: LinkCodec<T, Link, Extra>,
  query: string,
): string | null {
  const params = new URLSearchParams(query);
  const link = codec.parse(params);
  if (link === null) return null;
  const value = codec.open(link, codec.defaults);
  if (value === null) return null;
  return codec.encode(value, codec.extraOf(link, params));
}

/**
 * The query a page parses when `query` is opened: its own pairs, then the default of every field
 * it leaves out (so a short link opens the sender's state, not the visitor's saved values). A
 * query that is not a full link of the tool stays as it is.
 */
export function expandQuery<T, Link, Extra>(
  codec: LinkCodec<T, Link, Extra>,
  query: string,
): string {
  return expandWith((q) => canonicalQuery(codec, q), query);
}

type Canonical = (query: string) => string | null;

function expandWith(canonical: Canonical, query: string): string {
  const full = canonical(query);
  if (full === null) return query;
  const params = new URLSearchParams(query);
  const own = new Set(params.keys());
  for (const [key, value] of new URLSearchParams(full)) {
    if (!own.has(key)) params.append(key, value);
  }
  return params.toString();
}

/**
 * `canonicalQuery` of one codec, remembered by the query's pairs in key order: the queries a
 * shortening tries mostly differ from the full link only in the order of their pairs (a field
 * left out comes back at the end, with the same default), so most of them are worked out once.
 * (A link's meaning never depends on the order of different keys; pairs of one key keep theirs.)
 */
function rememberingCanonical<T, Link, Extra>(codec: LinkCodec<T, Link, Extra>): Canonical {
  const seen = new Map<string, string | null>();
  return (query) => {
    const params = new URLSearchParams(query);
    params.sort();
    const key = params.toString();
    let out = seen.get(key);
    if (out === undefined) {
      out = canonicalQuery(codec, query);
      seen.set(key, out);
    }
    return out;
  };
}

/** What opening `query` shows, as a comparable string (null: not a link that opens a value). */
function opened(canonical: Canonical, query: string): string | null {
  return canonical(expandWith(canonical, query));
}

/**
 * `full` without every pair whose absence opens the same (`expandQuery` then fills it in with
 * the same value). Pairs are tried one by one, longest first, so fields that only count together
 * stay together; keys the tool does not encode (read by the page itself) always stay, and so does
 * one pair (the shortest that works), so that the link still opens as a link.
 * (A greedy search, not the shortest possible subset: it runs after every edit, when the browser
 * is idle.)
 */
export function shortQuery<T, Link, Extra>(codec: LinkCodec<T, Link, Extra>, full: string): string {
  return runToEnd(shortQuerySteps(codec, full));
}

/**
 * The encoded keys of `full` whose values are the tool's defaults: what a short link leaves out
 * in most cases, tried as one group before the search goes pair by pair.
 */
function defaultKeys<T, Link, Extra>(
  codec: LinkCodec<T, Link, Extra>,
  full: URLSearchParams,
  keys: readonly string[],
): string[] {
  const link = codec.parse(full);
  if (link === null) return [];
  const defaults = new URLSearchParams(codec.encode(codec.defaults, codec.extraOf(link, full)));
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((v, i) => v === b[i]);
  return keys.filter((key) => same(full.getAll(key), defaults.getAll(key)));
}

/**
 * `shortQuery` one tried query at a time: it yields after each, so that a page can spread the
 * search over short tasks. Each try parses and encodes a link (on the GB page, some thirty
 * fields), so the pairs equal to the defaults are first tried as one group: on the GB page a
 * level typed is then shortened in a handful of tries instead of some sixty. When the group does
 * not open the same (defaults that depend on other fields, a link that needs one of them to stay
 * a link), the search goes pair by pair from the full link, as it would without it.
 */
export function* shortQuerySteps<T, Link, Extra>(
  codec: LinkCodec<T, Link, Extra>,
  full: string,
): Generator<void, string> {
  const canonical = rememberingCanonical(codec);
  const target = opened(canonical, full);
  if (target === null) return full;
  const encoded = new Set(new URLSearchParams(target).keys());
  const fullParams = new URLSearchParams(full);
  let shortest = new URLSearchParams(full);
  // Longest pairs first: when one of several pairs has to stay, the shortest one does.
  const size = (key: string) => shortest.getAll(key).reduce((n, v) => n + key.length + v.length, 0);
  const keys = [...new Set(shortest.keys())].filter((key) => encoded.has(key));
  keys.sort((a, b) => size(b) - size(a));
  // The defaults left out as one group, when that opens the same (a group of one or of every
  // pair is left to the pair-by-pair search).
  const defaults = defaultKeys(codec, fullParams, keys);
  const grouped = new Set<string>();
  if (defaults.length > 1 && defaults.length < keys.length) {
    yield;
    const next = new URLSearchParams(shortest);
    for (const key of defaults) next.delete(key);
    if (opened(canonical, next.toString()) === target) {
      shortest = next;
      for (const key of defaults) grouped.add(key);
    }
  }
  for (const key of keys) {
    if (!shortest.has(key)) continue;
    yield;
    const next = new URLSearchParams(shortest);
    next.delete(key);
    if ([...next.keys()].length > 0 && opened(canonical, next.toString()) === target)
      shortest = next;
  }
  // Fields that only count together (a level range) may stay as a pair where one other field
  // alone would open the same: the shortest of those wins. Only queries shorter than the best so
  // far are opened, and not those of a default value left out with the group (alone, it opens
  // the defaults, which the pairs kept differ from).
  let best = shortest.toString();
  const pairs = [...fullParams];
  for (const key of keys) {
    if (grouped.has(key)) continue;
    const query = new URLSearchParams(
      pairs.filter(([k]) => k === key || !encoded.has(k)),
    ).toString();
    if (query.length >= best.length) continue;
    yield;
    if (opened(canonical, query) === target) best = query;
  }
  return best;
}
