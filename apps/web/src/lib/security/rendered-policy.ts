/**
 * The Content Security Policy of responses rendered on request (404 pages of unknown paths): Next
 * puts the nonce of the request's policy on every script it renders, so the proxy gives each such
 * request a fresh nonce. Prerendered pages carry their own policy with script hashes instead
 * (scripts/csp-headers.mjs; docs/security-headers.md).
 */
import { matchRoute } from "@/i18n/routes";
import { splitLocalePath } from "@/i18n/locales";
import { contentSecurityPolicy, externalSources, nonceSource } from "./csp.mjs";

// Written out in full so that Next inlines the build's values into the proxy.
const EXTERNAL = externalSources({
  backendUrl: process.env.NEXT_PUBLIC_BACKEND_URL,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  hcaptchaSiteKey: process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
});

export const CSP_HEADER = "Content-Security-Policy";

/** `next dev` renders every page on request and needs eval: it gets no policy (production only). */
export const RENDERED_POLICY_ENABLED = process.env.NODE_ENV !== "development";

/** 128 random bits in base64, new for every response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function renderedPolicy(nonce: string): string {
  return contentSecurityPolicy({ scripts: [nonceSource(nonce)], external: EXTERNAL });
}

/**
 * Whether a public path is one of the site's pages, all of which are prerendered (they carry
 * their own policy and must not get a second one, which would block their scripts).
 */
export function isPrerenderedPage(pathname: string): boolean {
  try {
    return matchRoute(splitLocalePath(pathname).path) !== null;
  } catch {
    // A malformed escape (`%E0`) is no page.
    return false;
  }
}
