/**
 * Locale routing (docs/site.md §2): next-intl detects the language and redirects; we also set the
 * `locale` cookie on every visit (next-intl only sets it when it differs from Accept-Language).
 * Next strips the router's headers before this runs, so it cannot tell a prefetch from a visit;
 * that is harmless here, since pages only link (and prefetch) within their own language.
 *
 * It only runs where the language must be detected: paths without a locale prefix (and wrongly
 * written prefixes such as `/DE`, which next-intl redirects). A page under a locale prefix does not
 * depend on the cookie or Accept-Language, so it skips this function — which halves the server's
 * work per request — and gets its cookie from a header rule (`localeCookieHeaders`, next.config.ts).
 */
import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { isLocale, LOCALE_COOKIE, localeCookie, splitLocalePath } from "./i18n/locales";

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
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
  response.headers.append("set-cookie", localeCookie(locale));
  return response;
}

export const config = {
  // Everything but Next internals, API routes, files with an extension (sw.js, icons, …) and
  // paths under the prefix of a locale other than English (proxy.test.ts checks this list).
  matcher: [
    "/((?!api|_next|_vercel|(?:cs|da|de|es|fr|hu|it|nl|pl|pt|pt-BR|ru|sk|sv|tr)(?:/|$)|.*\\..*).*)",
  ],
};
