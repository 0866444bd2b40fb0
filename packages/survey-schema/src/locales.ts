/**
 * The site's 16 languages (docs/site.md §2, §22): English, the default without a URL prefix, then
 * the 15 languages whose pages live under `/<locale>`. The one list of the site, the backend, the
 * browser tests and the scripts; kept here because every workspace can import this package.
 */
export const SITE_LOCALES = [
  "en",
  "cs",
  "da",
  "de",
  "es",
  "fr",
  "hu",
  "it",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ru",
  "sk",
  "sv",
  "tr",
] as const;

export type SiteLocale = (typeof SITE_LOCALES)[number];

export const DEFAULT_SITE_LOCALE = "en" satisfies SiteLocale;

/** The languages with a URL prefix (every one but English). */
export const PREFIXED_LOCALES: readonly Exclude<SiteLocale, typeof DEFAULT_SITE_LOCALE>[] =
  SITE_LOCALES.filter(
    (locale): locale is Exclude<SiteLocale, typeof DEFAULT_SITE_LOCALE> =>
      locale !== DEFAULT_SITE_LOCALE,
  );
