/**
 * Per-page metadata (docs/site.md §2): "<page title> | FoE Toolbox", description, canonical URL,
 * hreflang alternates for all 16 languages (+ x-default), Open Graph and Twitter tags.
 */
import type { Metadata } from "next";
import { LOCALE_INFO } from "@/i18n/locale-info";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "@/i18n/locales";
import { siteConfig } from "./site-config";

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "" : path}` || siteConfig.url;
}

/** hreflang → absolute URL of `path` in every locale, plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const entries = LOCALES.map(
    (locale) => [locale, absoluteUrl(localizedPath(path, locale))] as const,
  );
  return {
    ...Object.fromEntries(entries),
    "x-default": absoluteUrl(localizedPath(path, DEFAULT_LOCALE)),
  };
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
  absoluteTitle = false,
}: {
  locale: Locale;
  /** App path without locale, e.g. "/trade". */
  path: string;
  title: string;
  description: string;
  /** The home page's title already names the site. */
  absoluteTitle?: boolean;
}): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url,
      locale: LOCALE_INFO[locale].regional.replace("-", "_"),
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) =>
        LOCALE_INFO[l].regional.replace("-", "_"),
      ),
      images: [
        { url: absoluteUrl("/icons/icon-512.png"), width: 512, height: 512, alt: siteConfig.name },
      ],
    },
    twitter: {
      card: "summary",
      title: fullTitle,
      description,
      images: [absoluteUrl("/icons/icon-512.png")],
    },
  };
}
