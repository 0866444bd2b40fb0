"use client";
/**
 * Downloads the compact planner data on demand (docs/site.md §17: a spinner until it is ready),
 * together with the planner's code, which is not needed before the data is there. One download
 * per page load and URL; a failed one can be retried.
 */
import { startTransition, useEffect, useState, type ComponentType } from "react";
import type { GbLevelingOrderDataset } from "@foe-toolbox/core/gb-leveling-order/compute";
import { DATA_FETCH_MIN_DISPLAY_MS } from "@/lib/design-tokens";
import { useShownSince } from "@/lib/use-shown-since";
import { runInSlices } from "@/lib/slices";
import { decodeGbLevelingOrderSteps } from "./dataset-format";
import type { GbNames } from "./gb-name";

export type PlannerComponent = ComponentType<{ data: GbLevelingOrderDataset; gbNames: GbNames }>;

export type PlannerData =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; data: GbLevelingOrderDataset; Planner: PlannerComponent };

let plannerComponent: PlannerComponent | undefined;

let plannerLoad: Promise<PlannerComponent> | undefined;

function loadPlanner(): Promise<PlannerComponent> {
  plannerLoad ??= import("./LevelingPlanner").then(
    (module) => (plannerComponent = module.LevelingPlanner),
    (error: unknown) => {
      // Not remembered either, so that "try again" loads it again.
      plannerLoad = undefined;
      throw error;
    },
  );
  return plannerLoad;
}

const loads = new Map<string, Promise<GbLevelingOrderDataset>>();
const loaded = new Map<string, GbLevelingOrderDataset>();

export function loadPlannerData(url: string): Promise<GbLevelingOrderDataset> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`GB leveling order data: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      // Decoded a few milliseconds at a time: the page stays responsive meanwhile.
      .then((json) => runInSlices(decodeGbLevelingOrderSteps(json)))
      .then((data) => {
        if (!data) throw new Error("GB leveling order data: unreadable download");
        loaded.set(url, data);
        return data;
      });
    // A failed download is not remembered, so that "try again" downloads again.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

const readyStates = new WeakMap<GbLevelingOrderDataset, PlannerData>();

/** One state object per data set, so that setting it again redraws nothing. */
function readyState(data: GbLevelingOrderDataset, Planner: PlannerComponent): PlannerData {
  let state = readyStates.get(data);
  if (!state) {
    state = { status: "ready", data, Planner };
    readyStates.set(data, state);
  }
  return state;
}

/**
 * Starts both downloads as the page hydrates, without waiting for the effect after it (the page's
 * HTML also preloads the data). Both are kept, so this can be called on every render; failures are
 * reported by the effect, which waits on the same downloads.
 */
function startEarly(url: string) {
  if (typeof window === "undefined" || loaded.has(url)) return;
  loadPlannerData(url).catch(() => {});
  if (!plannerComponent) loadPlanner().catch(() => {});
}

export function usePlannerData(url: string): PlannerData {
  startEarly(url);
  // The spinner's shortest time on screen counts from when it first showed.
  const firstShown = useShownSince();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlannerData>(() => {
    const data = loaded.get(url);
    return data && plannerComponent ? readyState(data, plannerComponent) : { status: "loading" };
  });

  useEffect(() => {
    let cancelled = false;
    // A retry shows the spinner again, from now.
    const shown = attempt === 0 ? firstShown : performance.now();
    // The spinner stays at least DATA_FETCH_MIN_DISPLAY_MS so that it never just flickers.
    // The planner's first render is a transition: React renders it a few milliseconds at a time.
    const show = (next: PlannerData) => startTransition(() => setState(next));
    const settle = (next: PlannerData) => {
      const wait = Math.max(0, DATA_FETCH_MIN_DISPLAY_MS - (performance.now() - shown));
      if (wait === 0) show(next);
      else
        setTimeout(() => {
          if (!cancelled) show(next);
        }, wait);
    };
    const data = loaded.get(url);
    if (data && plannerComponent) settle(readyState(data, plannerComponent));
    else {
      setState({ status: "loading" });
      Promise.all([loadPlannerData(url), loadPlanner()]).then(
        ([loadedData, Planner]) => {
          if (!cancelled) settle(readyState(loadedData, Planner));
        },
        (error: unknown) => {
          console.error(error);
          if (!cancelled) settle({ status: "error", retry: () => setAttempt((n) => n + 1) });
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [url, attempt, firstShown]);

  return state;
}
