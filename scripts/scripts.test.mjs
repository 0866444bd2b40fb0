// The README's two commands must work on a fresh clone that has only Node and npm: the scripts
// behind them (and whatever they import at the top level) may import Node built-ins and each
// other, but no npm package, since those are loaded before `npm install` has run.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { hashInputs, isUpToDate, writeStamp } from "./stamps.mjs";

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SCRIPTS, "..");
const STATIC_IMPORT = /^\s*import\s+(?:[^"'()]*?\s+from\s+)?["']([^"']+)["']/gm;

/** Every module reachable from `entry` through static imports, with what each one imports. */
function staticImports(entry) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, "utf8").matchAll(STATIC_IMPORT)].map((m) => m[1]);
    seen.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return seen;
}

const isBuiltin = (specifier) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier);

for (const entry of ["start.mjs", "test.mjs"]) {
  test(`${entry} imports only Node built-ins and local scripts at the top level`, () => {
    const offenders = [];
    for (const [file, specifiers] of staticImports(join(SCRIPTS, entry))) {
      for (const specifier of specifiers) {
        if (!specifier.startsWith(".") && !isBuiltin(specifier)) {
          offenders.push(`${relative(ROOT, file)} imports ${specifier}`);
        }
      }
    }
    assert.deepEqual(offenders, []);
  });
}

test("the guard sees an npm import behind a local one", () => {
  const dir = mkdtempSync(join(tmpdir(), "foe-scripts-"));
  writeFileSync(join(dir, "a.mjs"), 'import { b } from "./b.mjs";\n');
  writeFileSync(join(dir, "b.mjs"), 'import x from "mailparser";\nexport const b = x;\n');
  const imports = [...staticImports(join(dir, "a.mjs")).values()].flat();
  assert.ok(imports.includes("mailparser"));
});

test("a step is up to date only while its inputs and outputs are unchanged", () => {
  const dir = mkdtempSync(join(tmpdir(), "foe-stamps-"));
  mkdirSync(join(dir, "src", "node_modules"), { recursive: true });
  writeFileSync(join(dir, "src", "a.ts"), "one");
  writeFileSync(join(dir, "src", "node_modules", "ignored.js"), "x");
  const stamp = join(dir, "out", ".stamp");
  const output = join(dir, "out", "result");
  const first = hashInputs(dir, ["src"], { url: "a" });
  assert.equal(isUpToDate(stamp, first, [output]), false);
  writeStamp(stamp, first);
  writeFileSync(output, "built");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), true);
  // Caches and outputs inside the inputs do not count; sources and baked-in settings do.
  writeFileSync(join(dir, "src", "node_modules", "ignored.js"), "y");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), true);
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "b" }), [output]), false);
  writeFileSync(join(dir, "src", "a.ts"), "two");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), false);
});

test("the test command's runner keeps to its capacity, the order of needs, and skips what a failure blocks", async () => {
  const { runTasks } = await import("./tasks.mjs");
  const events = [];
  let running = 0;
  let most = 0;
  const task = (name, { ms = 20, status = 0, ...rest } = {}) => ({
    name,
    ...rest,
    run: async (io) => {
      const counted = rest.weight !== 0;
      if (counted) running += 1;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await io.exec(process.execPath, ["-e", `console.log("hello from ${name}")`]);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      if (counted) running -= 1;
      return status;
    },
  });
  const printed = [];
  const results = await runTasks(
    [
      task("install"),
      task("lint", { needs: ["install"] }),
      task("build", { needs: ["install"], status: 2 }),
      task("unit", { needs: ["install"] }),
      task("e2e", { needs: ["build"], exclusive: true }),
      task("light", { weight: 0 }),
      task("alone", { exclusive: true, needs: ["unit"] }),
    ],
    {
      capacity: 2,
      logDir: mkdtempSync(join(tmpdir(), "foe-tasks-")),
      print: (t) => printed.push(t),
    },
  );
  assert.equal(most, 2, "two tasks of weight 1 at once, not more (the weightless one aside)");
  assert.ok(events.indexOf("end install") < events.indexOf("start lint"));
  assert.equal(results.get("build").status, "failed");
  assert.equal(results.get("e2e").status, "skipped");
  assert.equal(results.get("alone").status, "passed");
  // An exclusive task starts when nothing else runs and nothing starts beside it.
  const alone = events.indexOf("start alone");
  assert.equal(events[alone + 1], "end alone");
  assert.equal(events.filter((e) => e.startsWith("start")).length, 6);
  // Each task's output is printed whole, after it ends.
  assert.ok(printed.some((t) => t.includes("hello from lint")));
});

