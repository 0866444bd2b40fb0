"use client";
import { useMemo, useSyncExternalStore } from "react";
import type { ChartTheme } from "./line-chart-config";

/**
 * The chart colours of the current colour mode, read from the site's CSS variables and updated
 * when the theme class of <html> changes (light: dark text; dark: light text, grey grid).
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
  return `${style.getPropertyValue("--color-ink").trim()}|${style.getPropertyValue("--color-line").trim()}`;
}

const FALLBACK = "#1f2328|#e4dccd";

export function useChartTheme(): ChartTheme {
  const value = useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
  return useMemo(() => {
    const [text, grid] = value.split("|");
    return { text: text || "#1f2328", grid: grid || "#e4dccd" };
  }, [value]);
}
