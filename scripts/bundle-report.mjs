#!/usr/bin/env node
// `npm run bench:bundles [-- <route> …]`: what the first-load JavaScript of a page is made of, by
// package and by module, from Turbopack's module graph (`next analyze`, written to
// apps/web/.next/diagnostics/analyze; it does not touch the build). Routes are app routes such as
// `/[locale]` or `/[locale]/gb-investment/[gb]`; without any, every page route.
// Sizes: `bytes` is minified code, `gzipBytes` each module gzipped on its own (a little more than
// its share of a gzipped chunk). Prints JSON.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT, env } from "./lib.mjs";

const WEB = join(ROOT, "apps/web");
const TOP_MODULES = 25;

const analyze = spawnSync("npx", ["next", "analyze", "--output"], {
  cwd: WEB,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (analyze.status !== 0) process.exit(analyze.status ?? 1);
const exported = spawnSync("npx", ["next", "analyze", "export"], {
  cwd: WEB,
  env,
  encoding: "utf8",
  maxBuffer: 1 << 30,
});
if (exported.status !== 0) {
  console.error(exported.stderr);
  process.exit(1);
}
const records = exported.stdout
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** Where a module comes from: an npm package (React DOM and Next's router told apart), or a source folder. */
function owner(sourcePath) {
  const path = sourcePath.replace("[project]/", "");
  if (path.includes("next/dist/compiled/react-dom/")) return "react-dom (bundled with next)";
  if (path.includes("next/dist/compiled/react/") || path.includes("next/dist/compiled/scheduler/"))
    return "react (bundled with next)";
  if (path.includes("next/dist/compiled/react-server-dom-"))
    return "react-server-dom client (bundled with next)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith("[turbopack]")) return "turbopack runtime";
  return path.split("/").slice(0, 4).join("/");
}

const partsByOutput = new Map();
const groupsByRoute = new Map();
const pageRoutes = new Set();
for (const r of records) {
  if (r.type === "part") {
    // The export lists the parts of a shared chunk once per route.
    const key = `${r.route} ${r.filename}`;
    if (!partsByOutput.has(key)) partsByOutput.set(key, []);
    partsByOutput.get(key).push(r);
  } else if (r.type === "group") {
    if (!groupsByRoute.has(r.route)) groupsByRoute.set(r.route, []);
    groupsByRoute.get(r.route).push(r);
  } else if (r.type === "route" && r.entries.some((e) => e.module_ident.includes("/page {"))) {
    pageRoutes.add(r.route);
  }
}

const wanted = process.argv.slice(2);
const routes = wanted.length > 0 ? wanted : [...pageRoutes].sort();
const report = {};
for (const route of routes) {
  const groups = groupsByRoute.get(route);
  if (!groups) {
    console.error(`unknown route ${route}; known: ${[...pageRoutes].join(" ")}`);
    process.exit(1);
  }
  // The framework bootstrap plus everything the page's server component tree needs on the client.
  const outputs = new Set(
    groups
      .filter(
        (g) =>
          g.kind === "bootstrap" ||
          (g.kind === "render_dependent" && /\/page\.tsx \[app-rsc\]/.test(g.trigger_module_ident)),
      )
      .flatMap((g) => g.outputs)
      .filter((o) => o.endsWith(".js")),
  );
  const parts = [...outputs].flatMap((o) => partsByOutput.get(`${route} ${o}`) ?? []);
  const byOwner = new Map();
  for (const p of parts) {
    const entry = byOwner.get(owner(p.source_path)) ?? { bytes: 0, gzipBytes: 0 };
    entry.bytes += p.size;
    entry.gzipBytes += p.compressed_size;
    byOwner.set(owner(p.source_path), entry);
  }
  const sum = (list, key) => list.reduce((a, p) => a + p[key], 0);
  report[route] = {
    chunks: outputs.size,
    bytes: sum(parts, "size"),
    gzipBytes: sum(parts, "compressed_size"),
    byPackage: Object.fromEntries([...byOwner].sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)),
    largestModules: [...parts]
      .sort((a, b) => b.compressed_size - a.compressed_size)
      .slice(0, TOP_MODULES)
      .map((p) => ({
        module: p.source_path.replace("[project]/", ""),
        bytes: p.size,
        gzipBytes: p.compressed_size,
      })),
  };
}
console.log(JSON.stringify(report, null, 2));
