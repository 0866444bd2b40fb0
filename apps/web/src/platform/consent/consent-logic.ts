/**
 * Pure rules of the consent (docs/site.md §10): an answer is valid for one year (the expiration date is
 * kept in the global settings as `cookieConsentExpirationDate`), and an answer given for another
 * list of services must be renewed. Required services are always granted once answered.
 */
import { SERVICE_INFO, isConsentService, type ConsentService } from "./services";
import { isPlainObject } from "@/lib/storage/sanitize";

export interface ConsentRecord {
  /** The services listed when the visitor answered; `[]` = never answered (or reset). */
  services: ConsentService[];
  /** Optional services the visitor allowed. */
  granted: ConsentService[];
  /** ISO timestamp of the answer. */
  answeredAt: string | null;
}

export type ConsentStatus = "unanswered" | "expired" | "renew" | "valid";

export function emptyConsent(): ConsentRecord {
  return { services: [], granted: [], answeredAt: null };
}

function serviceList(value: unknown): ConsentService[] {
  return Array.isArray(value) ? [...new Set(value.filter(isConsentService))] : [];
}

export function sanitizeConsent(value: unknown): ConsentRecord {
  if (!isPlainObject(value)) return emptyConsent();
  const answeredAt =
    typeof value.answeredAt === "string" && !Number.isNaN(Date.parse(value.answeredAt))
      ? value.answeredAt
      : null;
  if (answeredAt === null) return emptyConsent();
  const services = serviceList(value.services);
  return {
    services,
    granted: serviceList(value.granted).filter((s) => services.includes(s)),
    answeredAt,
  };
}

/** One year after `now`, as an ISO timestamp (29 February answers expire on 1 March). */
export function consentExpiration(now: Date): string {
  const date = new Date(now.getTime());
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString();
}

function sameServices(a: readonly ConsentService[], b: readonly ConsentService[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

export function consentStatus(
  record: ConsentRecord,
  expiration: string | null,
  services: readonly ConsentService[],
  now: Date,
): ConsentStatus {
  if (record.answeredAt === null) return "unanswered";
  const expiresAt = expiration === null ? Number.NaN : Date.parse(expiration);
  // A missing or unreadable date counts as expired: the answer can no longer be dated.
  if (Number.isNaN(expiresAt) || expiresAt <= now.getTime()) return "expired";
  return sameServices(record.services, services) ? "valid" : "renew";
}

/**
 * Whether a service may run. A choice survives a renewal request (the visitor's answer about one
 * service did not change because another was added) but not the expiry.
 */
export function isGranted(
  record: ConsentRecord,
  expiration: string | null,
  services: readonly ConsentService[],
  service: ConsentService,
  now: Date,
): boolean {
  if (!services.includes(service)) return false;
  const status = consentStatus(record, expiration, services, now);
  if (status === "unanswered" || status === "expired") return false;
  return SERVICE_INFO[service].required || record.granted.includes(service);
}

/** The record stored for an answer: every listed service, and the optional ones allowed. */
export function answer(
  services: readonly ConsentService[],
  granted: readonly ConsentService[],
  now: Date,
): ConsentRecord {
  return {
    services: [...services],
    granted: services.filter((s) => !SERVICE_INFO[s].required && granted.includes(s)),
    answeredAt: now.toISOString(),
  };
}
