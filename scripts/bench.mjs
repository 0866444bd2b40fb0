#!/usr/bin/env node
// `npm run bench`: prints JSON with
//  - first-load JavaScript (gzip) of every page in the sitemap (English) and the German home,
//    against the budgets (content pages 110 KB, tool pages 150 KB), split into the framework
//    (React, Next.js) and the site's own share (budgets 25 KB and 45 KB; see bundle-analysis.mjs),
//  - Lighthouse mobile scores of every route (one of the 49 GB pages), with the machine's load
//    (the backend is started for it, as the site talks to it),
//  - requests/s and latency percentiles of `next start` on static routes (autocannon, loopback,
//    repeated runs with their spread; see load.mjs),
//  - time to usable and input → redraw of every tool page's main input (bench-interaction.mjs),
//  - the calculation timings of @foe-toolbox/core.
// Builds first when no build exists. Results are also written to bench-results/bench.json.
// `npm run bench:proxy` measures the production layout (nginx in front of `next start`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  BACKEND_DIR,
  CHROMIUM,
  ROOT,
  backendBuild,
  buildAll,
  startDetached,
  startNextServer,
  waitForUrl,
} from "./lib.mjs";
import { measureInteraction } from "./bench-interaction.mjs";
import { lighthouseMedian } from "./lighthouse.mjs";
import { measureLoad } from "./load.mjs";
import { analyzeRecords, firstLoadParts, isFramework, owner } from "./bundle-analysis.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
// `--js-only`: only the first-load JavaScript figures (quick check while building a page).
const JS_ONLY = process.argv.includes("--js-only");
// `--lighthouse-only`: first-load JS and Lighthouse (to measure again at a quiet moment).
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse-only");
// `--interaction-only`: time to usable and input → redraw of the tool pages only
// (BENCH_INTERACTION_ROUTES="/trade,/gb-investment/The_Arc" for some of them).
const INTERACTION_ONLY = process.argv.includes("--interaction-only");
const ORIGIN = `http://localhost:${PORT}`;
const log = (m) => process.stderr.write(`[bench] ${m}\n`);

if (
  !existsSync(join(ROOT, "apps/web/.next/BUILD_ID")) ||
  !existsSync(join(ROOT, "packages/core/dist"))
)
  await buildAll();

// The machine may be shared: its load is part of the result.
const loadAtStart = loadavg().map((n) => Number(n.toFixed(1)));
log(`starting next start on ${ORIGIN}`);
const server = await startNextServer(PORT);
const stopServer = server.stop;

/** The path prefixes of the languages other than English (the list of packages/survey-schema). */
const { PREFIXED_LOCALES: LOCALE_PREFIXES } = createRequire(import.meta.url)(
  "@foe-toolbox/survey-schema/locales",
);

/** Pages to measure: the English URLs of the sitemap (which lists every existing page). */
async function pages() {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const english = urls.filter((p) => !LOCALE_PREFIXES.includes(p.split("/")[1]));
  return [...new Set(["/", ...english, "/de"])];
}

/** Budgets of docs/architecture.md: tool pages (the registry's tools and statistics) and content pages. */
const TOOL_ROUTES = [
  ...readFileSync(join(ROOT, "apps/web/src/platform/registry.ts"), "utf8").matchAll(
    /route:\s*"([^"]+)",\s*group:\s*"(?:tools|statistics)"/g,
  ),
].map((m) => m[1]);
const isToolPage = (path) => TOOL_ROUTES.includes(path.split("/")[1] ?? "");
const budgetKb = (path) => (isToolPage(path) ? 150 : 110);
/** The site's own share: everything beyond React and Next.js (issue 14). */
const ownBudgetKb = (path) => (isToolPage(path) ? 45 : 25);

/** The app route of a public path: "/de" -> "/[locale]", "/gb-investment/X" -> "/[locale]/gb-investment/[gb]". */
function appRoute(path) {
  const segments = path.split("/").filter(Boolean);
  if (LOCALE_PREFIXES.includes(segments[0])) segments.shift();
  if (segments[0] === "gb-investment" && segments.length === 2) segments[1] = "[gb]";
  return ["/[locale]", ...segments].join("/");
}

