import { defineConfig, devices } from "@playwright/test";
import { e2eBrowserPath } from "./browser.mjs";
import { E2E_PORTS } from "./ports.mjs";

const PORT = E2E_PORTS.web;
export const BASE_URL = `http://localhost:${PORT}`;
/** The backend the site was built against (NEXT_PUBLIC_BACKEND_URL) and the mail sink it sends to. */
export const BACKEND_URL = `http://localhost:${E2E_PORTS.backend}`;
export const MAIL_URL = `http://localhost:${E2E_PORTS.mailHttp}`;

/** Debian's Chromium, as its headless shell (browser.mjs; the machine cannot download Playwright's own browsers). */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: e2eBrowserPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Only this machine's servers: every other host name fails to resolve, as offline. (A
      // `route` that aborts them would turn the HTTP cache off: tests/fixtures.ts.)
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
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
      // The production build (built by the test command, with NEXT_PUBLIC_BACKEND_URL pointing at
      // the backend below, before Playwright starts).
      command: `npm run start -w @foe-toolbox/web -- -p ${PORT}`,
      url: `${BASE_URL}/manifest.webmanifest`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { NEXT_TELEMETRY_DISABLED: "1" },
    },
    {
      // The built backend on a fresh SQLite database, and the mail sink (see backend-server.mjs).
      command: "node backend-server.mjs",
      url: `http://localhost:${E2E_PORTS.backend}/_health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
