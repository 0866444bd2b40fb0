#!/usr/bin/env node
// `npm run bench:bundles [-- <route> …]`: what the first-load JavaScript of a page is made of, by
// package and by module, from Turbopack's module graph (`next analyze`, written to
// apps/web/.next/diagnostics/analyze; it does not touch the build). Routes are app routes such as
// `/[locale]` or `/[locale]/gb-investment/[gb]`; without any, every page route.
// Sizes: `bytes` is minified code, `gzipBytes` each module gzipped on its own (a little more than
// its share of a gzipped chunk). Prints JSON.
import { analyzeRecords, firstLoadParts, owner } from "./bundle-analysis.mjs";

const TOP_MODULES = Number(process.env.BENCH_TOP_MODULES ?? 25);
const records = analyzeRecords();

const { pageRoutes, partsOf } = firstLoadParts(records);

const wanted = process.argv.slice(2);
const routes = wanted.length > 0 ? wanted : [...pageRoutes].sort();
const report = {};
for (const route of routes) {
  const first = partsOf(route);
  if (!first) {
    console.error(`unknown route ${route}; known: ${[...pageRoutes].join(" ")}`);
    process.exit(1);
  }
  const { outputs, parts } = first;
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
