/**
 * Message catalogues: `messages/<namespace>/<locale>.json` — one folder per feature, so a feature's
 * texts live together. The server loads every namespace of a locale; client components receive only
 * the namespaces their page needs (`pickMessages`). Catalogues are precompiled at build time
 * (next-intl plugin), so no ICU parser ships to browsers.
 */
import type { AbstractIntlMessages } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const NAMESPACES = [
  "shell",
  "home",
  "tools",
  "calculator",
  "settings",
  "ages",
  "ageShort",
  "resources",
  "bonuses",
  "gbStatistics",
  "gbForecast",
  "gbLevelingOrder",
  "gbRules",
  "gbPowerLeveling",
  "threadHelper",
  "securePosition",
  "promotionMessages",
  "gbInvestment",
  "campaignCost",
  "goods",
  "cfCalculator",
  "trade",
  "forms",
  "account",
  "content",
  "about",
  "terms",
  "privacyPolicy",
  "cookiePolicy",
  "donate",
  "contributors",
  "consent",
  "install",
  "changelog",
  "helpTranslate",
  "contact",
  "survey",
  "offline",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every page's client components need (header, footer, notices). */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  "shell",
  "tools",
  "settings",
  "consent",
  "install",
];

async function loadNamespace(namespace: Namespace, locale: Locale): Promise<AbstractIntlMessages> {
  return (
    (await import(`../messages/${namespace}/${locale}.json`)) as { default: AbstractIntlMessages }
  ).default;
}

/**
 * Loads every namespace of a locale. One that fails to load is logged (docs/site.md §21) and
 * replaced by English, so that a page is never blank.
 */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      try {
        return [namespace, await loadNamespace(namespace, locale)] as const;
      } catch (error) {
        console.error(`[i18n] Failed to load messages "${namespace}" of locale "${locale}"`, error);
        if (locale === DEFAULT_LOCALE) throw error;
        return [namespace, await loadNamespace(namespace, DEFAULT_LOCALE)] as const;
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
  return Object.fromEntries(
    namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]),
  );
}
