import { describe, expect, it, vi } from "vitest";
import { automaticScheme, themeForMode, validateForcedScheme } from "./color-scheme";
import { isChunkLoadError, mayReload } from "./chunk-reload";
import { shouldPrefetch } from "./prefetch";
import { HTTP_DEFAULTS, httpOptions, backendOptions } from "./http";
import { MODAL, TOAST, TOOLTIP, DATA_FETCH_MIN_DISPLAY_MS, THEME_COLOR } from "./design-tokens";
import { describeRoute } from "./route-state";

describe("colour mode", () => {
  it("automatic mode is light between day start and night start", () => {
    expect(automaticScheme("07:00", "07:00", "18:30")).toBe("light");
    expect(automaticScheme("18:29", "07:00", "18:30")).toBe("light");
    expect(automaticScheme("18:30", "07:00", "18:30")).toBe("dark");
    expect(automaticScheme("06:59", "07:00", "18:30")).toBe("dark");
    // A night start before the day start means always dark (string comparison).
    expect(automaticScheme("12:00", "20:00", "06:00")).toBe("dark");
  });

  it("maps modes to themes", () => {
    expect(themeForMode("day", "07:00", "18:30")).toBe("light");
    expect(themeForMode("night", "07:00", "18:30")).toBe("dark");
    expect(themeForMode("system", "07:00", "18:30")).toBe("system");
    expect(themeForMode("auto", "07:00", "18:30", "12:00")).toBe("light");
  });

  it("refuses to force 'system' with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(validateForcedScheme("system")).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(validateForcedScheme("dark")).toBe("dark");
    expect(validateForcedScheme(undefined)).toBeUndefined();
    warn.mockRestore();
  });
});

describe("chunk-load failures", () => {
  it("recognises chunk errors", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError" })).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads at most once per 60 s", () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });
});

describe("prefetch policy", () => {
  it("skips 2g and data-saver connections", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("HTTP defaults (docs/site.md §22)", () => {
  it("general client: 10 s timeout, 2 retries of idempotent methods on the listed statuses, 60 s wait", () => {
    expect(httpOptions.timeout).toBe(10_000);
    const retry = httpOptions.retry as {
      limit: number;
      methods: string[];
      statusCodes: number[];
      delay: (n: number) => number;
    };
    expect(retry.limit).toBe(2);
    expect(retry.methods).not.toContain("post");
    expect(retry.methods).toContain("get");
    expect(retry.statusCodes).toEqual([408, 413, 429, 500, 502, 503, 504]);
    expect(retry.delay(1)).toBe(HTTP_DEFAULTS.retryWaitWithoutHeaderMs);
    expect(HTTP_DEFAULTS.retryWaitWithoutHeaderMs).toBe(60_000);
  });

  it("backend client: no retry and no timeout", () => {
    expect(backendOptions.retry).toBe(0);
    expect(backendOptions.timeout).toBe(false);
  });
});

describe("design tokens", () => {
  it("hold the constants of docs/site.md §22", () => {
    expect(TOAST).toMatchObject({ durationMs: 5000, zIndex: 5500, position: "top-center" });
    expect(MODAL.zIndex).toBe(1000);
    expect(TOOLTIP).toEqual({
      maxWidthPx: 350,
      distancePx: 10,
      zIndex: 9999,
      showDurationMs: 325,
      hideDurationMs: 275,
    });
    expect(DATA_FETCH_MIN_DISPLAY_MS).toBe(200);
    expect(THEME_COLOR).toBe("#fdf8f0");
  });
});

describe("route state", () => {
  it("describes a path with its named route, params and query", () => {
    expect(describeRoute("/de/gb-investment/The_Arc", "level=10")).toEqual({
      name: "gb-investment-gb___de",
      path: "/de/gb-investment/The_Arc",
      params: { gb: "The_Arc" },
      query: { level: "10" },
    });
    expect(describeRoute("/nope", "").name).toBeNull();
  });
});
