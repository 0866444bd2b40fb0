/**
 * Every page of the site with its typed name. Route names carry the locale after three
 * underscores (`gb-investment___de`, docs/site.md §2); they identify pages in bookmarks,
 * the route state and error reports.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  localeCookie,
  PREFETCH_HEADER,
  type Locale,
} from "./locales";

export const ROUTE_PATHS = {
  index: "/",
  "gb-investment": "/gb-investment",
  "gb-investment-gb": "/gb-investment/[gb]",
  "secure-position": "/secure-position",
  "cf-calculator": "/cf-calculator",
  trade: "/trade",
  "campaign-cost": "/campaign-cost",
  "gb-leveling-order": "/gb-leveling-order",
  "thread-helper": "/thread-helper",
  "gb-statistics": "/gb-statistics",
  "gb-forecast-cost": "/gb-forecast-cost",
  "gb-power-leveling": "/gb-power-leveling",
  about: "/about",
  contact: "/contact",
  contributors: "/contributors",
  changelog: "/changelog",
  survey: "/survey",
  donate: "/donate",
  "help-to-translate-the-site": "/help-to-translate-the-site",
  "privacy-policy": "/privacy-policy",
  "cookie-policy": "/cookie-policy",
  terms: "/terms",
  "user-settings": "/user-settings",
  "reset-password": "/reset-password",
  login: "/login",
  register: "/register",
  "forgot-password": "/forgot-password",
  offline: "/offline",
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RouteParams = Record<string, string>;

export const ROUTE_NAME_SEPARATOR = "___";

/** `routeName("trade", "de")` -> `"trade___de"`. */
export function routeName(name: RouteName, locale: Locale): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** Inverse of `routeName`; `null` when the string is not a known route of a known locale. */
export function parseRouteName(value: string): { name: RouteName; locale: Locale } | null {
  const at = value.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  const name = value.slice(0, at);
  const locale = value.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!(name in ROUTE_PATHS) || !isLocale(locale)) return null;
  return { name: name as RouteName, locale };
}

/** Builds the app path (without locale) of a route: ("gb-investment-gb", {gb: "The_Arc"}). */
export function routePath(name: RouteName, params: RouteParams = {}): string {
  return ROUTE_PATHS[name].replace(/\[(\w+)\]/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(value);
  });
}

const MATCHERS = (Object.entries(ROUTE_PATHS) as [RouteName, string][]).map(([name, pattern]) => {
  const keys: string[] = [];
  const source = pattern.replace(/\[(\w+)\]/g, (_m, key: string) => {
    keys.push(key);
    return "([^/]+)";
  });
  return { name, keys, regex: new RegExp(`^${source}/?$`) };
});

/** Finds the route of an app path (without locale prefix); `null` for an unknown path. */
export function matchRoute(path: string): { name: RouteName; params: RouteParams } | null {
  for (const { name, keys, regex } of MATCHERS) {
    const match = regex.exec(path);
    if (!match) continue;
    const params: RouteParams = {};
    keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1] ?? "");
    });
    return { name, params };
  }
  return null;
}

export { DEFAULT_LOCALE };

/** The routes as next.config.ts sources: "/trade", "/gb-investment/:gb" (the home page left out). */
function routeSources(): string[] {
  const paths = Object.values(ROUTE_PATHS).filter((path) => path !== "/");
  const plain = paths.filter((path) => !path.includes("["));
  const dynamic = paths
    .filter((path) => path.includes("["))
    .map((path) => path.replace(/\[(\w+)\]/g, ":$1"));
  return [`/:page(${plain.map((path) => path.slice(1)).join("|")})`, ...dynamic];
}

/**
 * Header rules for next.config.ts: pages under a locale prefix skip the proxy (src/proxy.ts), so
 * their `locale` cookie is set here, on the site's pages only: a mistyped or old link under `/de/…`
 * (a 404) does not change the remembered language, and neither does a prefetch. Any GB name counts
 * (a wrong one is a rare 404). Next matches them case-insensitively, and `/DE/…` (which the proxy
 * redirects to `/de/…`) gets the same cookie either way.
 */
export function localeCookieHeaders(): {
  source: string;
  missing: { type: "header"; key: string }[];
  headers: { key: string; value: string }[];
}[] {
  const pages = ["", ...routeSources()];
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    pages.map((page) => ({
      source: `/${locale}${page}`,
      missing: [{ type: "header" as const, key: PREFETCH_HEADER }],
      headers: [{ key: "Set-Cookie", value: localeCookie(locale) }],
    })),
  );
}
