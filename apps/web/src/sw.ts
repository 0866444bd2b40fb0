/// <reference lib="webworker" />
/**
 * Service worker (built by `serwist build` after `next build`): precaches the app shell (static
 * chunks, styles, icons, manifest) and caches every visited page and its data network-first, so
 * the site opens offline after a first visit. A new version waits until the page tells it to
 * take over (the page shows an update notice first).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
} from "serwist";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const DATA_PATH_PREFIX = "/data/";
const DATA_CACHE = "data";

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
        cacheName: "pages",
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
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
  return /\.json$/.test(pathname) ? "assets" : "pages";
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
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
