/**
 * Locale routing (product-spec §2): next-intl detects the language and redirects; we also set the
 * `locale` cookie on every visit (next-intl only sets it when it differs from Accept-Language).
 */
import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { isLocale, LOCALE_COOKIE, splitLocalePath } from "./i18n/locales";

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
  response.cookies.set(LOCALE_COOKIE.name, locale, {
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    secure: LOCALE_COOKIE.secure,
    path: LOCALE_COOKIE.path,
  });
  return response;
}

export const config = {
  // Everything but Next internals, API routes and files with an extension (sw.js, icons, …).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
