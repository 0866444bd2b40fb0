/**
 * Message catalogues: `messages/<locale>.json`, one top-level key per namespace. The server loads a
 * whole catalogue; client components receive only the namespaces their page needs (`pickMessages`).
 * Catalogues are precompiled at build time (next-intl plugin), so no ICU parser ships to browsers.
 */
import type { AbstractIntlMessages } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const NAMESPACES = ["shell", "home", "tools"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every page's client components need (header, footer, notices). */
export const SHELL_NAMESPACES: readonly Namespace[] = ["shell", "tools"];

async function loadCatalogue(locale: Locale): Promise<AbstractIntlMessages> {
  return ((await import(`../messages/${locale}.json`)) as { default: AbstractIntlMessages }).default;
}

/**
 * Loads a locale's messages. A catalogue that fails to load is logged (product-spec §8) and
 * replaced by English, so that a page is never blank.
 */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  try {
    return await loadCatalogue(locale);
  } catch (error) {
    console.error(`[i18n] Failed to load the messages of locale "${locale}"`, error);
    if (locale === DEFAULT_LOCALE) throw error;
    return loadCatalogue(DEFAULT_LOCALE);
  }
}

/** The subset of `messages` a client tree needs. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly Namespace[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
