/**
 * The app remembers the current route, the previous route, their params and query (docs/site.md
 * §2) — used for permalinks and attached to error reports.
 */
import { createStore } from "zustand/vanilla";
import { splitLocalePath } from "@/i18n/locales";
import { matchRoute, routeName } from "@/i18n/routes";

export interface RouteInfo {
  /** `<name>___<locale>`, or `null` for an unknown path. */
  name: string | null;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface RouteState {
  current: RouteInfo | null;
  previous: RouteInfo | null;
}

export const routeStore = createStore<RouteState>()(() => ({ current: null, previous: null }));

/** Describes a public path + query string as a route. */
export function describeRoute(pathname: string, search: string): RouteInfo {
  const { locale, path } = splitLocalePath(pathname);
  const match = matchRoute(path);
  return {
    name: match ? routeName(match.name, locale) : null,
    path: pathname,
    params: match?.params ?? {},
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}

export function recordRoute(pathname: string, search: string): void {
  const next = describeRoute(pathname, search);
  const { current } = routeStore.getState();
  if (
    current &&
    current.path === next.path &&
    JSON.stringify(current.query) === JSON.stringify(next.query)
  ) {
    return;
  }
  routeStore.setState({ current: next, previous: current });
}
