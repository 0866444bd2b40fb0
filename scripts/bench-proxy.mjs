#!/usr/bin/env node
// `npm run bench:proxy`: the production layout of the README, measured on this machine: one
// stateless `next start` per core behind nginx with the page cache of deploy/nginx/ (the very
// files a server uses; only ports and paths are changed). It first checks through the cache that
// the locale rules still hold (browser-language redirect on a first visit, the cookie's choice
// afterwards, the cookie set on every visit), then load-tests the same routes as `npm run bench`.
// `--compare` also measures one `next start` directly, at the same moment.
// Prints JSON (also written to bench-results/bench-proxy.json); exits 1 when a check fails.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { ROOT, buildAll, run, startNextServer, waitForUrl } from "./lib.mjs";
import { measureLoad } from "./load.mjs";

const PORT = Number(process.env.BENCH_PROXY_PORT ?? 3220);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? cpus().length);
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const ORIGIN = `http://localhost:${PORT}`;
const COMPARE = process.argv.includes("--compare");
const log = (m) => process.stderr.write(`[bench:proxy] ${m}\n`);

/** Debian's nginx: installed with apt when missing and we are root. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (typeof process.getuid !== "function" || process.getuid() !== 0) {
    console.error(
      `✖ nginx is missing at ${NGINX}. Install Debian's package as root: apt-get install -y nginx (or set NGINX_PATH).`,
    );
    process.exit(1);
  }
  log("installing nginx (apt-get install -y nginx)");
  run("apt-get", ["install", "-y", "-qq", "nginx"], {
    extraEnv: { DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** deploy/nginx/foe-toolbox.conf with this run's ports and paths, inside a minimal nginx.conf. */
function nginxConfig(dir, upstreamPorts) {
  let site = readFileSync(join(ROOT, "deploy/nginx/foe-toolbox.conf"), "utf8");
  const replace = (pattern, value) => {
    if (!pattern.test(site))
      throw new Error(`deploy/nginx/foe-toolbox.conf no longer contains ${pattern}`);
    site = site.replace(pattern, value);
  };
  replace(
    /(\s*server 127\.0\.0\.1:\d+;)+/,
    upstreamPorts.map((p) => `\n    server 127.0.0.1:${p};`).join(""),
  );
  replace(/\/var\/cache\/nginx\/foe-toolbox/g, join(dir, "cache"));
  replace(/\/etc\/nginx\/foe-toolbox\//g, `${join(ROOT, "deploy/nginx")}/`);
  replace(/listen 80;/, `listen ${PORT};\n    listen [::]:${PORT};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${join(dir, t)};`)
    .join("\n");
  return `worker_processes auto;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  # As in Debian's nginx.conf.
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
${temp}
${site}
}
`;
}

/** A GET with exactly these headers (fetch would add Accept-Language and decompress). */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${ORIGIN}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const htmlLang = (res) => /<html[^>]*\blang="([^"]+)"/.exec(res.body.toString())?.[1];
const cookieOf = (res) => (res.headers["set-cookie"] ?? []).join(" | ");
const expectedCookie = (locale) =>
  new RegExp(`^locale=${locale}; Path=/; Max-Age=31536000; SameSite=lax$`, "i");

/**
 * Locale behaviour through the cache. Every case is asked twice: the second answer comes from the
 * cache and must be the same. The cases follow each other so that a wrong key would hand one
 * visitor's answer to the next (e.g. the German redirect of `/` to an English browser).
 */
