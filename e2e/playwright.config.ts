import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** The backend the site was built against (NEXT_PUBLIC_BACKEND_URL) and the mail sink it sends to. */
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 1337);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 1025);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 1080);
export const BACKEND_URL = `http://localhost:${BACKEND_PORT}`;
export const MAIL_URL = `http://localhost:${MAIL_PORT}`;

/** Debian's Chromium (the machine cannot download Playwright's own browsers). */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: chromium }],
  webServer: [
    {
      // The production build (built by the test command before Playwright starts).
      command: `npm run start -w @foe-toolbox/web -- -p ${PORT}`,
      url: `${BASE_URL}/manifest.webmanifest`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { NEXT_TELEMETRY_DISABLED: "1" },
    },
    {
      command: "node ../scripts/mail-sink.mjs",
      url: `${MAIL_URL}/api/messages`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      env: { MAIL_SINK_SMTP_PORT: String(SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_PORT) },
    },
    {
      // The built backend (Strapi) on its own SQLite file; the seeded survey is created on start.
      command: "node node_modules/@strapi/strapi/bin/strapi.js start",
      cwd: "../apps/backend",
      url: `${BACKEND_URL}/_health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(BACKEND_PORT),
        DATABASE_CLIENT: "sqlite",
        DATABASE_FILENAME: `.tmp/e2e-${BACKEND_PORT}.db`,
        SITE_URL: BASE_URL,
        SITE_ORIGINS: BASE_URL,
        SMTP_HOST: "localhost",
        SMTP_PORT: String(SMTP_PORT),
        CONTACT_EMAIL_TO: "owner@example.test",
        // Parallel tests share one IP: the limits stay on, high enough for the suite.
        AUTH_RATE_LIMIT_MAX: "500",
        FORM_RATE_LIMIT_MAX: "500",
        STRAPI_TELEMETRY_DISABLED: "true",
      },
    },
  ],
});
