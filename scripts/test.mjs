#!/usr/bin/env node
// `npm test`: everything CI checks — install, lint, type checks, unit/property/fuzz tests,
// production build, and the browser tests in Debian's Chromium. Ends with "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startPostgres } from "./postgres.mjs";
import {
  ROOT,
  backendBuild,
  backendInstall,
  buildAll,
  ensureChromium,
  log,
  npmInstall,
  run,
} from "./lib.mjs";

const REPORTS = join(ROOT, "bench-results", "test-reports");
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

npmInstall();
backendInstall();
ensureChromium();

log("Lint");
run("npx", ["eslint", "."]);

log("Formatting (Prettier, check mode; `npm run format` fixes it)");
run("npx", ["prettier", "--check", "--log-level=warn", "."]);

// The site talks to the backend that the browser tests start (e2e/backend-server.mjs).
buildAll({ backendUrl: `http://localhost:${process.env.E2E_BACKEND_PORT ?? 1337}` });
backendBuild();

log("Type checks");
run("npm", ["run", "typecheck", "--workspaces", "--if-present"]);

const suites = [];
const failures = [];

function vitest(workspace, name) {
  log(`Unit tests: ${workspace}`);
  const file = join(REPORTS, `${name}.json`);
  const status = run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    {
      cwd: join(ROOT, workspace),
      allowFail: true,
    },
  );
  if (status !== 0) failures.push(workspace);
  suites.push({ name, file, kind: "vitest" });
}

vitest("packages/core", "core");
vitest("apps/web", "web");
nodeTests("scripts", ["scripts/scripts.test.mjs"]);

function nodeTests(name, files, extraEnv = {}) {
  log(`Integration tests: ${name}`);
  const file = join(REPORTS, `${name}.xml`);
  const status = run(
    "node",
    [
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=junit",
      `--test-reporter-destination=${file}`,
      ...files,
    ],
    { allowFail: true, extraEnv },
  );
  if (status !== 0) failures.push(name);
  suites.push({ name, file, kind: "node" });
}

const BACKEND_TESTS = [
  "apps/backend/tests/api.test.mjs",
  "apps/backend/tests/bot-check.test.mjs",
  "apps/backend/tests/hardening.test.mjs",
  "apps/backend/tests/abuse.test.mjs",
];
nodeTests("backend-sqlite", BACKEND_TESTS, { BACKEND_TEST_DB: "sqlite" });

// The same suite on PostgreSQL with two backend instances sharing the database: writes go through
// one instance and reads through the other, proving the backend keeps no per-instance state.
log("Starting PostgreSQL for the backend tests");
const postgres = startPostgres(Number(process.env.TEST_POSTGRES_PORT ?? 55432));
try {
  nodeTests("backend-postgres-2-instances", BACKEND_TESTS, {
    ...postgres.env,
    BACKEND_TEST_DB: "postgres",
    BACKEND_TEST_INSTANCES: "2",
    BACKEND_TEST_PORT: "1500",
  });
} finally {
  postgres.stop();
}

log("Browser tests (Playwright + Chromium against the production build)");
const e2eFile = join(REPORTS, "e2e.json");
const e2eStatus = run("npx", ["playwright", "test", "--reporter=list,json"], {
  cwd: join(ROOT, "e2e"),
  allowFail: true,
  extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
});
if (e2eStatus !== 0) failures.push("e2e");
suites.push({ name: "e2e", file: e2eFile, kind: "playwright" });

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
