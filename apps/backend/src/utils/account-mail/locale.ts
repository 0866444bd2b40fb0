/**
 * The language of account mails: the site sends its locale with register, forgot password and
 * "send the confirmation again" (REST); anything else, GraphQL included, gets English. It is kept
 * for the time of the request's work, so the mail sent deep inside users-permissions (the
 * confirmation on register) knows it too.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { SITE_LOCALES } from "@foe-toolbox/survey-schema";

/** The site's languages (the one list, in packages/survey-schema). */
export const MAIL_LOCALES = SITE_LOCALES;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** One of the site's locales (case-insensitive), English for anything else. */
export function toMailLocale(value: unknown): MailLocale {
  if (typeof value !== "string") return "en";
  return MAIL_LOCALES.find((locale) => locale.toLowerCase() === value.toLowerCase()) ?? "en";
}

const current = new AsyncLocalStorage<MailLocale>();

export function withMailLocale<T>(locale: MailLocale, work: () => T): T {
  return current.run(locale, work);
}

export function currentMailLocale(): MailLocale {
  return current.getStore() ?? "en";
}

export function siteUrl(): string {
  return (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
}

/** A page of the site in `locale` (English has no prefix). */
export function sitePage(locale: MailLocale, path: string): string {
  return `${siteUrl()}${locale === "en" ? "" : `/${locale}`}${path}`;
}
