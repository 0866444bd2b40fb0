#!/usr/bin/env node
// `npm test`: everything CI checks — install, lint, type checks, unit/property/fuzz tests,
// production build, and the browser tests in Debian's Chromium. Ends with "N passed, N failed".
// The steps run two at a time where their order allows (scripts/tasks.mjs); the browser tests,
// which load both cores, run alone at the end. Each step's log is in bench-results/test-reports/logs.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { postgresInstalled, startPostgres } from "./postgres.mjs";
import { APT_ENV, BACKEND_DIR, ROOT, aptInstallArgs, env } from "./lib.mjs";
import { e2eBrowserPath } from "../e2e/browser.mjs";
import { printTaskTimes, runTasks } from "./tasks.mjs";

const REPORTS = join(ROOT, "bench-results", "test-reports");
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** Each suite's report, read at the end for the totals. */
const suites = [];

const vitest = (workspace, name) => {
  const file = join(REPORTS, `${name}.json`);
  suites.push({ name, file, kind: "vitest" });
  return (io) =>
    io.exec(
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${file}`],
      {
        cwd: join(ROOT, workspace),
      },
    );
};

/** A node:test suite; `io` and, for a server started by the task itself, its settings. */
const nodeTests = (name, files, extraEnv = {}) => {
  const file = join(REPORTS, `${name}.xml`);
  suites.push({ name, file, kind: "node" });
  const args = [
    "--test",
    "--test-concurrency=1",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=junit",
    `--test-reporter-destination=${file}`,
    ...files,
  ];
  return (io, serverEnv = {}) => io.exec("node", args, { extraEnv: { ...extraEnv, ...serverEnv } });
};

const BACKEND_TESTS = [
  "apps/backend/tests/api.test.mjs",
  "apps/backend/tests/bot-check.test.mjs",
  "apps/backend/tests/hardening.test.mjs",
  "apps/backend/tests/abuse.test.mjs",
];
const e2eFile = join(REPORTS, "e2e.json");
suites.push({ name: "e2e", file: e2eFile, kind: "playwright" });

// The site talks to the backend that the browser tests start (e2e/backend-server.mjs).
const backendUrl = `http://localhost:${process.env.E2E_BACKEND_PORT ?? 1337}`;
const npmInstall = (cwd) => (io) => io.exec("npm", ["install", "--no-audit", "--no-fund"], { cwd });
const missingPackages = [
  ...(existsSync(e2eBrowserPath()) ? [] : ["chromium-headless-shell"]),
  ...(postgresInstalled() ? [] : ["postgresql"]),
];

const postgresSuite = nodeTests("backend-postgres-2-instances", BACKEND_TESTS, {
  BACKEND_TEST_DB: "postgres",
  BACKEND_TEST_INSTANCES: "2",
  BACKEND_TEST_PORT: "1500",
});

// In list order where several can start; the chain to the browser tests first.
const started = performance.now();
const results = await runTasks(
  [
    {
      name: "npm install",
      run: npmInstall(ROOT),
    },
    {
      // The backend has its own lockfile (Strapi's admin uses React 18).
      name: "npm install (backend)",
      run: npmInstall(BACKEND_DIR),
    },
    {
      // Chromium's headless shell for the browser tests (e2e/browser.mjs) and PostgreSQL for the
      // backend suite, when missing.
      name: "Debian packages",
      weight: 0,
      run: async (io) => {
        if (missingPackages.length === 0) return 0;
        const args = aptInstallArgs(missingPackages);
        if (!args) return 1;
        const apt = { extraEnv: APT_ENV };
        return (await io.exec("apt-get", ["update", "-qq"], apt)) || io.exec("apt-get", args, apt);
      },
    },
    {
      name: "build packages",
      needs: ["npm install"],
      run: async (io) =>
        (await io.exec("npm", ["run", "build", "-w", "packages/core"])) ||
        io.exec("npm", ["run", "build", "-w", "packages/survey-schema"]),
    },
    {
      // next build + the service worker, against the browser tests' backend.
      name: "build web",
      needs: ["build packages"],
      run: (io) =>
        io.exec("npm", ["run", "build", "-w", "apps/web"], {
          extraEnv: { NEXT_PUBLIC_BACKEND_URL: backendUrl },
        }),
    },
    {
      // TypeScript + the admin panel.
      name: "build backend",
      needs: ["build packages", "npm install (backend)"],
      run: (io) => io.exec("npm", ["run", "build"], { cwd: BACKEND_DIR }),
    },
    {
      name: "lint",
      needs: ["npm install"],
      run: (io) => io.exec("npx", ["eslint", "."]),
    },
    {
      // Prettier in check mode (`npm run format` fixes it).
      name: "formatting",
      needs: ["npm install"],
      run: (io) => io.exec("npx", ["prettier", "--check", "--log-level=warn", "."]),
    },
    {
      name: "unit tests: core",
      needs: ["npm install"],
      run: vitest("packages/core", "core"),
    },
    {
      name: "unit tests: web",
      needs: ["build packages"],
      run: vitest("apps/web", "web"),
    },
    {
      name: "backend tests: SQLite",
      needs: ["build backend"],
      // Mostly waiting for Strapi: half a core.
      weight: 0.5,
      run: nodeTests("backend-sqlite", BACKEND_TESTS, { BACKEND_TEST_DB: "sqlite" }),
    },
    {
      // The same suite on PostgreSQL with two backend instances sharing the database: writes go
      // through one instance and reads through the other, proving the backend keeps no
      // per-instance state. Its ports (1500…) are apart from the SQLite run's (1400…).
      name: "backend tests: PostgreSQL, 2 instances",
      needs: ["build backend", "Debian packages"],
      weight: 0.5,
      run: async (io) => {
        const postgres = startPostgres(Number(process.env.TEST_POSTGRES_PORT ?? 55432));
        try {
          return await postgresSuite(io, postgres.env);
        } finally {
          postgres.stop();
        }
      },
    },
    {
      // `next build` checks the site's types too; this also covers the packages and the tests.
      name: "type checks",
      needs: ["build web"],
      run: (io) => io.exec("npm", ["run", "typecheck", "--workspaces", "--if-present"]),
    },
    {
      name: "script tests",
      run: nodeTests("scripts", ["scripts/scripts.test.mjs"]),
    },
    {
      // Playwright + Debian's Chromium against the production build and the real backend.
      name: "browser tests",
      needs: ["build web", "build backend", "Debian packages"],
      // Its two workers load both cores: it runs alone.
      exclusive: true,
      run: (io) =>
        io.exec("npx", ["playwright", "test", "--reporter=list,json"], {
          cwd: join(ROOT, "e2e"),
          extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
        }),
    },
  ],
  { capacity: 2, logDir: join(REPORTS, "logs"), env },
);
printTaskTimes(results, (performance.now() - started) / 1000);
const failures = [...results].filter(([, r]) => r.status !== "passed").map(([name]) => name);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  if (!existsSync(suite.file)) {
    failed += 1;
    console.log(`${suite.name}: no report`);
    continue;
  }
  const text = readFileSync(suite.file, "utf8");
  let p = 0;
  let f = 0;
  let s = 0;
  if (suite.kind === "node") {
    const count = (label) => Number(new RegExp(`<!-- ${label} (\\d+) -->`).exec(text)?.[1] ?? 0);
    p = count("pass");
    f = count("fail") + count("cancelled");
    s = count("skipped") + count("todo");
    if (p + f + s === 0) f = 1; // a suite that ran nothing counts as a failure
  } else if (suite.kind === "vitest") {
    const report = JSON.parse(text);
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    const report = JSON.parse(text);
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  console.log(`${suite.name}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
