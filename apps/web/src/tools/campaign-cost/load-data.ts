"use client";
/**
 * Downloads what the campaign tool needs after the first load (docs/site.md §17): the map data (a
 * static JSON file) and the calculating part of the page, in parallel, once per page life — later
 * visits in the same tab reuse them. The data is checked before use and kept for offline use by
 * the service worker.
 */
import { startTransition, useCallback, useEffect, useState, type ComponentType } from "react";
import { DATA_FETCH_MIN_DISPLAY_MS } from "@/lib/design-tokens";
import { runInSlices } from "@/lib/slices";
import { useShownSince } from "@/lib/use-shown-since";
import { checkCampaignDataSteps, type CompactCampaignData } from "./compact-data";
import type { CampaignReadyProps } from "./CampaignReady";

const TIMEOUT_MS = 10_000;

export interface CampaignTool {
  data: CompactCampaignData;
  Ready: ComponentType<CampaignReadyProps>;
}

const loads = new Map<string, Promise<CampaignTool>>();
const loaded = new Map<string, CampaignTool>();

/** The file as parsed JSON, not yet checked. */
async function downloadData(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`campaign data: HTTP ${response.status}`);
  return response.json();
}

function askWorkerToCache(url: string): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.active?.postMessage({
        type: "CACHE_URLS",
        urls: [new URL(url, window.location.href).href],
      }),
    )
    .catch(() => undefined);
}

/*
 * Checking and indexing the map take 15-20 ms in one go on the bench machine, four times that on
 * a phone: a few milliseconds per task, so that neither the page nor a tap on it waits behind them.
 */
const SLICE_MS = 3;

/** The file checked (every province), then indexed by the core for the first table. */
function* readSteps(
  raw: unknown,
  prepare: (data: CompactCampaignData) => Generator<void, void>,
): Generator<void, CompactCampaignData> {
  const data = yield* checkCampaignDataSteps(raw);
  if (!data) throw new Error("campaign data: unexpected content");
  // Every good key must be known to the core, or no table can be computed.
  yield* prepare(data);
  return data;
}

async function download(url: string): Promise<CampaignTool> {
  // A page not yet controlled by the service worker (first visit) would leave the file uncached.
  const controlled =
    typeof navigator !== "undefined" && navigator.serviceWorker?.controller != null;
  const [raw, tool] = await Promise.all([downloadData(url), import("./CampaignReady")]);
  const data = await runInSlices(readSteps(raw, tool.prepareCampaignData), SLICE_MS);
  if (!controlled) askWorkerToCache(url);
  return { data, Ready: tool.CampaignReady };
}

export function loadCampaignTool(url: string): Promise<CampaignTool> {
  let load = loads.get(url);
  if (!load) {
    load = download(url).then((tool) => {
      loaded.set(url, tool);
      return tool;
    });
    // A failed download may be retried.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

function sameTool(a: ToolState, b: ToolState): boolean {
  return a.status === "ready" && b.status === "ready" && a.data === b.data;
}

export type ToolState =
  { status: "loading" } | { status: "error" } | ({ status: "ready" } & CampaignTool);

/** The loaded tool with a loading state (spinner kept at least DATA_FETCH_MIN_DISPLAY_MS) and a retry. */
export function useCampaignTool(url: string): { state: ToolState; retry: () => void } {
  // The spinner's shortest time on screen counts from when it first showed.
  const firstShown = useShownSince();
  const [state, setState] = useState<ToolState>(() => {
    const tool = loaded.get(url);
    return tool ? { status: "ready", ...tool } : { status: "loading" };
  });
  // Both downloads start as the page hydrates, not in the effect after it; the effect waits on the
  // same downloads (a failure is reported there).
  if (state.status === "loading" && typeof window !== "undefined") {
    loadCampaignTool(url).catch(() => {});
  }
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // No early return when the tool is already loaded: the download started during the render
    // may have ended before this effect ran. Settling on the same tool again redraws nothing.
    let cancelled = false;
    // A retry shows the spinner again, from now.
    const shown = attempt === 0 ? firstShown : performance.now();
    const settle = (next: ToolState) => {
      const wait = Math.max(0, DATA_FETCH_MIN_DISPLAY_MS - (performance.now() - shown));
      setTimeout(() => {
        // A transition: React renders the tables in slices instead of one long task.
        if (!cancelled)
          startTransition(() => setState((now) => (sameTool(now, next) ? now : next)));
      }, wait);
    };
    loadCampaignTool(url).then(
      (tool) => settle({ status: "ready", ...tool }),
      (error: unknown) => {
        console.error("[campaign-cost] could not load the campaign map", error);
        settle({ status: "error" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [url, attempt, firstShown]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
