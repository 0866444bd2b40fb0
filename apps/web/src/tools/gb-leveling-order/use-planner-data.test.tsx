// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePlannerData } from "./use-planner-data";

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
});
