/**
 * What the service worker saves for offline use after a first visit (docs/offline.md): the list it
 * downloads, and where it finds the offline page of a language. Shared by the worker, the route
 * that serves the list and the page that starts the saving; framework-free.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localizedPath,
  splitLocalePath,
  type Locale,
} from "@/i18n/locales";

/** Served by `app/data/offline.json/route.ts`, built with the site. */
export const OFFLINE_MANIFEST_PATH = "/data/offline.json";

/** App path of the page shown for a page that was not saved. */
export const OFFLINE_PAGE_PATH = "/offline";

export interface OfflineManifest {
  /** Per language, the public paths of its pages, the offline page first. */
  pages: Record<string, string[]>;
  /** The game data files the tools download, the same in every language. */
  data: string[];
}

/** The manifest for the site's app paths (the home page included) and data files. */
export function offlineManifest(
  paths: readonly string[],
  data: readonly string[],
): OfflineManifest {
  const ordered = [OFFLINE_PAGE_PATH, ...paths.filter((p) => p !== OFFLINE_PAGE_PATH)];
  return {
    pages: Object.fromEntries(
      LOCALES.map((locale) => [locale, ordered.map((path) => localizedPath(path, locale))]),
    ),
    data: [...data],
  };
}

/** The URLs to save for a visit in `locale` (unknown languages save nothing). */
export function urlsToSave(manifest: OfflineManifest, locale: string): string[] {
  const pages = isLocale(locale) ? manifest.pages[locale] : undefined;
  return pages ? [...pages, ...manifest.data] : [];
}

/**
 * The offline pages to try, best first, for a page that could not be loaded: the page's own
 * language, then English, then any other one saved during an earlier visit.
 */
export function offlinePageCandidates(pathname: string): string[] {
  const { locale } = splitLocalePath(pathname);
  const order: Locale[] = [locale, DEFAULT_LOCALE, ...LOCALES];
  return [...new Set(order)].map((l) => localizedPath(OFFLINE_PAGE_PATH, l));
}
