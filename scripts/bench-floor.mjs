#!/usr/bin/env node
// `npm run bench:floor`: Lighthouse mobile of the smallest page the site's framework can serve, on
// this machine: a Next.js App Router page with one client component (a counter) and one link,
// built with the site's own Next.js and React and the same compile hints
// (apps/web/scripts/compile-hints.mjs): what the framework costs on this machine by itself, so
// that what a page of the site shows above it is known to be the site's own work. Median of
// BENCH_LIGHTHOUSE_RUNS runs (5 unless set), BENCH_SETTLE_LOAD as for `npm run bench`. Prints
// JSON, also written to bench-results/bench-floor.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { markStartupChunks } from "../apps/web/scripts/compile-hints.mjs";
import { lighthouseMedian } from "./lighthouse.mjs";
import { ROOT, env, startDetached, waitForUrl } from "./lib.mjs";

const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3310);
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
// Inside the repository (ignored), so that it resolves the workspace's next and react.
const APP = join(ROOT, ".tmp", "bench-floor");
const log = (m) => process.stderr.write(`[bench:floor] ${m}\n`);

const FILES = {
  "package.json": JSON.stringify({ name: "bench-floor", private: true, type: "module" }),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "jsconfig.json": "{}\n",
  "app/layout.jsx": `export const metadata = { title: "Floor", description: "The framework alone." };
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import Link from "next/link";
import { Counter } from "./counter";
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest page of the site's framework: one client component and one link.</p>
      <Counter />
      <Link href="/other">Another page</Link>
    </main>
  );
}
`,
  "app/counter.jsx": `"use client";
import { useState } from "react";
export function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`,
  "app/other/page.jsx": `export default function Other() {
  return <main><h1>Another page</h1></main>;
}
`,
};

rmSync(APP, { recursive: true, force: true });
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(join(APP, file, ".."), { recursive: true });
  writeFileSync(join(APP, file), text);
}
log(`building ${APP}`);
// The build's output goes to stderr: stdout is the report.
const build = spawnSync(join(ROOT, "node_modules/.bin/next"), ["build"], {
  cwd: APP,
  env,
  stdio: ["ignore", 2, 2],
});
if (build.status !== 0) throw new Error(`next build of ${APP} failed (exit ${build.status})`);
await markStartupChunks(join(APP, ".next"));

const stop = startDetached(join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(PORT)], {
  cwd: APP,
});
const origin = `http://localhost:${PORT}`;
await waitForUrl(`${origin}/`);
log(`running Lighthouse (mobile) ${RUNS} times`);
const report = {
  loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(1))),
  floor: await lighthouseMedian(`${origin}/`, RUNS),
};
stop();
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results/bench-floor.json"), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
