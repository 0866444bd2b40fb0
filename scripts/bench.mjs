#!/usr/bin/env node
// `npm run bench`: prints JSON with
//  - first-load JavaScript (gzip) of every page in the sitemap (English) and the German home,
//  - Lighthouse mobile scores of the home page and one other page,
//  - requests/s and latency percentiles of `next start` on two routes (autocannon, loopback),
//  - the calculation timings of @foe-toolbox/core.
// Builds first when no build exists. Results are also written to bench-results/bench.json.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, ROOT, buildAll, env } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
// `--js-only`: only the first-load JavaScript figures (quick check while building a page).
const JS_ONLY = process.argv.includes("--js-only");
const ORIGIN = `http://localhost:${PORT}`;
const log = (m) => process.stderr.write(`[bench] ${m}\n`);

if (!existsSync(join(ROOT, "apps/web/.next/BUILD_ID")) || !existsSync(join(ROOT, "packages/core/dist"))) buildAll();

log(`starting next start on ${ORIGIN}`);
const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
  cwd: join(ROOT, "apps/web"),
  env,
  stdio: "ignore",
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/manifest.webmanifest`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}
await waitForServer();

/** Pages to measure: the English URLs of the sitemap (which lists every existing page). */
async function pages() {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const locales = ["cs", "da", "de", "es", "fr", "hu", "it", "nl", "pl", "pt", "pt-BR", "ru", "sk", "sv", "tr"];
  const english = urls.filter((p) => !locales.includes(p.split("/")[1]));
  return [...new Set(["/", ...english, "/de"])];
}

const gzipCache = new Map();
async function gzipSize(src) {
  if (!gzipCache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    gzipCache.set(src, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(src);
}

/** Scripts a browser loads for the first view: every <script src> except `nomodule` polyfills. */
async function firstLoadJs(path) {
  const html = await (await fetch(`${ORIGIN}${path}`)).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[0]))
    .map((m) => m[1]);
  const sizes = await Promise.all(scripts.map(gzipSize));
  return { scripts, totalKb: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

const routes = await pages();
log(`measuring first-load JS of ${routes.length} pages`);
const firstLoad = {};
const perRouteScripts = {};
for (const route of routes) {
  const { scripts, totalKb } = await firstLoadJs(route);
  perRouteScripts[route] = scripts;
  firstLoad[route] = { totalGzipKb: Number(totalKb.toFixed(1)) };
}
// Shared = loaded by every page (framework, shell); the rest is what a page adds itself.
const shared = Object.values(perRouteScripts).reduce((acc, list) => acc.filter((s) => list.includes(s)));
const sharedKb = (await Promise.all(shared.map(gzipSize))).reduce((a, b) => a + b, 0) / 1024;
for (const route of routes) {
  firstLoad[route].pageSpecificGzipKb = Number((firstLoad[route].totalGzipKb - sharedKb).toFixed(1));
}

if (JS_ONLY) {
  stopServer();
  console.log(JSON.stringify({ sharedGzipKb: Number(sharedKb.toFixed(1)), routes: firstLoad }, null, 2));
  process.exit(0);
}

log("running Lighthouse (mobile)");
const lighthouseRoutes = [...new Set(["/", routes.find((r) => r !== "/" && r !== "/de") ?? "/de"])];
const lighthouseScores = {};
const chrome = await chromeLauncher.launch({
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
try {
  for (const route of lighthouseRoutes) {
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    lighthouseScores[route] = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      failedAudits: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  }
} finally {
  await chrome.kill();
}

log("load test (autocannon, 50 connections, 10 s per route)");
const load = {};
for (const route of ["/", "/de"]) {
  const result = await autocannon({ url: `${ORIGIN}${route}`, connections: 50, duration: 10 });
  load[route] = {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
stopServer();

log("core calculation timings");
const coreRun = spawnSync("node", ["scripts/bench.mjs"], { cwd: join(ROOT, "packages/core"), encoding: "utf8" });
const coreResult = coreRun.status === 0 ? JSON.parse(coreRun.stdout) : { error: coreRun.stderr.slice(-2000) };

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import("node:os")).cpus().length },
  firstLoadJs: { sharedGzipKb: Number(sharedKb.toFixed(1)), routes: firstLoad },
  lighthouseMobile: lighthouseScores,
  nextStartLoad: load,
  core: coreResult,
};
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results/bench.json"), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
process.exit(0);
