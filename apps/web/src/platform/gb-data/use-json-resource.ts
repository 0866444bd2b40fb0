"use client";
import { startTransition, useEffect, useState } from "react";
import { DATA_FETCH_MIN_DISPLAY_MS } from "@/lib/design-tokens";
import { loadJson, peekJson, withMinDuration } from "./load-json";

export type Resource<T> =
  { status: "loading" } | { status: "ready"; value: T } | { status: "error"; retry: () => void };

/**
 * Static data loaded on demand (docs/site.md §22, docs/site.md §17): "loading" while it is fetched (at
 * least DATA_FETCH_MIN_DISPLAY_MS, so the spinner never flickers), then "ready"; "error" offers a
 * retry. Data loaded before in this session is ready at once.
 */
export function useJsonResource<T>(url: string, parse: (raw: unknown) => T): Resource<T> {
  const [settled, setSettled] = useState<{ url: string; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cached = peekJson<T>(url);

  useEffect(() => {
    if (peekJson(url) !== undefined) return;
    let cancelled = false;
    withMinDuration(loadJson(url, parse), DATA_FETCH_MIN_DISPLAY_MS).then(
      // A transition: the page drawn from the data may be long, and React then renders it in
      // slices instead of blocking input in one long task.
      () => !cancelled && startTransition(() => setSettled({ url, failed: false })),
      (error: unknown) => {
        console.error(`[data] could not load ${url}`, error);
        if (!cancelled) setSettled({ url, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
    // `parse` is a module-level function of the caller; a new URL or a retry starts a request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  if (settled?.url === url && settled.failed) {
    return {
      status: "error",
      retry: () => {
        setSettled(null);
        setAttempt((n) => n + 1);
      },
    };
  }
  if (cached !== undefined) return { status: "ready", value: cached };
  return { status: "loading" };
}
