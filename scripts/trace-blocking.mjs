// The total blocking time of a page load counted in the page's CPU time, from the trace of a
// Lighthouse run. Lighthouse's own TBT multiplies each main-thread task's wall time by its CPU
// slowdown (4 on mobile): on a shared two-core machine a task's wall time also holds the moments
// the renderer waited for a core or for the browser process (font lookups, storage), which can be
// several times its work (README, "Performance"). Counting the thread's own CPU time (`tdur`)
// instead keeps only the page's work: the same tasks, the same rule.

/** Top-level task events of Chromium's scheduler, as Lighthouse counts them. */
const TASK = "RunTask";

/** The renderer main thread that ran the page: the one that evaluated the most scripts. */
function pageMainThread(events) {
  const counts = new Map();
  for (const e of events)
    if (e.name === "EvaluateScript") {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let best = null;
  for (const t of names) {
    const n = counts.get(`${t.pid}:${t.tid}`) ?? 0;
    if (!best || n > best.n) best = { pid: t.pid, tid: t.tid, n };
  }
  return best;
}

/**
 * Blocking time after the first contentful paint with each task's duration taken as its thread
 * time times `slowdown` (a task blocks for what exceeds 50 ms, as in Lighthouse). Null when the
 * trace has no page thread or no first contentful paint.
 * @param {readonly object[]} events Chrome trace events (`artifacts.Trace.traceEvents`).
 * @param {number} slowdown Lighthouse's `cpuSlowdownMultiplier`.
 * @returns {{ cpuTbtMs: number, cpuLongTasks: number } | null}
 */
export function cpuBlockingTime(events, slowdown) {
  const main = pageMainThread(events);
  if (!main) return null;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  if (!fcp) return null;
  let blocking = 0;
  let longTasks = 0;
  for (const e of events) {
    if (e.name !== TASK || e.ph !== "X" || e.pid !== main.pid || e.tid !== main.tid) continue;
    if (e.ts < fcp.ts) continue;
    const ms = ((e.tdur ?? e.dur) / 1000) * slowdown;
    if (ms > 50) {
      blocking += ms - 50;
      longTasks += 1;
    }
  }
  return { cpuTbtMs: Math.round(blocking), cpuLongTasks: longTasks };
}
