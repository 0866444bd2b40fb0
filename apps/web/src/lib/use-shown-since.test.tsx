// @vitest-environment happy-dom
/** `useShownSince` (use-shown-since.ts): from the first paint when hydrated, from its render else. */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { useShownSince } from "./use-shown-since";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: number[] = [];
function Probe() {
  seen.push(useShownSince());
  return <p>spinner</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  seen = [];
});

describe("useShownSince", () => {
  it("counts from the page's first paint for a part that came with the server's HTML", async () => {
    const firstPaint = { startTime: 12 } as PerformanceEntry;
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
      name === "first-contentful-paint" ? [firstPaint] : [],
    );
    vi.spyOn(performance, "now").mockReturnValue(500);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen = [];
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([12]));
  });

  it("counts from its first render for a part drawn in the browser", () => {
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([
      { startTime: 12 } as PerformanceEntry,
    ]);
    vi.spyOn(performance, "now").mockReturnValue(500);
    render(<Probe />);
    expect(new Set(seen)).toEqual(new Set([500]));
  });
});
