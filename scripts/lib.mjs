// Shared helpers of the project scripts (Node built-ins only: they run before `npm install`).
import { spawn, spawnSync } from "node:child_process";
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

/** Runs a command in the foreground; exits the script when it fails (unless `allowFail`). */
export function run(command, args, { cwd = ROOT, allowFail = false, extraEnv = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0 && !allowFail) {
    console.error(`✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

// This script's parent as it started: one that ended during the installs and builds, before
// `stopOnSignals`, still counts.
const PARENT = process.ppid;

// The processes `start` runs, each the leader of its own process group.
const running = new Set();
let firstExitCode = null;

/** Sends `signal` to the process group that `leader` leads (a child spawned `detached`). */
function signalGroup(leader, signal) {
  try {
    process.kill(-leader.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Sends `signal` to every process group `start` started (npm, its shell and the server). */
function signalAll(signal) {
  for (const child of running) signalGroup(child, signal);
}

/**
 * Starts a long-running process in its own process group. When one of them ends, the others are
 * stopped and this script exits with the first one's code once all are gone. A signal to the
 * parent alone (`kill`, a process manager) does not reach a server behind `npm run` and its shell,
 * so `stopOnSignals` forwards it to each whole group.
 */
export function start(name, command, args, { cwd = ROOT, extraEnv = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    stdio: "inherit",
    env: { ...env, ...extraEnv },
    detached: true,
  });
  running.add(child);
  child.on("exit", (code, signal) => {
    running.delete(child);
    console.log(`${name} stopped (${code ?? signal})`);
    firstExitCode ??= code ?? 0;
    if (running.size > 0) signalAll("SIGTERM");
    else process.exit(firstExitCode);
  });
  return child;
}

/**
 * On SIGINT or SIGTERM, passes the signal to every group `start` started, then runs `also`. The
 * same when this script's parent has ended, now or since the script began (during the installs and
 * builds): `npm start` runs it behind a shell, which a signal to npm ends without passing it on.
 */
export function stopOnSignals(also = () => {}) {
  const stop = (signal) => {
    signalAll(signal);
    also();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
  process.on("exit", () => signalAll("SIGTERM"));
  const watch = setInterval(() => {
    if (process.ppid === PARENT) return;
    clearInterval(watch);
    stop("SIGTERM");
  }, 500);
  watch.unref();
}

export function npmInstall() {
  log("Installing npm packages");
  run("npm", ["install", "--no-audit", "--no-fund"]);
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
export function backendInstall() {
  log("Installing the backend's npm packages (apps/backend)");
  run("npm", ["install", "--no-audit", "--no-fund"], { cwd: BACKEND_DIR });
}

export function backendBuild() {
  log("Building the backend (TypeScript + admin panel)");
  run("npm", ["run", "build"], { cwd: BACKEND_DIR });
}

/** Builds the core and the web app; `backendUrl` is baked into the site (NEXT_PUBLIC_BACKEND_URL). */
export function buildAll({
  backendUrl = process.env.NEXT_PUBLIC_BACKEND_URL ?? "http://localhost:1337",
} = {}) {
  log("Building @foe-toolbox/core and @foe-toolbox/survey-schema");
  run("npm", ["run", "build", "-w", "packages/core"]);
  run("npm", ["run", "build", "-w", "packages/survey-schema"]);
  log("Building the web app (next build + service worker)");
  run("npm", ["run", "build", "-w", "apps/web"], {
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
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => signalGroup(child, "SIGTERM");
  process.on("exit", stop);
  return stop;
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
