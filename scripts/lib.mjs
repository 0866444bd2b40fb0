// Shared helpers of the project scripts (Node built-ins only: they run before `npm install`).
import { spawn, spawnSync } from "node:child_process";
import { constants as osConstants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { FULL_CHROMIUM } from "../e2e/browser.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The browser of the benchmarks: the full Chromium, as players use it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** How long each step of a script took, printed by `printStepTimes()`. */
const stepTimes = [];

/** Runs `fn` as a named step and records how long it took ("skipped" when it returns false). */
export async function step(name, fn) {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  stepTimes.push({ name, seconds, skipped: result === false });
  console.log(
    `✔ ${name}: ${result === false ? "skipped, nothing changed" : `${seconds.toFixed(1)} s`}`,
  );
  return result;
}

export function printStepTimes() {
  const total = stepTimes.reduce((sum, s) => sum + s.seconds, 0);
  console.log("\nSteps:");
  for (const s of stepTimes) {
    console.log(`  ${s.name.padEnd(48)} ${s.skipped ? "skipped" : `${s.seconds.toFixed(1)} s`}`);
  }
  console.log(`  ${"total".padEnd(48)} ${total.toFixed(1)} s`);
}

/** Runs a command in the foreground; exits the script when it fails. */
export function run(command, args, { cwd = ROOT, extraEnv = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

// This script's parent as it started: one that ended before the script watched it (during an
// install or build) still counts.
const PARENT = process.ppid;

// Children in their own process groups: the install or build step in progress (`runInGroup`)
// and the servers (`start`), which this script waits for, and quiet background processes
// (`startDetached`), which it does not.
const steps = new Set();
const servers = new Set();
const background = new Set();
const onStop = [];
/** The exit code of a script being stopped (128 + the signal's number), or null. */
let stopCode = null;
let firstExitCode = null;

/** Sends `signal` to the process group that `leader` leads (a child spawned `detached`). */
function signalGroup(leader, signal) {
  try {
    process.kill(-leader.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Sends `signal` to every process group this script started. */
function signalAll(signal) {
  for (const group of [steps, servers, background])
    for (const child of group) signalGroup(child, signal);
}

/**
 * Stops everything this script started: the signal goes to each whole group (a process behind
 * `npm run` and its shell is not reached by a signal to npm alone). The script ends once the
 * step or servers it waits for have ended, at once when there are none.
 */
function stop(signal) {
  stopCode ??= 128 + osConstants.signals[signal];
  signalAll(signal);
  for (const also of onStop.splice(0)) also();
  if (steps.size === 0 && servers.size === 0) process.exit(stopCode);
}

let watching = false;
/**
 * From the first child in its own group on: SIGINT and SIGTERM stop everything, and so does the
 * end of this script's parent (`npm start` runs it behind a shell, which a signal to npm ends
 * without passing it on). The end of the script ends the groups too.
 */
function watchStops() {
  if (watching) return;
  watching = true;
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
  process.on("exit", () => signalAll("SIGTERM"));
  const watch = setInterval(() => {
    if (process.ppid === PARENT) return;
    clearInterval(watch);
    stop("SIGTERM");
  }, 500);
  watch.unref();
}

/** Spawns `command` as the leader of a new process group, stopped with this script. */
function spawnGroup(command, args, { cwd, extraEnv, stdio }) {
  watchStops();
  return spawn(command, args, { cwd, stdio, env: { ...env, ...extraEnv }, detached: true });
}

/**
 * Runs an install or build step in its own process group and resolves when it succeeds; exits
 * the script when it fails. Unlike `run`, the script stays responsive meanwhile: a signal or the
 * end of its parent stops the step (npm, its shell and every process the build started).
 */
export function runInGroup(command, args, { cwd = ROOT, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawnGroup(command, args, { cwd, extraEnv, stdio: "inherit" });
    steps.add(child);
    const failed = (reason, code = 1) => {
      console.error(`✖ ${command} ${args.join(" ")} failed (${reason})`);
      process.exit(code);
    };
    child.on("error", (error) => failed(error.message));
    child.on("exit", (code, signal) => {
      steps.delete(child);
      if (stopCode !== null) process.exit(stopCode);
      if (code !== 0) failed(`exit ${code ?? signal}`, code ?? 1);
      resolve();
    });
  });
}

/**
 * Starts a long-running process in its own process group. When one of them ends, the others are
 * stopped and this script exits with the first one's code once all are gone.
 */
export function start(name, command, args, { cwd = ROOT, extraEnv = {} } = {}) {
  const child = spawnGroup(command, args, { cwd, extraEnv, stdio: "inherit" });
  servers.add(child);
  child.on("exit", (code, signal) => {
    servers.delete(child);
    console.log(`${name} stopped (${code ?? signal})`);
    firstExitCode ??= code ?? 0;
    if (servers.size > 0) signalAll("SIGTERM");
    else process.exit(firstExitCode);
  });
  return child;
}

/** Runs `also` when the script is stopped by a signal or by the end of its parent. */
export function onStopped(also) {
  watchStops();
  onStop.push(also);
}

export async function npmInstall() {
  log("Installing npm packages");
  await runInGroup("npm", ["install", "--no-audit", "--no-fund"]);
}

/** Whether this process may install Debian's packages (apt-get needs root). */
export function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** The environment of a non-interactive `apt-get`. */
export const APT_ENV = { DEBIAN_FRONTEND: "noninteractive" };

/**
 * The arguments of the `apt-get install` of Debian's `packages` (Chromium's headless shell for
 * the browser tests, PostgreSQL for the backend suite on it); without root, null after a message
 * that says how to install them.
 */
export function aptInstallArgs(packages) {
  if (!isRoot()) {
    const chromium = packages.some((p) => p.startsWith("chromium"));
    console.error(
      `✖ Missing: ${packages.join(", ")}. Install Debian's packages as root: ` +
        `apt-get install -y ${packages.join(" ")}` +
        (chromium ? " (or set CHROMIUM_PATH to another Chromium build)." : "."),
    );
    return null;
  }
  return ["install", "-y", "-qq", ...packages];
}

export const BACKEND_DIR = join(ROOT, "apps", "backend");

/** The backend has its own package.json and lockfile (Strapi's admin uses React 18). */
export async function backendInstall() {
  log("Installing the backend's npm packages (apps/backend)");
  await runInGroup("npm", ["install", "--no-audit", "--no-fund"], { cwd: BACKEND_DIR });
}

export async function backendBuild() {
  log("Building the backend (TypeScript + admin panel)");
  await runInGroup("npm", ["run", "build"], { cwd: BACKEND_DIR });
}

/** Builds the core and the web app; `backendUrl` is baked into the site (NEXT_PUBLIC_BACKEND_URL). */
export async function buildAll({
  backendUrl = process.env.NEXT_PUBLIC_BACKEND_URL ?? "http://localhost:1337",
} = {}) {
  log("Building @foe-toolbox/core and @foe-toolbox/survey-schema");
  await runInGroup("npm", ["run", "build", "-w", "packages/core"]);
  await runInGroup("npm", ["run", "build", "-w", "packages/survey-schema"]);
  log("Building the web app (next build + service worker)");
  await runInGroup("npm", ["run", "build", "-w", "apps/web"], {
    extraEnv: { NEXT_PUBLIC_BACKEND_URL: backendUrl },
  });
}

/**
 * Starts `next start` of the built web app on `port` in its own process group; resolves once it
 * answers. `stop()` ends the whole group (npx, the shell and next-server).
 */
export async function startNextServer(port) {
  // A server left on the port would answer in place of this build's: the figures would be of
  // whatever build it serves.
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what runs there first`);
  const stop = startDetached("npx", ["next", "start", "-p", String(port)], {
    cwd: join(ROOT, "apps/web"),
  });
  await waitForUrl(`http://localhost:${port}/manifest.webmanifest`);
  return { origin: `http://localhost:${port}`, stop };
}

/**
 * Starts a quiet background process in its own process group; returns `stop()`, which ends the
 * whole group and also runs when this script exits.
 */
export function startDetached(command, args, { cwd = ROOT, extraEnv = {} } = {}) {
  const child = spawnGroup(command, args, { cwd, extraEnv, stdio: "ignore" });
  background.add(child);
  child.on("exit", () => background.delete(child));
  return () => signalGroup(child, "SIGTERM");
}

/** Waits until `url` answers 2xx (60 s at most). */
export async function waitForUrl(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
