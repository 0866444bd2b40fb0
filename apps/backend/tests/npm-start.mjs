// A backend started exactly as `npm start` starts it (`npm run start` in apps/backend, without
// NODE_ENV), and the backend's other npm scripts run with the same settings.
import { spawn } from "node:child_process";
import { BACKEND_DIR, backendEnv, prepareDatabase, waitFor } from "./harness.mjs";

/** Runs `npm run <script>` in apps/backend in its own process group. */
function spawnNpm(script, env) {
  const child = spawn("npm", ["run", script], {
    cwd: BACKEND_DIR,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on("data", (d) => (output = (output + d).slice(-20_000)));
  return {
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
    output: () => output,
    kill(signal) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* gone */
      }
    },
  };
}

/**
 * Starts `npm run start` on `port` (a fresh SQLite file, or the DATABASE_* variables with
 * "postgres"). `run(script, extraEnv)` runs another npm script of the backend on its database.
 */
export async function startNpmBackend({ port, database = "sqlite", smtpPort }) {
  const dbFile = prepareDatabase(port, database);
  const envWith = (extra = {}) => {
    const env = {
      ...backendEnv({ port, database, dbFile, smtpPort }),
      AUTH_RATE_LIMIT_MAX: "1000",
      // The account-mail limit counts in the database, which the PostgreSQL run shares between
      // test files: the earlier files' registrations must not use this file's allowance.
      ACCOUNT_RATE_LIMIT_MAX: "1000",
      FORM_RATE_LIMIT_MAX: "1000",
      HCAPTCHA_SECRET: "",
      RECAPTCHA_SECRET: "",
      ...extra,
    };
    // `npm run start` itself must choose production.
    delete env.NODE_ENV;
    return env;
  };
  const server = spawnNpm("start", envWith());
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${url}/_health`),
      server.exited.then((code) => {
        throw new Error(`backend exited (${code}):\n${server.output()}`);
      }),
    ]);
  } catch (error) {
    server.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    api: `${url}/api`,
    /** Runs `npm run <script>` with the instance's settings and `extra`; resolves on its exit. */
    async run(script, extra) {
      const child = spawnNpm(script, envWith(extra));
      return { code: await child.exited, output: child.output() };
    },
    async stop() {
      server.kill("SIGTERM");
      await Promise.race([server.exited, new Promise((r) => setTimeout(r, 10_000))]);
      server.kill("SIGKILL");
    },
  };
}
