/**
 * Message catalogues: `messages/<locale>/<namespace>.json`. The server loads every namespace;
 * client components receive only the namespaces their page needs (see `pickMessages`).
 */
import type { AbstractIntlMessages } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const NAMESPACES = ["shell", "home", "tools"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every page's client components need (header, footer, notices). */
export const SHELL_NAMESPACES: readonly Namespace[] = ["shell", "tools"];

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<AbstractIntlMessages> {
  const mod = (await import(`../messages/${locale}/${namespace}.json`)) as {
    default: AbstractIntlMessages;
  };
  return mod.default;
}

/**
 * Loads every namespace of a locale. A namespace that fails to load is logged (product-spec §8)
 * and replaced by English, so that a page is never blank.
 */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      try {
        return [namespace, await loadNamespace(locale, namespace)] as const;
      } catch (error) {
        console.error(`[i18n] Failed to load messages "${namespace}" for locale "${locale}"`, error);
        if (locale === DEFAULT_LOCALE) throw error;
        return [namespace, await loadNamespace(DEFAULT_LOCALE, namespace)] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** The subset of `messages` a client tree needs. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly Namespace[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
