/**
 * UI constants of docs/site.md §22 in one place. Components and CSS read them from here
 * (CSS custom properties are generated from `cssVariables`).
 */
export const TOAST = { durationMs: 5000, position: "top-center", zIndex: 5500 } as const;
export const MODAL = { zIndex: 1000 } as const;
export const TOOLTIP = {
  maxWidthPx: 350,
  distancePx: 10,
  zIndex: 9999,
  showDurationMs: 325,
  hideDurationMs: 275,
} as const;
/** A data-fetch spinner is shown for at least this long, so it never just flickers. */
export const DATA_FETCH_MIN_DISPLAY_MS = 200;
export const THEME_COLOR = "#fdf8f0";
export const BACKGROUND_COLOR = "#fdf8f0";
export const DARK_BACKGROUND_COLOR = "#1c1917";
/** Scroll-to-top button appears after this many pixels (docs/site.md §3). */
export const SCROLL_TOP_THRESHOLD_PX = 400;
/** The sticky header hides after scrolling down at least this far (docs/site.md §4). */
export const HEADER_HIDE_SCROLL_PX = 64;
/** Links are prefetched after this much idle time (docs/site.md §22). */
export const PREFETCH_IDLE_MS = 2000;
/** A failed chunk load reloads the page at most once in this window (docs/site.md §2). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Cross-tab sync message chunk size in characters (docs/site.md §22). */
export const SYNC_CHUNK_SIZE = 4096;

export const cssVariables: Record<string, string> = {
  "--z-toast": String(TOAST.zIndex),
  "--z-modal": String(MODAL.zIndex),
  "--z-tooltip": String(TOOLTIP.zIndex),
  "--tooltip-max-width": `${TOOLTIP.maxWidthPx}px`,
  "--tooltip-distance": `${TOOLTIP.distancePx}px`,
  "--tooltip-show-ms": `${TOOLTIP.showDurationMs}ms`,
  "--tooltip-hide-ms": `${TOOLTIP.hideDurationMs}ms`,
};
