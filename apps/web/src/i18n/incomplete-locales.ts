/**
 * Which languages to flag as incompletely translated (docs/site.md §2). Kept apart from
 * translation-progress.ts so that the browser gets these few lines, not the catalogue logic.
 */
import { LOCALES, type Locale } from "./locales";

/** Below this share a language is flagged in the selector and the notice. */
export const COMPLETE_ENOUGH_PERCENT = 80;

/** The locales below 80 %, with their percentage. */
export function incompleteLocales(
  progress: Record<Locale, number>,
): Partial<Record<Locale, number>> {
  return Object.fromEntries(
    Object.entries(progress).filter(([, percent]) => percent < COMPLETE_ENOUGH_PERCENT),
  );
}

/**
 * The site's locales matching the browser's preferred languages, in the browser's order: an exact
 * match (`pt-BR`) first, else the base language (`de-AT` → `de`).
 */
export function localesFromBrowser(languages: readonly string[]): Locale[] {
  const out: Locale[] = [];
  for (const language of languages) {
    const exact = LOCALES.find((l) => l.toLowerCase() === language.toLowerCase());
    const base = LOCALES.find((l) => l === language.split("-")[0]?.toLowerCase());
    const match = exact ?? base;
    if (match && !out.includes(match)) out.push(match);
  }
  return out;
}

/**
 * The languages the incomplete-translation notice lists: the current one and the browser's, where
 * below 80 %. Empty once the visitor has answered the notice.
 */
export function localesToNotify(
  incomplete: Partial<Record<Locale, number>>,
  current: Locale,
  browserLanguages: readonly string[],
  haveRead: boolean,
): Locale[] {
  if (haveRead) return [];
  return [current, ...localesFromBrowser(browserLanguages)].filter(
    (locale, index, all) => all.indexOf(locale) === index && incomplete[locale] !== undefined,
  );
}
