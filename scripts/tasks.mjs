// A small runner for the test command's steps (Node built-ins only: it runs before `npm install`).
// Most steps use one core (npm, ESLint, Prettier, tsc, each Vitest run with its one worker, the
// backend suites that mostly wait for Strapi): on CI's two cores, two of them at once take about
// half the time of one after the other. A step starts as soon as the steps it needs have passed
// and the cores it takes (`weight`) are free; an `exclusive` step (the browser tests, which load
// both cores themselves) waits until nothing else runs and streams its output as it comes. The
// others write to a log that is printed, whole, when the step ends, so logs do not interleave.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {object} TaskIo
 * @property {(command: string, args: string[], options?: { cwd?: string, extraEnv?: object }) => Promise<number>} exec
 *   runs a command with the task's output; resolves to its exit status
 *
 * @typedef {object} Task
 * @property {string} name
 * @property {string[]} [needs] tasks that must have passed first
 * @property {number} [weight] cores it keeps busy (default 1)
 * @property {boolean} [exclusive] runs alone, its output streamed
 * @property {(io: TaskIo) => Promise<number> | number} run its exit status (0: passed)
 *
 * @typedef {{ status: "passed" | "failed" | "skipped", seconds: number, reason?: string }} TaskResult
 */

/** The first waiting task (in list order) whose needs have passed and that fits in the free capacity. */
function nextReady(waiting, results, running, used, capacity) {
  for (const task of waiting) {
    const needs = task.needs ?? [];
    if (!needs.every((n) => results.get(n)?.status === "passed")) continue;
    if (task.exclusive) return running.size === 0 ? task : null;
    if (used === 0 || used + (task.weight ?? 1) <= capacity) return task;
  }
  return null;
}

/**
 * Runs `tasks` (see above) with at most `capacity` cores' weight at once, in list order among
 * those that can start. A task whose needs failed is skipped. Resolves to each task's result.
 * @param {Task[]} tasks
 * @param {{ capacity?: number, logDir: string, env?: object, print?: (text: string) => void }} options
 * @returns {Promise<Map<string, TaskResult>>}
 */
export async function runTasks(tasks, { capacity = 2, logDir, env = process.env, print }) {
  const out = print ?? ((text) => process.stdout.write(text));
  mkdirSync(logDir, { recursive: true });
  const names = new Set(tasks.map((t) => t.name));
  for (const task of tasks)
    for (const need of task.needs ?? [])
      if (!names.has(need)) throw new Error(`${task.name} needs an unknown task ${need}`);
  const results = new Map();
  const waiting = [...tasks];
  const running = new Map();
  let used = 0;

  const skipBlocked = () => {
    let changed = true;
    while (changed) {
      changed = false;
      for (const task of [...waiting]) {
        const failed = (task.needs ?? []).find((n) =>
          ["failed", "skipped"].includes(results.get(n)?.status),
        );
        if (!failed) continue;
        waiting.splice(waiting.indexOf(task), 1);
        results.set(task.name, { status: "skipped", seconds: 0, reason: `${failed} did not pass` });
        out(`\n▷ ${task.name}: skipped (${failed} did not pass)\n`);
        changed = true;
      }
    }
  };

  const start = (task) => {
    waiting.splice(waiting.indexOf(task), 1);
    const weight = task.exclusive ? capacity : (task.weight ?? 1);
    used += weight;
    const started = performance.now();
    const logFile = join(logDir, `${task.name.replace(/[^\w.-]+/g, "-")}.log`);
    const fd = task.exclusive ? null : openSync(logFile, "w");
    const write = (text) => (fd === null ? out(text) : writeTo(fd, text));
    out(`\n▶ ${task.name}${task.exclusive ? "" : " (started; its output follows when it ends)"}\n`);
    const io = {
      exec: (command, args, { cwd, extraEnv = {} } = {}) =>
        new Promise((resolve) => {
          const stdio = fd === null ? ["ignore", "inherit", "inherit"] : ["ignore", fd, fd];
          const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio });
          child.on("error", (error) => {
            write(`${command}: ${error.message}\n`);
            resolve(1);
          });
          child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        }),
    };
    const promise = Promise.resolve()
      .then(() => task.run(io))
      .catch((error) => {
        write(`${error?.stack ?? error}\n`);
        return 1;
      })
      .then((status) => {
        const seconds = (performance.now() - started) / 1000;
        if (fd !== null) {
          closeSync(fd);
          out(`\n▶ ${task.name}: output\n${readFileSync(logFile, "utf8")}`);
        }
        const passed = status === 0;
        out(
          `${passed ? "✔" : "✖"} ${task.name}: ${passed ? "passed" : `failed (exit ${status})`} in ${seconds.toFixed(1)} s\n`,
        );
        results.set(task.name, { status: passed ? "passed" : "failed", seconds });
        running.delete(task.name);
        used -= weight;
      });
    running.set(task.name, promise);
  };

  for (;;) {
    skipBlocked();
    let task;
    while ((task = nextReady(waiting, results, running, used, capacity))) start(task);
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return results;
}

function writeTo(fd, text) {
  const buffer = Buffer.from(text);
  for (let offset = 0; offset < buffer.length;)
    offset += writeSync(fd, buffer, offset, buffer.length - offset);
}

/** The steps' times, slowest first, and the wall time of the whole run. */
export function printTaskTimes(results, wallSeconds, print = (t) => process.stdout.write(t)) {
  const rows = [...results].sort((a, b) => b[1].seconds - a[1].seconds);
  print("\nSteps (two at a time where they can):\n");
  for (const [name, r] of rows)
    print(
      `  ${name.padEnd(40)} ${r.status === "skipped" ? `skipped (${r.reason})` : `${r.seconds.toFixed(1)} s`}\n`,
    );
  print(`  ${"wall time".padEnd(40)} ${wallSeconds.toFixed(1)} s\n`);
}
