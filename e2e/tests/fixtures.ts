import { test as base, expect, type Page, type Response } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL } from "../playwright.config";

const MESSAGES = join(dirname(fileURLToPath(import.meta.url)), "../../apps/web/src/messages");

/**
 * The site's languages: the one list of packages/survey-schema, read from its build (a CommonJS
 * package, whose names an ES module of the tests cannot import one by one).
 */
export const LOCALES = (
  createRequire(import.meta.url)(
    "@foe-toolbox/survey-schema/locales",
  ) as typeof import("@foe-toolbox/survey-schema/locales")
).SITE_LOCALES;

/** A message of the site's own catalogues, to check pages against what translators wrote. */
export function message(locale: string, namespace: string, path: string): string {
  const data = JSON.parse(
    readFileSync(join(MESSAGES, namespace, `${locale}.json`), "utf8"),
  ) as Record<string, unknown>;
  const value = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
  if (typeof value !== "string") throw new Error(`no message ${locale}:${namespace}.${path}`);
  return value;
}

/** A number field's own message (calculator.input.*), with the bounds formatted as the page does. */
export function inputMessage(
  locale: string,
  key: "notNumber" | "notWhole" | "between" | "atLeast" | "atMost",
  bounds: { min?: number; max?: number } = {},
): string {
  const format = (n: number | undefined) => new Intl.NumberFormat(locale).format(n ?? 0);
  return message(locale, "calculator", `input.${key}`)
    .replace("{min}", format(bounds.min))
    .replace("{max}", format(bounds.max));
}

export function localePath(locale: string, path = "/"): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A returning visitor's answers, written before the site's scripts run: the cookie consent was
 * given (valid for a year), the install prompt and the incomplete-translation notice were seen,
 * so no panel or dialog opens by itself and covers the page. Stored data a test wrote itself is kept; unreadable data is left alone.
 */
function answerCornerPanels(): void {
  try {
    const expiration = new Date(Date.now() + 364 * 24 * 3600 * 1000).toISOString();
    if (localStorage.getItem("foe-toolbox:consent") === null) {
      const record = { services: ["toolbox"], granted: [], answeredAt: new Date().toISOString() };
      localStorage.setItem("foe-toolbox:consent", JSON.stringify({ state: record, version: 1 }));
    }
    const raw = localStorage.getItem("foe-toolbox:global");
    const stored = (raw === null ? { state: {}, version: 1 } : JSON.parse(raw)) as {
      state: Record<string, unknown>;
    };
    if (typeof stored.state.cookieConsentExpirationDate !== "string") {
      stored.state = {
        ...stored.state,
        cookieConsentExpirationDate: expiration,
        haveReadInstallApp: true,
        haveReadLocaleNotComplete: true,
      };
      localStorage.setItem("foe-toolbox:global", JSON.stringify(stored));
    }
  } catch {
    /* corrupted on purpose by the test */
  }
}

// Contexts a test creates itself (browser.newContext) get the same answers, unless it opted out.
let answerNewContexts = false;

/**
 * After a page of the site loads, waits until it is interactive, its parts hydrated later included,
 * and has read the player's stores (`<html data-ready>`): a player's typing before that may be
 * replaced by the stored values, and a test typing at once would race the page's scripts. Other responses (files, feeds) and other
 * sites (the mail sink's inbox) are left alone.
 */
async function untilReady(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()["content-type"] ?? "text/html";
  if (!type.startsWith("text/html")) return;
  if (response && new URL(response.url()).origin !== new URL(BASE_URL).origin) return;
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

/** Makes `goto` and `reload` of a page wait until the page is ready (see `untilReady`). */
function waitingForReady(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady(page, response);
    return response;
  };
  return page;
}

/** Every test: only localhost is reachable (the machine has no internet anyway). */
export const test = base.extend<{ answeredConsent: boolean }>({
  /** `test.use({ answeredConsent: false })` for tests of the consent and install panels themselves. */
  answeredConsent: [true, { option: true }],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on("page", waitingForReady);
        if (answerNewContexts) await context.addInitScript(answerCornerPanels);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  page: async ({ page }, use) => {
    await use(waitingForReady(page));
  },
  // Only localhost is reachable: the browser resolves no other host (playwright.config.ts). Not a
  // `context.route` that aborts the rest: any route turns the browser's HTTP cache off, and every
  // page of a test would load all its scripts again.
  context: async ({ context, answeredConsent }, use) => {
    if (answeredConsent) await context.addInitScript(answerCornerPanels);
    answerNewContexts = answeredConsent;
    await use(context);
    answerNewContexts = false;
  },
});

export { expect };