async function checks(staticChunk) {
  const cases = [
    {
      name: "/de: German page, cookie de",
      path: "/de",
      headers: {},
      status: 200,
      lang: "de",
      cookie: "de",
    },
    {
      name: "/ first visit, German browser: redirect to /de",
      path: "/",
      headers: { "accept-language": "de-DE,de;q=0.9" },
      status: 307,
      location: "/de",
      cookie: "de",
    },
    {
      name: "/ first visit, English browser: English page",
      path: "/",
      headers: { "accept-language": "en-US,en;q=0.9" },
      status: 200,
      lang: "en",
      cookie: "en",
    },
    {
      name: "/ without Accept-Language: English page",
      path: "/",
      headers: {},
      status: 200,
      lang: "en",
      cookie: "en",
    },
    {
      name: "/ with cookie fr, German browser: redirect to /fr",
      path: "/",
      headers: { cookie: "locale=fr", "accept-language": "de" },
      status: 307,
      location: "/fr",
      cookie: "fr",
    },
    {
      name: "/ with cookie en, German browser: English page",
      path: "/",
      headers: { cookie: "locale=en", "accept-language": "de" },
      status: 200,
      lang: "en",
      cookie: "en",
    },
    {
      name: "/ with an unknown cookie, German browser: redirect to /de",
      path: "/",
      headers: { cookie: "locale=xx", "accept-language": "de" },
      status: 307,
      location: "/de",
      cookie: "de",
    },
    {
      name: "/de with cookie fr: German page, cookie de",
      path: "/de",
      headers: { cookie: "locale=fr" },
      status: 200,
      lang: "de",
      cookie: "de",
    },
    {
      name: "/trade, German browser: redirect to /de/trade",
      path: "/trade",
      headers: { "accept-language": "de" },
      status: 307,
      location: "/de/trade",
      cookie: "de",
    },
    {
      name: "/trade, English browser: English page",
      path: "/trade",
      headers: { "accept-language": "en" },
      status: 200,
      lang: "en",
      cookie: "en",
    },
    {
      name: "/pt-BR/trade: Brazilian page, cookie pt-BR",
      path: "/pt-BR/trade",
      headers: { cookie: "locale=de" },
      status: 200,
      lang: "pt-BR",
      cookie: "pt-BR",
    },
  ];
  const results = [];
  for (const c of cases) {
    const first = await get(c.path, c.headers);
    const second = await get(c.path, c.headers);
    const problems = [];
    for (const [label, res] of [
      ["first", first],
      ["second", second],
    ]) {
      if (res.status !== c.status) problems.push(`${label}: status ${res.status}`);
      if (c.lang && htmlLang(res) !== c.lang) problems.push(`${label}: lang ${htmlLang(res)}`);
      if (c.location && res.headers.location !== c.location)
        problems.push(`${label}: location ${res.headers.location}`);
      if (!expectedCookie(c.cookie).test(cookieOf(res)))
        problems.push(`${label}: cookie "${cookieOf(res)}"`);
    }
    if (second.headers["x-cache-status"] !== "HIT")
      problems.push(`second answer not from the cache (${second.headers["x-cache-status"]})`);
    results.push({
      name: c.name,
      ok: problems.length === 0,
      cache: [first.headers["x-cache-status"], second.headers["x-cache-status"]],
      problems,
    });
  }

  // A gzip copy for browsers and a plain one for other clients, both from the cache.
  await get(staticChunk, { "accept-encoding": "gzip" });
  await get(staticChunk);
  const zipped = await get(staticChunk, { "accept-encoding": "gzip, deflate, br" });
  const plain = await get(staticChunk);
  const sameBytes =
    zipped.headers["content-encoding"] === "gzip" &&
    !plain.headers["content-encoding"] &&
    gunzipSync(zipped.body).equals(plain.body);
  results.push({
    name: `${staticChunk}: gzip copy for browsers, plain copy otherwise`,
    ok:
      sameBytes &&
      zipped.headers["x-cache-status"] === "HIT" &&
      plain.headers["x-cache-status"] === "HIT",
    cache: [zipped.headers["x-cache-status"], plain.headers["x-cache-status"]],
    problems: sameBytes ? [] : ["the copies differ"],
  });
  // Security headers (docs/security-headers.md): a cached page keeps its own script hashes, HSTS
  // is added by nginx, and a 404 (never stored) gets a new nonce every time.
  const page = [await get("/de/trade"), await get("/de/trade")];
  const notFound = [await get("/de/no-such-page"), await get("/de/no-such-page")];
  const csp = (res) => res.headers["content-security-policy"] ?? "";
  const problems = [];
  if (!/script-src 'self'( 'sha256-[^']+')+;/.test(csp(page[1])) || csp(page[0]) !== csp(page[1]))
    problems.push(`cached page's policy: ${csp(page[1])}`);
  if (
    ![...page, ...notFound].every((r) => /max-age=\d+/.test(r.headers["strict-transport-security"]))
  )
    problems.push("no Strict-Transport-Security");
  const nonces = notFound.map((r) => /'nonce-([^']+)'/.exec(csp(r))?.[1]);
  if (!nonces[0] || nonces[0] === nonces[1]) problems.push(`404 nonces: ${nonces.join(", ")}`);
  results.push({
    name: "security headers: the cached page's policy, HSTS, a new nonce per 404",
    ok: problems.length === 0 && page[1].headers["x-cache-status"] === "HIT",
    cache: [page[1].headers["x-cache-status"], notFound[1].headers["x-cache-status"]],
    problems,
  });
  // Never stored: 404 pages and the service worker (a new version must reach browsers at once).
  for (const path of ["/this-does-not-exist", "/sw.js"]) {
    await get(path);
    const again = await get(path);
    results.push({
      name: `${path}: not cached`,
      ok: again.headers["x-cache-status"] !== "HIT",
      cache: [again.headers["x-cache-status"]],
      problems: [],
    });
  }
  return results;
}

