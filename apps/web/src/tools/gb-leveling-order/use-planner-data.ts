"use client";
/**
 * Downloads the compact planner data on demand (docs/site.md §17: a spinner until it is ready),
 * together with the planner's code, which is not needed before the data is there. One download
 * per page load and URL; a failed one can be retried.
 */
import { useEffect, useState, type ComponentType } from "react";
import type { GbLevelingOrderDataset } from "@foe-toolbox/core/gb-leveling-order/compute";
import { DATA_FETCH_MIN_DISPLAY_MS } from "@/lib/design-tokens";
import { decodeGbLevelingOrderDataset } from "./dataset-format";
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
      .then((json) => {
        const data = decodeGbLevelingOrderDataset(json);
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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlannerData>(() => {
    const data = loaded.get(url);
    return data && plannerComponent
      ? { status: "ready", data, Planner: plannerComponent }
      : { status: "loading" };
  });

  useEffect(() => {
    const data = loaded.get(url);
    if (data && plannerComponent) {
      setState({ status: "ready", data, Planner: plannerComponent });
      return;
    }
    let cancelled = false;
    const started = Date.now();
    setState({ status: "loading" });
    // The spinner stays at least DATA_FETCH_MIN_DISPLAY_MS so that it never just flickers.
    const settle = (next: PlannerData) => {
      const wait = Math.max(0, DATA_FETCH_MIN_DISPLAY_MS - (Date.now() - started));
      setTimeout(() => {
        if (!cancelled) setState(next);
      }, wait);
    };
    Promise.all([loadPlannerData(url), loadPlanner()]).then(
      ([loadedData, Planner]) => settle({ status: "ready", data: loadedData, Planner }),
      (error: unknown) => {
        console.error(error);
        settle({ status: "error", retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [url, attempt]);

  return state;
}
