// Starts real backend instances (Strapi, built) and the mail sink for the integration tests.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startMailSink } from "../../../scripts/mail-sink.mjs";

export const BACKEND_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SITE_URL = "http://localhost:3000";

export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The database file of the instance on `port`, emptied first with "sqlite" (with "postgres" the
 * DATABASE_* variables of the environment are used), and the upload folder Strapi needs.
 */
export function prepareDatabase(port, database) {
  const dbFile = `.tmp/test-${port}.db`;
  if (database === "sqlite") {
    mkdirSync(join(BACKEND_DIR, ".tmp"), { recursive: true });
    for (const suffix of ["", "-wal", "-shm"])
      rmSync(join(BACKEND_DIR, dbFile + suffix), { force: true });
  }
  mkdirSync(join(BACKEND_DIR, "public", "uploads"), { recursive: true });
  return dbFile;
}

/** The settings every test instance runs with: its port, database, mail sink and site origin. */
export function backendEnv({ port, database, dbFile, smtpPort }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_CLIENT: database,
    DATABASE_FILENAME: dbFile,
    SMTP_HOST: "localhost",
    SMTP_PORT: String(smtpPort),
    SITE_URL,
    SITE_ORIGINS: SITE_URL,
    CONTACT_EMAIL_TO: "owner@example.test",
    STRAPI_TELEMETRY_DISABLED: "true",
  };
}

/**
 * Starts `strapi start` on `port`. With `database: "sqlite"` each call gets a fresh database file;
 * with "postgres" it uses the DATABASE_* variables of the environment (shared by instances).
 */
export async function startBackend({ port, database = "sqlite", smtpPort, env = {} }) {
  const dbFile = prepareDatabase(port, database);
  const child = spawn(process.execPath, ["node_modules/@strapi/strapi/bin/strapi.js", "start"], {
    cwd: BACKEND_DIR,
    env: {
      ...backendEnv({ port, database, dbFile, smtpPort }),
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on("data", (d) => (output = (output + d).slice(-20_000)));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${url}/_health`),
      exited.then((code) => {
        throw new Error(`backend exited (${code}):\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    api: `${url}/api`,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      child.kill("SIGKILL");
    },
  };
}

/**
 * Creates an admin of the admin panel with `npm run admin:create`'s script (the web offers no admin
 * registration) on the database of the backend started by `startBackend({ port, database })`.
 */
export async function createAdmin({ port, database = "sqlite" }, { email, password, firstname }) {
  const child = spawn(process.execPath, ["scripts/create-admin.mjs"], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_CLIENT: database,
      DATABASE_FILENAME: `.tmp/test-${port}.db`,
      STRAPI_TELEMETRY_DISABLED: "true",
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      ADMIN_FIRSTNAME: firstname ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on("data", (d) => (output = (output + d).slice(-20_000)));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`admin:create failed (${code}):\n${output}`);
}

export function startSink(smtpPort, httpPort) {
  return startMailSink({ smtpPort, httpPort, quiet: true });
}

/** Mails of the sink to `address`, waiting until at least `count` arrived. */
export async function mailsTo(httpPort, address, count = 1, timeoutMs = 15_000) {
  const start = Date.now();
  for (;;) {
    const list = await (
      await fetch(`http://127.0.0.1:${httpPort}/api/messages?to=${encodeURIComponent(address)}`)
    ).json();
    if (list.length >= count) return list;
    if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** JSON request helper: returns { status, body, headers }. */
export async function call(base, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      Accept: "application/json",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
