// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useNearOrIdle } from "./use-near-or-idle";

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
let idle: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  observed = null;
  idle = null;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal("cancelIdleCallback", () => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Part({ shownBefore = false }: { shownBefore?: boolean }) {
  const [ref, ready] = useNearOrIdle<HTMLDivElement>(shownBefore);
  return <div ref={ref}>{ready ? "panels" : "placeholder"}</div>;
}

describe("useNearOrIdle", () => {
  it("is ready at once for a part shown before (back from the investors tab)", () => {
    render(<Part shownBefore />);
    expect(screen.getByText("panels")).toBeTruthy();
    expect(observed).toBeNull();
  });

  it("waits, then loads once the page is idle", () => {
    render(<Part />);
    expect(screen.getByText("placeholder")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(999));
    expect(idle).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText("placeholder")).toBeTruthy();
    act(() => idle!());
    expect(screen.getByText("panels")).toBeTruthy();
  });

  it("loads at once when the placeholder comes near the viewport", () => {
    render(<Part />);
    act(() => observed!([{ isIntersecting: false }]));
    expect(screen.getByText("placeholder")).toBeTruthy();
    act(() => observed!([{ isIntersecting: true }]));
    expect(screen.getByText("panels")).toBeTruthy();
  });
});
