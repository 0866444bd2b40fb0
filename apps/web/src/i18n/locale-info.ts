/**
 * What the site shows of each of its 16 languages (docs/site.md §2, §22): the regional code for
 * formatting, the names and flags of the language menu. Apart from `locales.ts`, which every page's
 * routing needs, so that only the pages and parts that show these load them.
 */
import type { Locale } from "./locales";

export interface LocaleInfo {
  /** BCP 47 regional code (docs/site.md §22), used for `Intl` formatting and Open Graph. */
  regional: string;
  /** Name in English, used to sort the language list. */
  englishName: string;
  /** Name in the language itself. */
  nativeName: string;
  /** Flag emoji(s) shown in the language selector (English shows UK and US). */
  flag: string;
  dir: "ltr" | "rtl";
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    regional: "en-US",
    englishName: "English",
    nativeName: "English",
    flag: "🇬🇧🇺🇸",
    dir: "ltr",
  },
  cs: { regional: "cs-CZ", englishName: "Czech", nativeName: "Čeština", flag: "🇨🇿", dir: "ltr" },
  da: { regional: "da-DK", englishName: "Danish", nativeName: "Dansk", flag: "🇩🇰", dir: "ltr" },
  de: { regional: "de-DE", englishName: "German", nativeName: "Deutsch", flag: "🇩🇪", dir: "ltr" },
  es: { regional: "es-ES", englishName: "Spanish", nativeName: "Español", flag: "🇪🇸", dir: "ltr" },
  fr: { regional: "fr-FR", englishName: "French", nativeName: "Français", flag: "🇫🇷", dir: "ltr" },
  hu: { regional: "hu-HU", englishName: "Hungarian", nativeName: "Magyar", flag: "🇭🇺", dir: "ltr" },
  it: { regional: "it-IT", englishName: "Italian", nativeName: "Italiano", flag: "🇮🇹", dir: "ltr" },
  nl: { regional: "nl-NL", englishName: "Dutch", nativeName: "Nederlands", flag: "🇳🇱", dir: "ltr" },
  pl: { regional: "pl-PL", englishName: "Polish", nativeName: "Polski", flag: "🇵🇱", dir: "ltr" },
  pt: {
    regional: "pt-PT",
    englishName: "Portuguese",
    nativeName: "Português",
    flag: "🇵🇹",
    dir: "ltr",
  },
  "pt-BR": {
    regional: "pt-BR",
    englishName: "Portuguese (Brazil)",
    nativeName: "Português (Brasil)",
    flag: "🇧🇷",
    dir: "ltr",
  },
  ru: { regional: "ru-RU", englishName: "Russian", nativeName: "Русский", flag: "🇷🇺", dir: "ltr" },
  sk: {
    regional: "sk-SK",
    englishName: "Slovak",
    nativeName: "Slovenčina",
    flag: "🇸🇰",
    dir: "ltr",
  },
  sv: { regional: "sv-SE", englishName: "Swedish", nativeName: "Svenska", flag: "🇸🇪", dir: "ltr" },
  tr: { regional: "tr-TR", englishName: "Turkish", nativeName: "Türkçe", flag: "🇹🇷", dir: "ltr" },
};

// Both lists are written out rather than sorted here: the first collation a page does loads the
// browser's collation data, 13–35 ms of every page's start (docs/architecture.md, "Work at
// start-up"). locale-info.test.ts checks them against `Intl.Collator("en")`.

/** Languages sorted by English name, as the translation progress lists them. */
export const LOCALES_BY_ENGLISH_NAME: readonly Locale[] = [
  "cs",
  "da",
  "nl",
  "en",
  "fr",
  "de",
  "hu",
  "it",
  "pl",
  "pt",
  "pt-BR",
  "ru",
  "sk",
  "es",
  "sv",
  "tr",
];

/**
 * The language menu's order: each language under its own name, in one order for every page
 * (Latin scripts first, as a collation puts them), so no page lists the names of its own language.
 */
export const LOCALES_BY_NATIVE_NAME: readonly Locale[] = [
  "cs",
  "da",
  "de",
  "en",
  "es",
  "fr",
  "it",
  "hu",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "sk",
  "sv",
  "tr",
  "ru",
];
