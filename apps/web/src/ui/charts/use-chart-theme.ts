"use client";
import { useMemo, useSyncExternalStore } from "react";
import type { ChartTheme } from "./line-chart-config";

/**
 * The chart colours of the current colour mode, read from the site's CSS variables and updated
 * when the theme class of <html> changes (light: dark text; dark: light text, grey grid), with the
 * card colour the series must stand out from.
 */
function subscribe(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["class", "style"],
  });
  return () => observer.disconnect();
}

function snapshot(): string {
  const style = getComputedStyle(document.documentElement);
  return ["--color-ink", "--color-line", "--color-card"]
    .map((name) => style.getPropertyValue(name).trim())
    .join("|");
}

const FALLBACK = "#1f2328|#e4dccd|#ffffff";

export function useChartTheme(): ChartTheme {
  const value = useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
  return useMemo(() => {
    const [text, grid, background] = value.split("|");
    return {
      text: text || "#1f2328",
      grid: grid || "#e4dccd",
      background: background || "#ffffff",
    };
  }, [value]);
}