/**
 * Per app route, the framework's share of its first-load script files, from Turbopack's module
 * graph (`next analyze`; its chunk names differ from the build's, so the share is taken per
 * route): the gzip size of its React and Next.js modules over that of all its modules.
 */
function frameworkShares() {
  log("reading the module graph (next analyze)");
  const { pageRoutes, partsOf } = firstLoadParts(analyzeRecords());
  const shares = new Map();
  for (const route of pageRoutes) {
    let framework = 0;
    let all = 0;
    for (const part of partsOf(route).parts) {
      all += part.compressed_size;
      if (isFramework(owner(part.source_path))) framework += part.compressed_size;
    }
    if (all > 0) shares.set(route, framework / all);
  }
  return shares;
}
/** Filled once before the first-load measurements (the interaction-only run does not need it). */
let frameworkShare = new Map();

const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;
const gzipCache = new Map();
async function scriptGzipKb(src) {
  if (!gzipCache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    gzipCache.set(src, gzipKb(body));
  }
  return gzipCache.get(src);
}

/**
 * What the browser must download before the page is interactive: every script the HTML names
 * (`<script src>` and script preloads, each file once, without the `nomodule` polyfills that
 * modern browsers skip) plus the inline scripts (the page's React Server Component payload and
 * the colour-mode script), all gzip. The lazy parts a page loads later are not counted.
 */
async function firstLoadJs(path) {
  const html = await (await fetch(`${ORIGIN}${path}`)).text();
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const external = tags
    .filter(([, attributes]) => /\bsrc="/.test(attributes) && !/\bnomodule\b/i.test(attributes))
    .map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes)[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)]
    .filter(([tag]) => /\bas="script"/.test(tag) || /modulepreload/.test(tag))
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
  const scripts = [...new Set([...external, ...preloads])];
  const inline = tags
    .filter(([, attributes]) => !/\bsrc="/.test(attributes))
    .map(([, , body]) => body)
    .join("\n");
  const externalKb = (await Promise.all(scripts.map(scriptGzipKb))).reduce((a, b) => a + b, 0);
  const share = frameworkShare.get(appRoute(path));
  return {
    scripts,
    externalKb,
    // A route the graph does not know counts as the site's own.
    frameworkKb: externalKb * (share ?? 0),
    unknownRoute: share === undefined,
    inlineKb: gzipKb(inline),
    htmlKb: gzipKb(html),
  };
}

async function interaction() {
  const routes = process.env.BENCH_INTERACTION_ROUTES?.split(",").map((r) => r.trim());
  return measureInteraction({ chromium, executablePath: CHROMIUM, origin: ORIGIN, log, routes });
}

if (INTERACTION_ONLY) {
  const stopBackendNow = await startBackend();
  const report = { loadAverageAtStart: loadAtStart, interaction: await interaction() };
  stopBackendNow();
  stopServer();
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}

frameworkShare = frameworkShares();
const routes = await pages();
log(`measuring first-load JS of ${routes.length} pages`);
const measured = {};
for (const route of routes) measured[route] = await firstLoadJs(route);
// Shared = scripts every page loads (framework, shell); the rest is what a page adds itself.
const shared = Object.values(measured).reduce(
  (acc, { scripts }) => acc.filter((s) => scripts.includes(s)),
  measured["/"].scripts,
);
const sharedKb = (await Promise.all(shared.map(scriptGzipKb))).reduce((a, b) => a + b, 0);
const round1 = (n) => Number(n.toFixed(1));
const firstLoad = {};
for (const [route, m] of Object.entries(measured)) {
  const totalKb = m.externalKb + m.inlineKb;
  const ownCodeKb = m.externalKb - m.frameworkKb;
  firstLoad[route] = {
    totalGzipKb: round1(totalKb),
    scriptFilesGzipKb: round1(m.externalKb),
    inlineScriptsGzipKb: round1(m.inlineKb),
    pageSpecificGzipKb: round1(m.externalKb - sharedKb),
    htmlGzipKb: round1(m.htmlKb),
    budgetKb: budgetKb(route),
    withinBudget: totalKb <= budgetKb(route),
    // The script files split by the module graph: React and Next.js, and the site's own code.
    frameworkGzipKb: round1(m.frameworkKb),
    ownGzipKb: round1(ownCodeKb),
    ownBudgetKb: ownBudgetKb(route),
    ownWithinBudget: ownCodeKb <= ownBudgetKb(route),
    ...(m.unknownRoute ? { missingFromModuleGraph: appRoute(route) } : {}),
  };
}
const overOwnBudget = Object.entries(firstLoad)
  .filter(([, r]) => !r.ownWithinBudget)
  .map(([route, r]) => `${route} (${r.ownGzipKb} KB > ${r.ownBudgetKb} KB)`);
