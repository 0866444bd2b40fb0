/**
 * Static game data fetched on demand, once per page session: the same URL is requested once and
 * every later use gets the same parsed value (synchronously through `peekJson`). A failed request
 * is forgotten so that it can be retried.
 */

const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** The parsed value of `url` if it has been loaded already. */
export function peekJson<T>(url: string): T | undefined {
  return loaded.get(url) as T | undefined;
}

export function loadJson<T>(url: string, parse: (raw: unknown) => T): Promise<T> {
  if (loaded.has(url)) return Promise.resolve(loaded.get(url) as T);
  let request = pending.get(url) as Promise<T> | undefined;
  if (!request) {
    const throughWorker =
      typeof navigator !== "undefined" && Boolean(navigator.serviceWorker?.controller);
    // The HTTP client (timeout and retries of docs/site.md §22) is loaded with the first request,
    // so it stays out of the page's first-load JavaScript.
    request = import("@/lib/http")
      .then(({ http }) => http.get(url).json<unknown>())
      .then(parse)
      .then(
        (value) => {
          loaded.set(url, value);
          pending.delete(url);
          if (!throughWorker) keepForOffline(url);
          return value;
        },
        (error: unknown) => {
          pending.delete(url);
          throw error;
        },
      );
    pending.set(url, request);
  }
  return request;
}

/**
 * A request made before the service worker controlled the page (the first visit) did not go
 * through it: ask the worker to cache the file, so the page works offline from then on.
 */
function keepForOffline(url: string) {
  if (typeof navigator === "undefined" || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({
      type: "CACHE_URLS",
      urls: [new URL(url, window.location.href).href],
    });
  });
}

/** Resolves with `promise`'s value, but not before `minMs` have passed (a spinner never flickers). */
export function withMinDuration<T>(promise: Promise<T>, minMs: number): Promise<T> {
  const delay = new Promise((resolve) => setTimeout(resolve, minMs));
  return Promise.all([promise, delay]).then(([value]) => value);
}
