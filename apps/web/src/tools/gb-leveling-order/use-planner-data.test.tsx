// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { DATA_FETCH_MIN_DISPLAY_MS } from "@/lib/design-tokens";
import { buildCompactDataset } from "./dataset-build";
import { usePlannerData } from "./use-planner-data";

const DATASET = JSON.stringify(buildCompactDataset(listGreatBuildings()));

/** The delays the hook scheduled before showing the planner. */
function spinnerWaits(setTimeoutSpy: { mock: { calls: unknown[][] } }): number[] {
  return setTimeoutSpy.mock.calls
    .map(([, ms]) => Number(ms ?? 0))
    .filter((ms) => ms > 0 && ms <= DATA_FETCH_MIN_DISPLAY_MS);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("usePlannerData", () => {
  it("starts the download while the page renders, once, not in the effect after it", () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    let calledDuringRender = 0;
    const { rerender } = renderHook(() => {
      const state = usePlannerData("/data.json?v=render");
      calledDuringRender = fetch.mock.calls.length;
      return state;
    });
    expect(calledDuringRender).toBe(1);
    rerender();
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/data.json?v=render");
  });

  it("reports a failed early download through the hook, and nothing unhandled", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("nope", { status: 500 }))),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => usePlannerData("/data.json?v=failed"));
    await vi.waitFor(() => expect(result.current.status).toBe("error"), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("keeps a spinner it draws itself at least 200 ms, so that it does not flicker", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(DATASET))),
    );
    const mounted = performance.now();
    const { result } = renderHook(() => usePlannerData("/data.json?v=client"));
    expect(result.current.status).toBe("loading");
    let readyAt = 0;
    await vi.waitFor(
      () => {
        expect(result.current.status).toBe("ready");
        readyAt = performance.now();
      },
      { timeout: 5000, interval: 1 },
    );
    expect(readyAt - mounted).toBeGreaterThanOrEqual(DATA_FETCH_MIN_DISPLAY_MS - 1);
  });

  it("replaces the server's spinner at once when it has been on screen since the first paint", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(DATASET))),
    );
    const firstPaint = performance.now() - 1000;
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
      name === "first-contentful-paint" ? [{ startTime: firstPaint } as PerformanceEntry] : [],
    );
    const timers = vi.spyOn(globalThis, "setTimeout");
    const { result } = renderHook(() => usePlannerData("/data.json?v=hydrated"), {
      hydrate: true,
    });
    await vi.waitFor(() => expect(result.current.status).toBe("ready"), { timeout: 5000 });
    expect(spinnerWaits(timers)).toEqual([]);
  });

  it("shows a planner already loaded at once, and does not draw it again later", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(DATASET))),
    );
    const first = renderHook(() => usePlannerData("/data.json?v=again"));
    await vi.waitFor(() => expect(first.result.current.status).toBe("ready"), { timeout: 5000 });
    first.unmount();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePlannerData("/data.json?v=again");
    });
    expect(result.current.status).toBe("ready");
    await new Promise((resolve) => setTimeout(resolve, DATA_FETCH_MIN_DISPLAY_MS + 50));
    expect(renders).toBe(1);
  });
});