if (overOwnBudget.length > 0) log(`over the own-share budget: ${overOwnBudget.join(", ")}`);
const firstLoadJsReport = {
  sharedScriptFilesGzipKb: round1(sharedKb),
  overOwnBudget,
  routes: firstLoad,
};

if (JS_ONLY) {
  stopServer();
  console.log(JSON.stringify(firstLoadJsReport, null, 2));
  process.exit(0);
}

/**
 * The backend the build talks to (the survey notice asks it for open surveys), as in production:
 * without it the browser logs the refused request and Lighthouse counts a console error. The
 * browser tests' starter runs Strapi on a fresh SQLite file with this origin allowed.
 */
async function startBackend() {
  const health = "http://localhost:1337/_health";
  if ((await fetch(health).catch(() => null))?.ok) return () => {};
  if (!existsSync(join(BACKEND_DIR, "dist"))) await backendBuild();
  log("starting the backend on http://localhost:1337");
  const stop = startDetached(process.execPath, [join(ROOT, "e2e/backend-server.mjs")], {
    extraEnv: {
      E2E_PORT: String(PORT),
      E2E_BACKEND_PORT: "1337",
      E2E_MAIL_SMTP_PORT: "1026",
      E2E_MAIL_HTTP_PORT: "1081",
    },
  });
  await waitForUrl(health);
  return stop;
}

const stopBackend = await startBackend();
log("running Lighthouse (mobile)");
// Every route once: of the pages of one pattern (the 49 GB pages) only the first.
const pattern = (route) => `${route.split("/")[1]}/${route.split("/").length}`;
// BENCH_LIGHTHOUSE_ROUTES="/trade,/campaign-cost" measures only those (checking one fix quickly).
const onlyRoutes = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(",").map((r) => r.trim());
const lighthouseRoutes =
  onlyRoutes ?? routes.filter((r, i) => routes.findIndex((o) => pattern(o) === pattern(r)) === i);
const lighthouseScores = {};
for (const route of lighthouseRoutes)
  lighthouseScores[route] = await lighthouseMedian(`${ORIGIN}${route}`);

const interactionReport = LIGHTHOUSE_ONLY ? undefined : await interaction();
stopBackend();
if (LIGHTHOUSE_ONLY) {
  stopServer();
  console.log(
    JSON.stringify(
      {
        loadAverageAtStart: loadAtStart,
        firstLoadJs: firstLoadJsReport,
        lighthouseMobile: lighthouseScores,
      },
      null,
      2,
    ),
  );
  process.exit(0);
}

const LOAD_ROUTES = ["/", "/de", "/trade"];
const runs = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
log(
  `load test of next start (autocannon, 50 connections, ${runs} × ${seconds} s per route and encoding)`,
);
const load = await measureLoad(ORIGIN, LOAD_ROUTES, { runs, seconds, log });
stopServer();

log("core calculation timings");
const coreRun = spawnSync("node", ["scripts/bench.mjs"], {
  cwd: join(ROOT, "packages/core"),
  encoding: "utf8",
});
const coreResult =
  coreRun.status === 0 ? JSON.parse(coreRun.stdout) : { error: coreRun.stderr.slice(-2000) };

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: loadAtStart },
  firstLoadJs: firstLoadJsReport,
  lighthouseMobile: lighthouseScores,
  interaction: interactionReport,
  nextStartLoad: load,
  core: coreResult,
};
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results/bench.json"), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
process.exit(0);
