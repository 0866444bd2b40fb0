/// <reference lib="webworker" />
/**
 * Service worker (built by `serwist build` after `next build`): precaches the app shell (static
 * chunks, styles, icons, manifest) and caches every visited page and its data network-first, so
 * the site opens offline after a first visit. A new version waits until the page tells it to
 * take over (the page shows an update notice first).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry } from "serwist";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Pages (HTML) and their React Server Component payloads: fresh when online, cached offline.
      matcher: ({ request, sameOrigin }) => sameOrigin && (request.mode === "navigate" || request.headers.get("RSC") === "1"),
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
      matcher: ({ url, sameOrigin }) => sameOrigin && /\.(?:png|svg|ico|webmanifest|json)$/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: "assets" }),
    },
  ],
});

/** Data files go where the runtime rule for `.json` looks them up; pages into the page cache. */
const cacheFor = (url: string) => (/\.json$/.test(new URL(url, self.location.href).pathname) ? "assets" : "pages");

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  // The page that installed the worker (and data it fetched) was loaded before the worker
  // existed: cache it now.
  if (data?.type === "CACHE_URLS" && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u): u is string => typeof u === "string" && new URL(u, self.location.href).origin === self.location.origin);
    event.waitUntil(
      Promise.all(
        urls.map((url) =>
          fetch(url, { credentials: "same-origin" })
            .then((response) => (response.ok ? caches.open(cacheFor(url)).then((cache) => cache.put(url, response)) : undefined))
            .catch(() => undefined),
        ),
      ),
    );
  }
});

serwist.addEventListeners();
