/**
 * "Last updated" dates of the legal pages: each page keeps its date as an ISO constant
 * (`YYYY-MM-DD`) in its code, shown in the visitor's language.
 */
import { LOCALE_INFO } from "@/i18n/locale-info";
import type { Locale } from "@/i18n/locales";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` as a UTC date; throws on anything else (the constants are ours, a typo is a bug). */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over to March: only a date that survives the round trip is real.
    if (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    )
      return date;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
}

/** "November 25, 2026", "25. November 2026", "25 ноября 2026 г."… (UTC, so it is the same day everywhere). */
export function formatLastUpdated(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].regional, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(parseIsoDate(isoDate));
}
