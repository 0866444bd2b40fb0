#!/usr/bin/env node
// The backend of the browser tests, started by Playwright: the mail sink and Strapi on SQLite in a
// fresh database file, with the site's origin allowed and the auth rate limit raised (every test
// registers and logs in, and sends forms). The seeded survey is created on start. Ports from E2E_BACKEND_PORT / E2E_MAIL_SMTP_PORT / E2E_MAIL_HTTP_PORT.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startMailSink } from "../scripts/mail-sink.mjs";
import { BACKEND_DIR } from "../scripts/lib.mjs";
import { E2E_PORTS } from "./ports.mjs";

const { web, backend, smtp, mailHttp } = E2E_PORTS;
const dbFile = `.tmp/e2e-${backend}.db`;
mkdirSync(join(BACKEND_DIR, ".tmp"), { recursive: true });
for (const suffix of ["", "-wal", "-shm"])
  rmSync(join(BACKEND_DIR, dbFile + suffix), { force: true });
// Secrets of a fresh clone are generated on first start.
spawnSync(process.execPath, ["scripts/ensure-env.mjs"], { cwd: BACKEND_DIR, stdio: "inherit" });

const sink = startMailSink({ smtpPort: smtp, httpPort: mailHttp, quiet: true });
const site = `http://localhost:${web}`;
const strapi = spawn(process.execPath, ["node_modules/@strapi/strapi/bin/strapi.js", "start"], {
  cwd: BACKEND_DIR,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(backend),
    DATABASE_CLIENT: "sqlite",
    DATABASE_FILENAME: dbFile,
    SMTP_HOST: "localhost",
    SMTP_PORT: String(smtp),
    SITE_URL: site,
    SITE_ORIGINS: site,
    CONTACT_EMAIL_TO: "owner@example.test",
    // Parallel tests share one IP: the limits stay on, high enough for the suite.
    AUTH_RATE_LIMIT_MAX: "1000",
    FORM_RATE_LIMIT_MAX: "1000",
    ACCOUNT_RATE_LIMIT_MAX: "1000",
    HCAPTCHA_SECRET: "",
    RECAPTCHA_SECRET: "",
    STRAPI_TELEMETRY_DISABLED: "true",
  },
});

const stop = () => {
  strapi.kill("SIGTERM");
  void sink.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
strapi.on("exit", (code) => {
  void sink.close();
  process.exit(code ?? 0);
});
