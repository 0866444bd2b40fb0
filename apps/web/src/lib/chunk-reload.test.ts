// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardChunkErrors } from "./chunk-reload";

/** An event of `type` carrying `fields` (happy-dom has no PromiseRejectionEvent constructor). */
function eventOf(type: string, fields: Record<string, unknown>): Event {
  return Object.assign(new Event(type), fields);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("guardChunkErrors", () => {
  it("reloads once when a chunk fails to load, whether as an error or an unhandled import()", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const target = new EventTarget() as unknown as Window;
    const stop = guardChunkErrors(target);
    target.dispatchEvent(eventOf("error", { error: new Error("boom"), message: "boom" }));
    target.dispatchEvent(eventOf("unhandledrejection", { reason: new Error("nope") }));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(
      eventOf("unhandledrejection", {
        reason: new TypeError("Failed to fetch dynamically imported module: /x.js"),
      }),
    );
    expect(reload).toHaveBeenCalledOnce();
    // A second failure within the guard's time does not reload again (no reload loop).
    target.dispatchEvent(eventOf("error", { error: { name: "ChunkLoadError" }, message: "" }));
    expect(reload).toHaveBeenCalledOnce();
    sessionStorage.clear();
    stop();
    target.dispatchEvent(eventOf("error", { error: { name: "ChunkLoadError" }, message: "" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
