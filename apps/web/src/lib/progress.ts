/**
 * Page-loading progress bar of docs/site.md §17, §22 as a small state machine, independent of React:
 * starts at 0, becomes visible after 200 ms (fast navigations never flash a bar), advances every
 * 100 ms so that it would fill in 5000 ms, jumps to 100 % on finish and hides 500 ms later.
 */
export const PROGRESS_TIMING = {
  throttleMs: 200,
  durationMs: 5000,
  tickMs: 100,
  hideDelayMs: 500,
} as const;

export interface ProgressState {
  percent: number;
  visible: boolean;
  failed: boolean;
}

export type ProgressListener = (state: ProgressState) => void;

export interface ProgressController {
  start(): void;
  finish(): void;
  fail(): void;
  getState(): ProgressState;
  subscribe(listener: ProgressListener): () => void;
}

export function createProgress(timing = PROGRESS_TIMING): ProgressController {
  let state: ProgressState = { percent: 0, visible: false, failed: false };
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<ProgressListener>();
  const step = (100 * timing.tickMs) / timing.durationMs;

  const set = (next: Partial<ProgressState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };
  const clearTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(tickTimer);
    showTimer = hideTimer = tickTimer = undefined;
  };

  return {
    start() {
      clearTimers();
      set({ percent: 0, visible: false, failed: false });
      showTimer = setTimeout(() => set({ visible: true }), timing.throttleMs);
      tickTimer = setInterval(() => {
        set({ percent: Math.min(100, Math.round((state.percent + step) * 1000) / 1000) });
      }, timing.tickMs);
    },
    finish() {
      const wasVisible = state.visible;
      clearTimers();
      if (!wasVisible) {
        set({ percent: 100, visible: false });
        return;
      }
      set({ percent: 100 });
      hideTimer = setTimeout(
        () => set({ visible: false, percent: 0, failed: false }),
        timing.hideDelayMs,
      );
    },
    fail() {
      clearTimers();
      // A failure is always shown, even when it came before the 200 ms delay.
      set({ failed: true, visible: true, percent: 100 });
      hideTimer = setTimeout(
        () => set({ visible: false, percent: 0, failed: false }),
        timing.hideDelayMs,
      );
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's single progress bar. */
export const pageProgress = createProgress();
