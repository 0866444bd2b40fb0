// Lighthouse mobile runs for the benchmarks (bench.mjs, bench-floor.mjs): each run in a new
// browser, after the machine has settled, with the load average beside the figures.
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./lib.mjs";
import { median } from "./load.mjs";
import { cpuBlockingTime } from "./trace-blocking.mjs";

// BENCH_LIGHTHOUSE_RUNS=5: each page that many times; the run with the median performance score
// is reported, with every run's score and blocking time beside it (one run varies by several
// points on a shared machine).
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

// BENCH_SETTLE_LOAD=1: before each run, wait (at most two minutes) until the one-minute load
// average is under that figure. Lighthouse itself keeps a two-core machine near a load of 2, so
// without a pause a whole run is never measured at a quiet moment.
const SETTLE_LOAD = Number(process.env.BENCH_SETTLE_LOAD ?? 0);

async function settle() {
  const until = Date.now() + 120_000;
  while (SETTLE_LOAD > 0 && loadavg()[0] >= SETTLE_LOAD && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 2000));
  return Number(loadavg()[0].toFixed(1));
}

/** The CSS selector of the page's largest contentful paint, to see what a slow LCP waits for. */
function lcpElement(audits) {
  const find = (details) => {
    if (details?.type === "node" && details.selector) return details.selector;
    for (const item of details?.items ?? []) {
      const found = find(item);
      if (found) return found;
    }
    return undefined;
  };
  return (
    find(audits["lcp-breakdown-insight"]?.details) ??
    find(audits["largest-contentful-paint-element"]?.details) ??
    null
  );
}

// A new browser for each run: every page is measured as a first visit, whatever ran before it
// (a second visit opens the install panel by itself, docs/site.md §11, which then becomes the
// largest paint).
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

/** One Lighthouse mobile run of `url`: its figures, or the error it reported. */
export async function lighthouseRun(url) {
  const loadBefore = await settle();
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      lcpElement: lcpElement(audits),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      // The same long-task rule on the page's CPU time, without the waits of a shared machine
      // (scripts/trace-blocking.mjs); null when the trace has no first paint.
      ...(cpuBlockingTime(
        result.artifacts.Trace?.traceEvents ?? [],
        result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ) ?? { cpuTbtMs: null, cpuLongTasks: null }),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      // Lighthouse times the page's real CPU work: a busy machine lowers the performance score.
      // The load before the run, and after it (Lighthouse's own work included).
      loadBefore,
      loadAverage: Number(loadavg()[0].toFixed(1)),
      // Lighthouse's measure of the machine's speed at the start of the run (higher is faster). On
      // a shared virtual machine it moved between about 1,200 and 2,200 at a low load average,
      // and the blocking time with it: figures of runs far apart compare only at a similar index.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failedAudits: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** `runs` runs of `url`: the one with the median performance score, with every run's figures. */
export async function lighthouseMedian(url, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url));
  const measured = results.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
  if (measured.length === 0) return results[0];
  const middle = measured[Math.floor((measured.length - 1) / 2)];
  if (runs === 1) return middle;
  return {
    ...middle,
    runs,
    performanceRuns: results.map((r) => r.performance ?? null),
    tbtRunsMs: results.map((r) => r.tbtMs ?? null),
    // The median blocking time of the runs, which the median-score run need not have.
    tbtMedianMs: median(measured.map((r) => r.tbtMs)),
    cpuTbtRunsMs: results.map((r) => r.cpuTbtMs ?? null),
    benchmarkIndexRuns: results.map((r) => r.benchmarkIndex ?? null),
    // A run that failed is left out of the median and shown here (null in the lists above).
    ...(measured.length < runs && {
      runErrors: results.flatMap((r) => (r.error ? [r.error] : [])),
    }),
  };
}
