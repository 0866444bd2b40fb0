// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREFETCH_IDLE_MS } from "./design-tokens";
import { prefetchWhenVisible, setPrefetcher } from "./prefetch";

/** An IntersectionObserver the test drives: `show(element)` reports it on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static show(element: Element) {
    for (const o of FakeObserver.all.filter((o) => o.observed.includes(element))) {
      o.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
    }
  }
}

describe("prefetchWhenVisible", () => {
  const prefetched: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    // Without requestIdleCallback the queue runs when the idle timer fires.
    vi.stubGlobal("requestIdleCallback", undefined);
    Reflect.deleteProperty(window, "requestIdleCallback");
    setPrefetcher((href) => prefetched.push(href));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeObserver.all = [];
    prefetched.length = 0;
  });

  it("prefetches a link only once it was on screen and the page was idle for 2000 ms, and only once", () => {
    const seen = document.createElement("a");
    const hidden = document.createElement("a");
    prefetchWhenVisible(seen, "/trade");
    prefetchWhenVisible(hidden, "/about");
    vi.advanceTimersByTime(PREFETCH_IDLE_MS * 2);
    expect(prefetched).toEqual([]);

    FakeObserver.show(seen);
    vi.advanceTimersByTime(PREFETCH_IDLE_MS - 1);
    expect(prefetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(prefetched).toEqual(["/trade"]);

    // Another link to a prefetched page is not observed again.
    const again = document.createElement("a");
    prefetchWhenVisible(again, "/trade");
    FakeObserver.show(again);
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
    expect(prefetched).toEqual(["/trade"]);
  });

  it("stops watching a link that is removed before it was seen", () => {
    const link = document.createElement("a");
    const cleanup = prefetchWhenVisible(link, "/campaign-cost");
    cleanup();
    FakeObserver.show(link);
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
    expect(prefetched).toEqual([]);
  });
});