if (
  !existsSync(join(ROOT, "apps/web/.next/BUILD_ID")) ||
  !existsSync(join(ROOT, "packages/core/dist"))
)
  await buildAll();
ensureNginx();
const nginxVersion = spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim();
const loadAtStart = loadavg().map((n) => Number(n.toFixed(1)));

const ports = Array.from({ length: INSTANCES }, (_, i) => PORT + 1 + i);
log(`starting ${INSTANCES} × next start on ports ${ports.join(", ")}`);
const servers = await Promise.all(ports.map((p) => startNextServer(p)));

const dir = mkdtempSync(join(tmpdir(), "foe-nginx-"));
// nginx's workers drop root rights: they must reach the cache and temp folders.
chmodSync(dir, 0o755);
const conf = join(dir, "nginx.conf");
writeFileSync(conf, nginxConfig(dir, ports));
const test = spawnSync(NGINX, ["-t", "-q", "-e", join(dir, "error.log"), "-c", conf], {
  encoding: "utf8",
});
if (test.status !== 0) {
  console.error(test.stderr);
  process.exit(1);
}
log(`starting ${nginxVersion} on ${ORIGIN}`);
const nginx = spawn(NGINX, ["-e", join(dir, "error.log"), "-c", conf, "-g", "daemon off;"], {
  stdio: "inherit",
});
process.on("exit", (code) => {
  nginx.kill("SIGTERM");
  for (const s of servers) s.stop();
  if (code !== 0 && existsSync(join(dir, "error.log"))) {
    process.stderr.write(
      readFileSync(join(dir, "error.log"), "utf8").split("\n").slice(-20).join("\n"),
    );
  }
  rmSync(dir, { recursive: true, force: true });
});
await waitForUrl(`${ORIGIN}/manifest.webmanifest`);

const home = (await get("/", { "accept-language": "en" })).body.toString();
const staticChunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
log("checking the locale behaviour through the cache");
const checkResults = await checks(staticChunk);
for (const c of checkResults)
  log(`${c.ok ? "ok  " : "FAIL"} ${c.name} [${c.cache.join(", ")}] ${c.problems.join("; ")}`);

const ROUTES = ["/", "/de", "/trade"];
const runs = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
log(`load test through nginx (50 connections, ${runs} × ${seconds} s per route and encoding)`);
const proxyLoad = await measureLoad(ORIGIN, ROUTES, { runs, seconds, log });
let directLoad;
if (COMPARE) {
  log(`load test of one next start directly (${servers[0].origin})`);
  directLoad = await measureLoad(servers[0].origin, ROUTES, { runs, seconds, log });
}

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: loadAtStart },
  layout: {
    nginx: nginxVersion,
    nextStartInstances: INSTANCES,
    config: "deploy/nginx/foe-toolbox.conf",
  },
  checks: checkResults,
  proxyLoad,
  ...(directLoad ? { directNextStartLoad: directLoad } : {}),
};
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results/bench-proxy.json"), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
process.exit(checkResults.every((c) => c.ok) ? 0 : 1);
