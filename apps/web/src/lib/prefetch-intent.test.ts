// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setPrefetcher } from "./prefetch";
import { prefetchOnIntent } from "./prefetch-intent";

describe("prefetchOnIntent", () => {
  const prefetched: string[] = [];
  beforeEach(() => setPrefetcher((href) => prefetched.push(href)));
  afterEach(() => {
    vi.unstubAllGlobals();
    prefetched.length = 0;
  });

  it("prefetches only when the player points at, touches or focuses the link, once", () => {
    for (const [type, href] of [
      ["pointerenter", "/login"],
      ["touchstart", "/de/login"],
      ["focus", "/user-settings"],
    ] as const) {
      const link = document.createElement("a");
      prefetchOnIntent(link, href);
      expect(prefetched).not.toContain(href);
      link.dispatchEvent(new Event(type));
      link.dispatchEvent(new Event(type));
      expect(prefetched.filter((h) => h === href)).toEqual([href]);
    }
  });

  it("stops listening once removed, and never prefetches for a player saving data", () => {
    const removed = document.createElement("a");
    prefetchOnIntent(removed, "/register")();
    removed.dispatchEvent(new Event("pointerenter"));
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    const saving = document.createElement("a");
    prefetchOnIntent(saving, "/forgot-password");
    saving.dispatchEvent(new Event("pointerenter"));
    expect(prefetched).toEqual([]);
  });
});
