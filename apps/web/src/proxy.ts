/**
 * Locale routing (docs/site.md §2): next-intl detects the language and redirects; we also set the
 * `locale` cookie on every visit of a page (next-intl only sets it when it differs from
 * Accept-Language), never on a 404: a wrong link does not change the remembered language.
 * Next strips the router's headers before this runs, so it cannot tell a prefetch from a visit;
 * that is harmless here, since pages only link (and prefetch) within their own language.
 *
 * It only runs where the language must be detected: paths without a locale prefix (and wrongly
 * written prefixes such as `/DE`, which next-intl redirects). A page under a locale prefix does not
 * depend on the cookie or Accept-Language, so it skips this function — which halves the server's
 * work per request — and gets its cookie from a header rule (`localeCookieHeaders` in
 * src/i18n/routes.ts, next.config.ts).
 *
 * It also runs on the paths under a locale prefix that are no page (404s, rendered on request) and
 * gives every response rendered on request a Content Security Policy with a fresh nonce, which
 * Next puts on its scripts; prerendered pages have theirs with script hashes (docs/security-headers.md).
 */
import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { routing } from "./i18n/routing";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeCookie,
  splitLocalePath,
} from "./i18n/locales";
import {
  CSP_HEADER,
  isPrerenderedPage,
  newNonce,
  renderedPolicy,
  RENDERED_POLICY_ENABLED,
} from "./lib/security/rendered-policy";

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  if (!RENDERED_POLICY_ENABLED || isPrerenderedPage(request.nextUrl.pathname)) {
    return routeLocale(request);
  }
  // A 404 rendered on request: Next reads the nonce from the request's policy.
  const policy = renderedPolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  const response =
    splitLocalePath(request.nextUrl.pathname).locale === DEFAULT_LOCALE
      ? routeLocale(new NextRequest(request, { headers }))
      : // Under a locale prefix there is no language to detect (the cookie comes from next.config.ts).
        NextResponse.next({ request: { headers } });
  if (!response.headers.has("location")) response.headers.set(CSP_HEADER, policy);
  return response;
}

function routeLocale(request: NextRequest) {
  const stored = request.cookies.get(LOCALE_COOKIE.name)?.value;
  if (stored !== undefined && !isLocale(stored)) {
    console.warn(`[i18n] Unknown locale code in cookie: ${JSON.stringify(stored)}`);
  }
  const response = handleI18nRouting(request);
  const location = response.headers.get("location");
  const finalPath = location ? new URL(location, request.url).pathname : request.nextUrl.pathname;
  const { locale } = splitLocalePath(finalPath);
  // next-intl sets no other cookie; its own locale cookie (with an Expires date) is replaced by ours.
  response.headers.delete("set-cookie");
  if (isPrerenderedPage(finalPath)) response.headers.append("set-cookie", localeCookie(locale));
  return response;
}

export const config = {
  // Everything but Next internals, API routes, files with an extension (sw.js, icons, …) and
  // the pages under the prefix of a locale other than English (proxy.test.ts checks both lists
  // against the locales and the routes; any GB name is left out, a wrong one is a rare 404).
  matcher: [
    "/((?!api|_next|_vercel|.*\\..*|(?:cs|da|de|es|fr|hu|it|nl|pl|pt|pt-BR|ru|sk|sv|tr)(?:/(?:gb-investment(?:/[^/]+)?|secure-position|cf-calculator|trade|campaign-cost|gb-leveling-order|thread-helper|gb-statistics|gb-forecast-cost|gb-power-leveling|about|contact|contributors|changelog|survey|donate|help-to-translate-the-site|privacy-policy|cookie-policy|terms|user-settings|reset-password|login|register|forgot-password|offline))?/?$).*)",
  ],
};
