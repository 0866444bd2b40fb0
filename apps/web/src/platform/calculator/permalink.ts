/**
 * Permalinks (docs/site.md §16): a tool's inputs as a query string. Opening such a URL enters permalink
 * mode — the URL values are used and edits are not saved into the profile — until the page is left.
 */
import { useEffect, useState } from "react";

export type PermalinkValue = string | number | boolean | readonly (string | number)[];

/** `{level: 10, pct: [90, 90]}` -> `level=10&pct=90,90` (stable key order). */
export function encodePermalink(state: Record<string, PermalinkValue | undefined>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(state).sort()) {
    const value = state[key];
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params.toString();
}

/** Reads a number from the query; `undefined` when absent or not a finite number. */
export function readNumber(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function readBoolean(params: URLSearchParams, key: string): boolean | undefined {
  const raw = params.get(key);
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  return undefined;
}

/**
 * The permalink state of this page visit, parsed once after mount (reading the URL after
 * hydration keeps the page statically rendered). `null` when the URL has no query. `parse` may
 * answer later (a tool whose link code loads first).
 */
export function usePermalink<T>(
  parse: (params: URLSearchParams) => T | null | Promise<T | null>,
): T | null {
  const [state, setState] = useState<T | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if ([...params.keys()].length === 0) return;
    const parsed = parse(params);
    if (!(parsed instanceof Promise)) {
      setState(parsed);
      return;
    }
    let live = true;
    void parsed.then((value) => live && setState(value));
    return () => {
      live = false;
    };
    // Parsed once per visit by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** Absolute URL of the current page with `query` (for the permalink link and copying). */
export function permalinkHref(query: string): string {
  const { origin, pathname } = window.location;
  return query ? `${origin}${pathname}?${query}` : `${origin}${pathname}`;
}