test("the CPU-time blocking time counts the page thread's tasks after its first paint, in thread time", async () => {
  const { cpuBlockingTime } = await import("./trace-blocking.mjs");
  const page = { pid: 1, tid: 10 };
  const task = (ts, dur, tdur, where = page) => ({
    name: "RunTask",
    ph: "X",
    ts,
    dur,
    tdur,
    ...where,
  });
  const events = [
    { name: "thread_name", ph: "M", pid: 1, tid: 10, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", pid: 2, tid: 20, args: { name: "CrRendererMain" } },
    { name: "EvaluateScript", ph: "X", pid: 1, tid: 10, ts: 0, dur: 1 },
    { name: "EvaluateScript", ph: "X", pid: 1, tid: 10, ts: 1, dur: 1 },
    { name: "EvaluateScript", ph: "X", pid: 2, tid: 20, ts: 0, dur: 1 },
    { name: "firstContentfulPaint", ph: "I", pid: 1, tid: 10, ts: 1_000 },
    // Before the first paint: not counted, however long.
    task(0, 900, 900),
    // 60 ms of wall time but 20 ms of CPU: 4 × 20 - 50 = 30 ms.
    task(2_000, 60_000, 20_000),
    // 10 ms of CPU: 40 ms at 4×, under 50, not blocking.
    task(70_000, 30_000, 10_000),
    // No thread time recorded: its wall time counts, 4 × 15 - 50 = 10 ms.
    task(110_000, 15_000, undefined),
    // Another renderer's long task: not the page's.
    task(200_000, 100_000, 100_000, { pid: 2, tid: 20 }),
  ];
  assert.deepEqual(cpuBlockingTime(events, 4), { cpuTbtMs: 40, cpuLongTasks: 2 });
  assert.deepEqual(cpuBlockingTime(events, 1), { cpuTbtMs: 0, cpuLongTasks: 0 });
  assert.equal(cpuBlockingTime(events.slice(0, 5), 4), null, "no first paint, no figure");
});

test("the bench does not measure a server it did not start: a port that answers is refused", async () => {
  const { createServer } = await import("node:http");
  const { startNextServer } = await import("./lib.mjs");
  const server = createServer((_, res) => res.end("stale build"));
  await new Promise((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address();
  try {
    await assert.rejects(startNextServer(port), /port \d+ is in use/);
  } finally {
    server.close();
  }
});

// `npm start` runs each install, build and server behind `npm run` and a shell
// (scripts/start.mjs). The harness runs a build step with `runInGroup` (when `build` is given) or
// waits as long as one, then starts two servers with `start`: each step or server is a shell that
// waits for a `sleep`.
const GROUPS_HARNESS = (first, startAfterMs, build) => `
  import { onStopped, runInGroup, start } from ${JSON.stringify(new URL("./lib.mjs", import.meta.url).href)};
  console.log(process.pid);
  ${build ? `await runInGroup("sh", ["-c", ${JSON.stringify(build)}]);` : ""}
  await new Promise((resolve) => setTimeout(resolve, ${startAfterMs}));
  start("first", "sh", ["-c", ${JSON.stringify(first)}]);
  start("second", "sh", ["-c", "sleep 60; true"]);
  onStopped(() => console.error("stopped"));
`;

/**
 * A process's name, state and parent from Linux's `/proc/<pid>/stat` (the name is in parentheses
 * and may hold spaces), or null once it has ended.
 */
function procStat(pid) {
  try {
    const [, name, state, ppid] =
      readFileSync(`/proc/${pid}/stat`, "utf8").match(/^\d+ \((.*)\) (\S) (\d+)/) ?? [];
    return name === undefined ? null : { name, state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** The pids of the `sleep` processes whose parent is one of `parents`. */
const sleepsUnder = (parents) =>
  pids().filter((pid) => {
    const stat = procStat(pid);
    return stat?.name === "sleep" && parents.has(stat.ppid);
  });

/** Whether `pid` runs (a zombie waiting for its parent does not). */
const alive = (pid) => {
  const stat = procStat(pid);
  return stat !== null && stat.state !== "Z";
};

/**
 * Runs the harness, directly or behind a shell as `npm start` runs it (the shell waits for node,
 * so node is not its exec); `beforeStart` runs once it is up and before it starts its groups.
 * Returns the outer process, the pids of the harness's sleeps and a promise of its exit code.
 */
async function runGroups(
  first,
  sleeps,
  { behindShell = false, beforeStart = () => {}, startAfterMs = 0, build } = {},
) {
  const { spawn } = await import("node:child_process");
  const harnessCode = GROUPS_HARNESS(first, startAfterMs, build);
  const node = [process.execPath, "--input-type=module", "-e", harnessCode];
  const [command, ...args] = behindShell
    ? ["sh", "-c", `${node.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ")}; true`]
    : node;
  const outer = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise((resolve) => outer.on("exit", (code) => resolve(code)));
  const harness = Number(await new Promise((resolve) => outer.stdout.once("data", resolve)));
  beforeStart(outer);
  let found = [];
  for (let i = 0; i < 100 && found.length < sleeps; i++) {
    found = sleepsUnder(new Set(childrenOf(harness)));
    if (found.length < sleeps) await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(found.length, sleeps, "the harness's shells started their sleeps");
  return { outer, found, exited };
}

/** The pids whose parent is `parent`. */
const childrenOf = (parent) => pids().filter((pid) => procStat(pid)?.ppid === parent);

/** Every process's pid. */
function pids() {
  try {
    return readdirSync("/proc")
      .filter((p) => /^\d+$/.test(p))
      .map(Number);
  } catch {
    return [];
  }
}

const gone = async (list) => {
  for (let i = 0; i < 100 && list.some(alive); i++) await new Promise((r) => setTimeout(r, 50));
  return list.filter(alive);
};

test(
  "npm start: a signal to it alone stops the servers behind npm and a shell",
  { skip: process.platform !== "linux" },
  async () => {
    const { outer, found, exited } = await runGroups("sleep 60; true", 2);
    outer.kill("SIGTERM");
    assert.deepEqual(await gone(found), [], "no server is left running");
    assert.notEqual(await exited, null);
  },
);

test(
  "npm start: when one server ends, the other is stopped and the exit code is the first one's",
  { skip: process.platform !== "linux" },
  async () => {
    const { found, exited } = await runGroups("sleep 2; exit 3", 2);
    assert.equal(await exited, 3);
    assert.deepEqual(await gone(found), [], "no server is left running");
  },
);

test(
  "npm start: when npm's shell is ended, the servers end too",
  { skip: process.platform !== "linux" },
  async () => {
    const { outer, found } = await runGroups("sleep 60; true", 2, { behindShell: true });
    outer.kill("SIGTERM");
    assert.deepEqual(await gone(found), [], "no server is left running");
  },
);

test(
  "npm start: when npm's shell ended during the builds, the servers stop once started",
  { skip: process.platform !== "linux" },
  async () => {
    const { found } = await runGroups("sleep 60; true", 2, {
      behindShell: true,
      startAfterMs: 500,
      beforeStart: (shell) => shell.kill("SIGTERM"),
    });
    assert.deepEqual(await gone(found), [], "no server is left running");
  },
);

test(
  "npm start: a signal to it during a build stops the build, and no server starts",
  { skip: process.platform !== "linux" },
  async () => {
    // One sleep: the build's (the servers would add two).
    const { outer, found, exited } = await runGroups("sleep 60; true", 1, {
      build: "sleep 60; true",
    });
    outer.kill("SIGTERM");
    assert.deepEqual(await gone(found), [], "the build is stopped");
    assert.equal(await exited, 143);
  },
);

test(
  "npm start: when npm's shell is ended during a build, the build stops and no server starts",
  { skip: process.platform !== "linux" },
  async () => {
    const { outer, found } = await runGroups("sleep 60; true", 1, {
      behindShell: true,
      build: "sleep 60; true",
    });
    const harness = childrenOf(outer.pid);
    outer.kill("SIGTERM");
    assert.deepEqual(await gone(found), [], "the build is stopped");
    assert.deepEqual(await gone(harness), [], "the script has ended, without starting servers");
  },
);
