/**
 * The services the consent panel lists (docs/site.md §10). "FoE Toolbox" itself is required (it keeps
 * the visitor's configuration in local storage); the optional ones are third parties that exist
 * only when the operator configured them at build time.
 */
import { botCheckFromKeys } from "@/platform/bot-check/config";

export const CONSENT_SERVICES = ["toolbox", "error-reporting", "bot-check"] as const;
export type ConsentService = (typeof CONSENT_SERVICES)[number];

export type ConsentPurpose = "functional" | "errorReporting" | "security";

export interface ServiceInfo {
  id: ConsentService;
  purpose: ConsentPurpose;
  required: boolean;
  /**
   * Asked for on arrival, by the panel opening by itself: the service would run on every page.
   * The others are asked for where they are needed (the bot check at its form).
   */
  askedOnArrival: boolean;
}

export const SERVICE_INFO: Record<ConsentService, ServiceInfo> = {
  // The site's own storage needs no consent: the cookie policy and the footer explain it.
  toolbox: { id: "toolbox", purpose: "functional", required: true, askedOnArrival: false },
  "error-reporting": {
    id: "error-reporting",
    purpose: "errorReporting",
    required: false,
    askedOnArrival: true,
  },
  "bot-check": { id: "bot-check", purpose: "security", required: false, askedOnArrival: false },
};

export interface ServiceConfig {
  sentryDsn?: string;
  hcaptchaSiteKey?: string;
  recaptchaSiteKey?: string;
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** The services of this build, in display order. */
export function configuredServices(config: ServiceConfig): ConsentService[] {
  return CONSENT_SERVICES.filter((service) => {
    if (service === "error-reporting") return isSet(config.sentryDsn);
    if (service === "bot-check")
      return isSet(config.hcaptchaSiteKey) || isSet(config.recaptchaSiteKey);
    return true;
  });
}

/** `NEXT_PUBLIC_*` values are inlined at build time, so the services are fixed per build. */
export const SERVICE_CONFIG: ServiceConfig = {
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  hcaptchaSiteKey: process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
};

export const SERVICES: readonly ConsentService[] = configuredServices(SERVICE_CONFIG);

/** The services the visitor may refuse. */
export const OPTIONAL_SERVICES: readonly ConsentService[] = SERVICES.filter(
  (s) => !SERVICE_INFO[s].required,
);

/**
 * Whether the consent panel opens by itself until the visitor answers: only when a listed service
 * is asked for on arrival. Otherwise the first screen has no panel over it.
 */
export function asksOnArrival(services: readonly ConsentService[]): boolean {
  return services.some((s) => SERVICE_INFO[s].askedOnArrival);
}

export const ASKS_ON_ARRIVAL: boolean = asksOnArrival(SERVICES);

export function isConsentService(value: unknown): value is ConsentService {
  return typeof value === "string" && (CONSENT_SERVICES as readonly string[]).includes(value);
}

/** Name of the bot-check provider the forms use (the same choice as the bot-check widget's). */
export function botCheckProviderName(config: ServiceConfig): string | null {
  const check = botCheckFromKeys({
    hcaptcha: config.hcaptchaSiteKey,
    recaptcha: config.recaptchaSiteKey,
  });
  return check === null ? null : check.provider === "hcaptcha" ? "hCaptcha" : "reCAPTCHA";
}
