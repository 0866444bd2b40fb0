import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: true,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  },
  // hreflang alternates are produced by our own metadata (they need the site URL).
  alternateLinks: false,
});
