// Load tests of the benchmarks: autocannon with 50 connections on loopback, repeated, because the
// machine is shared and single runs vary a lot. Each route reports the median of the runs and
// their spread, once without compression and once as browsers ask (`Accept-Encoding: gzip`).
import { loadavg } from "node:os";
import autocannon from "autocannon";

/** The median of the finite values (a run that measured nothing gives null); null when none. */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function once(url, seconds, headers) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Runs `runs` rounds over `routes` (round-robin, so a busy moment of the machine does not hit one
 * route only); `log` gets a line per run.
 */
export async function measureLoad(origin, routes, { runs = 3, seconds = 10, log = () => {} } = {}) {
  const variants = { identity: {}, gzip: { "accept-encoding": "gzip" } };
  const samples = {};
  for (let round = 0; round < runs; round++) {
    for (const route of routes) {
      for (const [variant, headers] of Object.entries(variants)) {
        const key = `${variant} ${route}`;
        const sample = await once(`${origin}${route}`, seconds, headers);
        (samples[key] ??= []).push({ ...sample, load1: Number(loadavg()[0].toFixed(1)) });
        log(`${key}: ${sample.rps} req/s, p99 ${sample.p99} ms (load ${loadavg()[0].toFixed(1)})`);
      }
    }
  }
  const report = {};
  for (const [variant] of Object.entries(variants)) {
    report[variant] = {};
    for (const route of routes) {
      const list = samples[`${variant} ${route}`];
      report[variant][route] = {
        requestsPerSecond: median(list.map((s) => s.rps)),
        requestsPerSecondRuns: list.map((s) => s.rps),
        latencyP50Ms: median(list.map((s) => s.p50)),
        latencyP99Ms: median(list.map((s) => s.p99)),
        latencyP99MsRuns: list.map((s) => s.p99),
        non2xx: list.reduce((a, s) => a + s.non2xx, 0),
        errors: list.reduce((a, s) => a + s.errors, 0),
        loadAverageRuns: list.map((s) => s.load1),
      };
    }
  }
  return { connections: 50, secondsPerRun: seconds, runs, ...report };
}
