import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgress, PROGRESS_TIMING } from "./progress";

describe("page progress bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the constants of docs/site.md §17", () => {
    expect(PROGRESS_TIMING).toEqual({
      throttleMs: 200,
      durationMs: 5000,
      tickMs: 100,
      hideDelayMs: 500,
    });
  });

  it("starts at 0 and stays hidden for 200 ms", () => {
    const p = createProgress();
    p.start();
    expect(p.getState()).toEqual({ percent: 0, visible: false, failed: false });
    vi.advanceTimersByTime(199);
    expect(p.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(p.getState().visible).toBe(true);
  });

  it("advances every 100 ms so that it fills in 5000 ms", () => {
    const p = createProgress();
    p.start();
    vi.advanceTimersByTime(100);
    expect(p.getState().percent).toBe(2);
    vi.advanceTimersByTime(2400);
    expect(p.getState().percent).toBe(50);
    vi.advanceTimersByTime(2500);
    expect(p.getState().percent).toBe(100);
    vi.advanceTimersByTime(5000);
    expect(p.getState().percent).toBe(100);
  });

  it("goes to 100 on finish and hides 500 ms later", () => {
    const p = createProgress();
    p.start();
    vi.advanceTimersByTime(1000);
    p.finish();
    expect(p.getState()).toMatchObject({ percent: 100, visible: true });
    vi.advanceTimersByTime(499);
    expect(p.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(p.getState().visible).toBe(false);
  });

  it("never shows for a navigation faster than 200 ms", () => {
    const p = createProgress();
    const seen: boolean[] = [];
    p.subscribe((s) => seen.push(s.visible));
    p.start();
    vi.advanceTimersByTime(150);
    p.finish();
    vi.advanceTimersByTime(2000);
    expect(seen.every((v) => v === false)).toBe(true);
  });

  it("can be marked failed, which is shown and then hidden", () => {
    const p = createProgress();
    p.start();
    vi.advanceTimersByTime(300);
    p.fail();
    expect(p.getState()).toMatchObject({ failed: true, visible: true, percent: 100 });
    vi.advanceTimersByTime(500);
    expect(p.getState()).toMatchObject({ failed: false, visible: false });
  });
});
