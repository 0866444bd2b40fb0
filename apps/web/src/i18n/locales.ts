/**
 * The 16 enabled languages (docs/site.md §2, §22). English is the default and has no URL prefix.
 * Kept free of framework imports so that the proxy, the service worker and tests can share it.
 */
import { DEFAULT_SITE_LOCALE, SITE_LOCALES } from "@foe-toolbox/survey-schema/locales";

/** The list itself is shared with the backend, the browser tests and the scripts. */
export const LOCALES = SITE_LOCALES;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = DEFAULT_SITE_LOCALE;

/** The name of `locale` in the language `inLocale` ("allemand" for de in fr), if the runtime knows it. */
export function languageNameIn(locale: Locale, inLocale: Locale): string | null {
  try {
    return new Intl.DisplayNames([inLocale], { type: "language" }).of(locale) ?? null;
  } catch {
    return null;
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Validates a locale code coming from outside (URL, cookie, stored settings). An unknown code is
 * logged as a warning (docs/site.md §21) and replaced by the default.
 */
export function toLocale(value: unknown): Locale {
  if (isLocale(value)) return value;
  console.warn(
    `[i18n] Unknown locale code ${JSON.stringify(value)}; falling back to "${DEFAULT_LOCALE}".`,
  );
  return DEFAULT_LOCALE;
}

/** Locale cookie of docs/site.md §22: name `locale`, 365 days, SameSite=Lax, not Secure-only. */
export const LOCALE_COOKIE = {
  name: "locale",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: "lax",
  secure: false,
  path: "/",
} as const;

/**
 * The `locale` cookie as a `Set-Cookie` value (the same text works for `document.cookie`). It has
 * Max-Age but no absolute Expires date, so a response replayed by a cache still gives 365 days.
 */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; Path=${LOCALE_COOKIE.path}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; SameSite=${LOCALE_COOKIE.sameSite}`;
}

/**
 * Request header of the router's prefetches: a prefetched page is not visited, so it must not
 * change the remembered language (hovering a link to `/pl` is no choice of Polish).
 */
export const PREFETCH_HEADER = "next-router-prefetch";

/** Path prefix of a locale: "" for English, "/de" otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** Public path of an app path in a locale: ("/trade", "de") -> "/de/trade"; ("/", "de") -> "/de". */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path === "/" ? "" : path;
  return `${localePrefix(locale)}${clean}` || "/";
}

/** Splits a public path into its locale and app path: "/pt-BR/trade" -> ["pt-BR", "/trade"]. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const segment = pathname.split("/")[1] ?? "";
  if (isLocale(segment) && segment !== DEFAULT_LOCALE) {
    const rest = pathname.slice(segment.length + 1);
    return { locale: segment, path: rest || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}
