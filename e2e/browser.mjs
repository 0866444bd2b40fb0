// The browser the end-to-end tests drive (playwright.config.ts), installed by the test command
// when missing (scripts/test.mjs). Debian's Chromium in its headless shell (package
// chromium-headless-shell): the same engine and the same version as Debian's `chromium`, without
// the full browser's window, tab strip and GPU process, which the full build starts for every
// test's new window. On CI's two cores that is CPU taken from the site and the tests.
// CHROMIUM_PATH chooses another build; without the shell, the full Chromium is used.
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
