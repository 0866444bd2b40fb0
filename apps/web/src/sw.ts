/// <reference lib="webworker" />
/**
 * Service worker (built by `serwist build` after `next build`): precaches the app shell (static
 * chunks, styles, icons, manifest) and caches every visited page and its data network-first. After
 * a first visit it also saves, in the background, every page of the visitor's language and the
 * game data (docs/offline.md), so every tool and GB page opens offline; a page it has not saved
 * gets the translated offline page. A new version waits until the page tells it to take over (the
 * page shows an update notice first).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import {
  OFFLINE_MANIFEST_PATH,
  offlinePageCandidates,
  urlsToSave,
  type OfflineManifest,
} from "./lib/pwa/offline";
import { PLAYER_ACTIVE, SAVE_DONE, SAVE_QUIET_MS, quietGate } from "./lib/pwa/quiet";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const DATA_PATH_PREFIX = "/data/";
const DATA_CACHE = "data";
const PAGES_CACHE_PREFIX = "pages";
/**
 * Pages are kept per version of the site: a saved page names the files of its version, which the
 * next version's precache no longer holds. The version is a hash of the precache list.
 */
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}-${hashOf(JSON.stringify(self.__SW_MANIFEST ?? []))}`;
/** Downloads at a time while saving a language: the visitor's own requests keep the priority. */
const SAVE_CONCURRENCY = 2;

/** A page that is neither online nor saved: the offline page, in its language if saved. */
const offlineFallback: SerwistPlugin = {
  async handlerDidError({ request }) {
    if (request.mode !== "navigate") return undefined;
    const cache = await caches.open(PAGES_CACHE);
    for (const path of offlinePageCandidates(new URL(request.url).pathname)) {
      const page = await cache.match(new URL(path, self.location.origin).href);
      if (page) return page;
    }
    return undefined;
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Pages (HTML) and their React Server Component payloads: fresh when online, cached offline.
      matcher: ({ request, sameOrigin }) =>
        sameOrigin && (request.mode === "navigate" || request.headers.get("RSC") === "1"),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
          offlineFallback,
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "static",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 365 * 24 * 60 * 60 })],
      }),
    },
    {
      // Game data loaded on demand (`/data/*.json?v=<content hash>`): a new version has a new URL.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(DATA_PATH_PREFIX),
      handler: new CacheFirst({
        cacheName: DATA_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 365 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && /\.(?:png|svg|ico|webmanifest|json)$/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: "assets" }),
    },
  ],
});

/** Each URL goes to the cache its runtime rule above reads: game data, other JSON, or pages. */
function cacheFor(url: string): string {
  const { pathname } = new URL(url, self.location.href);
  if (pathname.startsWith(DATA_PATH_PREFIX)) return DATA_CACHE;
  return /\.json$/.test(pathname) ? "assets" : PAGES_CACHE;
}

/** Downloads `url` into its cache unless it is there already; failures are skipped. */
async function save(url: string): Promise<void> {
  const absolute = new URL(url, self.location.origin).href;
  const cache = await caches.open(cacheFor(absolute));
  if (await cache.match(absolute)) return;
  const response = await fetch(absolute, { credentials: "same-origin" }).catch(() => null);
  // A redirect (the language cookie sending a path elsewhere) is not the page that was asked for.
  if (response?.ok && !response.redirected) await cache.put(absolute, response);
}

/**
 * Languages this worker saves or has saved, as the promise of that saving: a page of another tab
 * that asks for the same language waits for the same downloads. A new version saves them again:
 * its pages name new files.
 */
const savedLocales = new Map<string, Promise<void>>();

/** Downloads wait while the player uses a page (docs/offline.md, `lib/pwa/quiet.ts`). */
const playerQuiet = quietGate(SAVE_QUIET_MS);

/** Saves every page of `locale` and the game data, a few downloads at a time. */
function saveLocale(locale: string): Promise<void> {
  let saving = savedLocales.get(locale);
  if (!saving) {
    saving = downloadLocale(locale).catch(() => {
      // Offline or interrupted: the next visit tries again.
      savedLocales.delete(locale);
    });
    savedLocales.set(locale, saving);
  }
  return saving;
}

async function downloadLocale(locale: string): Promise<void> {
  const response = await fetch(OFFLINE_MANIFEST_PATH, { cache: "no-store" });
  if (!response.ok) throw new Error(`offline list: HTTP ${response.status}`);
  const queue = urlsToSave((await response.json()) as OfflineManifest, locale);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await playerQuiet.wait();
      await save(url);
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
}

/** The pages' requests to save a language that are not answered yet (`SAVE_DONE`). */
let pendingSaves = 0;

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** A short, stable hash of a string (FNV-1a, 32 bits). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown; locale?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === "SAVE_LOCALE" && typeof data.locale === "string") {
    pendingSaves += 1;
    event.waitUntil(
      saveLocale(data.locale).finally(() => {
        pendingSaves -= 1;
        event.source?.postMessage({ type: SAVE_DONE });
      }),
    );
  }
  if (data?.type === PLAYER_ACTIVE) {
    playerQuiet.touch();
    // A worker started again after the saving was cut short, or done: the page can stop.
    if (pendingSaves === 0) event.source?.postMessage({ type: SAVE_DONE });
  }
  // The page that installed the worker (and data it fetched) was loaded before the worker
  // existed: cache it now.
  if (data?.type === "CACHE_URLS" && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (u): u is string =>
        typeof u === "string" && new URL(u, self.location.href).origin === self.location.origin,
    );
    event.waitUntil(
      Promise.all(
        urls.map((url) =>
          fetch(url, { credentials: "same-origin" })
            .then((response) =>
              response.ok
                ? caches.open(cacheFor(url)).then((cache) => cache.put(url, response))
                : undefined,
            )
            .catch(() => undefined),
        ),
      ),
    );
  }
});

serwist.addEventListeners();
