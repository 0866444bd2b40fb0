/**
 * Colour mode (docs/site.md §9, docs/site.md §9): day, night, system, or automatic by time of day.
 * A page may force a scheme; forcing "system" makes no sense and is refused with a warning.
 */
import { createStore } from "zustand/vanilla";

/** The colour scheme settings: light, dark, the system's, or by the time of day. */
export const DAY_NIGHT_MODES = ["day", "night", "system", "auto"] as const;
export type DayNightMode = (typeof DAY_NIGHT_MODES)[number];

export type ColorScheme = "light" | "dark";

/** Automatic mode: dark unless `HH:mm` now is ≥ day start and < night start (string comparison). */
export function automaticScheme(now: string, dayStart: string, nightStart: string): ColorScheme {
  return now >= dayStart && now < nightStart ? "light" : "dark";
}

export function currentTime(date = new Date()): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

/** The next-themes theme for a mode: "light", "dark" or "system". */
export function themeForMode(
  mode: DayNightMode,
  dayStart: string,
  nightStart: string,
  now = currentTime(),
): "light" | "dark" | "system" {
  switch (mode) {
    case "day":
      return "light";
    case "night":
      return "dark";
    case "auto":
      return automaticScheme(now, dayStart, nightStart);
    default:
      return "system";
  }
}

export const forcedSchemeStore = createStore<{ forced: ColorScheme | undefined }>()(() => ({
  forced: undefined,
}));

/** Validates a page's forced scheme; "system" (or anything else) is refused with a warning. */
export function validateForcedScheme(value: string | undefined): ColorScheme | undefined {
  if (value === undefined) return undefined;
  if (value === "light" || value === "dark") return value;
  console.warn(
    `[color-mode] A page cannot force the colour scheme "${value}"; only "light" or "dark".`,
  );
  return undefined;
}
