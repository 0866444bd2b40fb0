/**
 * A page chunk that fails to load (usually after a deploy replaced it) triggers one full reload,
 * at most once per 60 s so that a real outage cannot cause a reload loop (docs/site.md §2).
 */
import { CHUNK_RELOAD_GUARD_MS } from "./design-tokens";

const KEY = "foe-toolbox:chunk-reload-at";

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return (
    typeof message === "string" &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS);
}

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadAfterChunkError(): boolean {
  let last: number | null = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    last = raw === null ? null : Number(raw);
    if (last !== null && !Number.isFinite(last)) last = null;
  } catch {
    /* no sessionStorage: still reload once per page life */
  }
  const now = Date.now();
  if (!mayReload(now, last)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    /* ignore */
  }
  window.location.reload();
  return true;
}

/**
 * Reloads once (`reloadAfterChunkError`) when a chunk fails to load anywhere in the page: an error
 * event, or a rejected `import()` nobody handled. Registered as the app starts
 * (instrumentation-client.ts), before any lazy part is requested. Returns the unregister function.
 */
export function guardChunkErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? { message: event.message })) reloadAfterChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
