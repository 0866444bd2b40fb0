#!/usr/bin/env node
// Calculation timings of @foe-toolbox/core (the built package, as other tools would use it):
// µs per call of every public function on the realistic inputs of the test vectors, and the time
// of full leveling plans. Prints JSON. Budgets (docs/architecture.md): < 1 ms a call, < 50 ms a plan.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import * as core from "../dist/src/index.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const VECTORS = join(HERE, "../test/vectors");

function expand(input) {
  const out = { ...input };
  if ("gb" in out) {
    out.levels = core.getGbLevels(out.gb);
    delete out.gb;
  }
  if (Array.isArray(out.series)) {
    out.series = out.series.map((s) =>
      "gb" in s ? { key: s.key, levels: core.getGbLevels(s.gb) } : s,
    );
  }
  return out;
}

/** Mean µs per call of `fn(input)` over a time budget, after a warm-up. */
function time(fn, input, budgetMs = 60) {
  for (let i = 0; i < 20; i++) fn(input);
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    for (let i = 0; i < 10; i++) fn(input);
    calls += 10;
    now = performance.now();
  }
  return ((now - start) * 1000) / calls;
}

const perFunction = {};
for (const file of readdirSync(VECTORS)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  for (const vector of JSON.parse(readFileSync(join(VECTORS, file), "utf8"))) {
    if ("error" in vector.output) continue;
    const fn = core[vector.fn];
    const input = expand(vector.input);
    const us = time(fn, input, 30);
    const entry = (perFunction[vector.fn] ??= { cases: 0, meanUs: 0, maxUs: 0, slowestCase: "" });
    entry.meanUs += us;
    entry.cases += 1;
    if (us > entry.maxUs) {
      entry.maxUs = us;
      entry.slowestCase = vector.name;
    }
  }
}
for (const entry of Object.values(perFunction)) {
  entry.meanUs = Number((entry.meanUs / entry.cases).toFixed(2));
  entry.maxUs = Number(entry.maxUs.toFixed(2));
}

// A full plan over every GB with known data, from level 0 to level 80, for each reward kind.
const plans = {};
const { planInputs } = await import("./bench-plans.mjs");
for (const [name, input] of Object.entries(planInputs(core))) {
  const runs = [];
  for (let i = 0; i < 12; i++) {
    const start = performance.now();
    const result = core.computeGbLevelingOrder(input);
    runs.push(performance.now() - start);
    if (i === 0) plans[name] = { planRows: result.plan.length };
  }
  runs.sort((a, b) => a - b);
  plans[name].medianMs = Number(runs[Math.floor(runs.length / 2)].toFixed(2));
  plans[name].maxMs = Number(runs.at(-1).toFixed(2));
}

const slowestCallUs = Math.max(...Object.values(perFunction).map((e) => e.maxUs));
const slowestPlanMs = Math.max(...Object.values(plans).map((p) => p.medianMs));
console.log(
  JSON.stringify(
    {
      node: process.version,
      perFunction,
      fullLevelingPlans: plans,
      budgets: {
        callUnder1ms: slowestCallUs < 1000,
        planUnder50ms: slowestPlanMs < 50,
        slowestCallUs,
        slowestPlanMs,
      },
    },
    null,
    2,
  ),
);
