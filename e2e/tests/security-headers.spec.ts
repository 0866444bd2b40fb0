/**
 * Security headers of the production build (docs/security-headers.md): every response forbids
 * sniffing and framing, and every page has a Content Security Policy without 'unsafe-inline'
 * scripts — script hashes on prerendered pages, a fresh nonce on pages rendered on request. Then
 * the site in Chromium under that policy: tools, consent, service worker, charts, login and sync
 * with the backend, with no violation reported.
 */
import { createHash } from "node:crypto";
import { request as http, type APIResponse, type Page } from "@playwright/test";
import { computeSecurePosition, type SecurePositionInput } from "@foe-toolbox/core/secure-position";
import { E2E_PORTS } from "../ports.mjs";
import { expect, message, test } from "./fixtures";

const BACKEND = `http://localhost:${E2E_PORTS.backend}`;
const MAIL = `http://localhost:${E2E_PORTS.mailHttp}`;

/** The pages of the brief: home, a tool under a prefix, a GB page, an account page. */
const PRERENDERED = [
  "/",
  "/de/trade",
  "/gb-investment/Observatory",
  "/pl/gb-investment/The_Arc",
  "/login",
];
const NOT_FOUND = ["/de/no-such-page", "/no-such-page", "/fr/trade/extra"];

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, "a Content-Security-Policy header").toBeTruthy();
  return new Map(
    policy!.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
}

/** The policy of a page, checked for what every page needs. */
function expectPagePolicy(response: APIResponse) {
  const policy = directives(response.headers()["content-security-policy"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual(["'self'", BACKEND]);
  const scripts = policy.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.join(" ")).not.toMatch(/unsafe|strict-dynamic|\*|https?:/);
  return scripts.slice(1);
}

/** Inline scripts (no src) with their attributes and text. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes, text }) => !/\bsrc=/.test(attributes) && text.length > 0);
}

/** A request without cookies (a page under /de sets the German one, which the next would follow). */
async function firstVisit(path: string): Promise<{ response: APIResponse; html: string }> {
  const context = await http.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.get(path, { maxRedirects: 0 });
  const html = await response.text();
  await context.dispose();
  return { response, html };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test.describe("security headers", () => {
  test("prerendered pages allow exactly the hashes of their own inline scripts", async () => {
    for (const path of PRERENDERED) {
      const { response, html } = await firstVisit(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
      const sources = expectPagePolicy(response);
      const scripts = inlineScripts(html);
      // The payload, the colour-mode and the consent scripts at least.
      expect(scripts.length, path).toBeGreaterThanOrEqual(4);
      expect([...sources].sort(), path).toEqual(
        [...new Set(scripts.map((s) => sha256(s.text)))].sort(),
      );
    }
  });

  test("404 pages rendered on request have a fresh nonce on every script", async () => {
    const nonces = new Set<string>();
    for (const path of [...NOT_FOUND, "/de/no-such-page"]) {
      const { response, html } = await firstVisit(path);
      expect(response.status(), path).toBe(404);
      expectCommonHeaders(response);
      const sources = expectPagePolicy(response);
      expect(sources, path).toHaveLength(1);
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(sources[0] ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(NOT_FOUND.length + 1);
  });

  test("the service worker, files and data have the headers too", async ({ request }) => {
    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expectCommonHeaders(worker);
    expect(directives(worker.headers()["content-security-policy"]).get("default-src")).toEqual([
      "'self'",
    ]);
    for (const path of ["/manifest.webmanifest", "/api/gb-statistics.json", "/icons/icon.svg"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
    }
  });
});

/** Collects every CSP violation the page reports, from the console and as events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

/** A user registered and confirmed through the backend's API and the mail sink. */
async function confirmedUser() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const user = { username: `csp${id}`, email: `csp${id}@example.test`, password: "Secret-pass-1" };
  const registered = await fetch(`${BACKEND}/api/auth/local/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  expect(registered.status).toBe(200);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(user.email)}`)
        ).json()) as { text: string }[];
        link = mails
          .map(
            (m) =>
              /https?:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=[\w-]+/.exec(
                m.text,
              )?.[0],
          )
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const confirmed = await fetch(link!, { redirect: "manual" });
  expect(confirmed.status).toBeGreaterThanOrEqual(300);
  expect(confirmed.status).toBeLessThan(400);
  return user;
}

test.describe("the site under its Content Security Policy", () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe("on a first visit", () => {
    test.use({ serviceWorkers: "allow", answeredConsent: false });

    test("the consent panel opens and closes, the service worker registers", async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto("/");
      // Once the page is interactive (it writes its settings back when hydrated).
      await page.waitForFunction(() => localStorage.getItem("foe-toolbox:global") !== null);
      await page.getByTestId("cookie-settings").click();
      const panel = page.getByTestId("consent-panel");
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: "OK", exact: true }).click();
      await expect(panel).toBeHidden();
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toMatch(/localhost:\d+\/$/);
      expect(violations).toEqual([]);
    });
  });

  test("a tool, charts and a 404 work, and an injected script does not run", async ({ page }) => {
    const violations = await watchViolations(page);
    const input: SecurePositionInput = {
      levelCost: 1720,
      currentDeposits: 860,
      yourParticipation: 10,
      otherParticipation: 50,
      yourArcBonus: 90,
      fpTargetReward: 245,
    };
    await page.goto("/secure-position");
    for (const [key, value] of Object.entries(input)) {
      await page
        .getByLabel(message("en", "securePosition", key), { exact: true })
        .fill(String(value));
    }
    await expect(page.getByTestId("sp-remaining")).toHaveText(
      new Intl.NumberFormat("en").format(computeSecurePosition(input).remaining),
    );

    await page.goto("/de/gb-statistics");
    await page.getByTestId("gbs-chart").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("gbs-chart")).toHaveAttribute("data-ready", "true");

    // A 404 rendered on request runs its scripts with the nonce: the footer's button opens the panel.
    const notFound = await page.goto("/de/no-such-page");
    expect(notFound?.status()).toBe(404);
    await page.getByTestId("cookie-settings").click();
    await expect(page.getByTestId("consent-panel")).toBeVisible();
    expect(violations).toEqual([]);

    // What an injected script would do (read the session from localStorage) is refused.
    await page.goto("/login");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = localStorage.length";
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return "__injected" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join("\n")).toContain("script-src");
  });

  test("log in and sync with the backend", async ({ page }) => {
    const violations = await watchViolations(page);
    const user = await confirmedUser();
    await page.goto("/login");
    await page.getByLabel("E-mail address or username").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/user-settings$/);
    await expect(page.getByTestId("account-username")).toHaveText(user.username);
    await expect(page.getByTestId("sync-status")).toHaveAttribute("data-status", "idle", {
      timeout: 15_000,
    });
    expect(violations).toEqual([]);
  });

  test("another site cannot frame the account pages", async ({ page }) => {
    const violations = await watchViolations(page);
    const url = new URL("/login", test.info().project.use.baseURL).href;
    // Any other origin: the mail sink's inbox page.
    await page.goto(MAIL);
    // setContent waits for the frame's load, whether it shows the page or the browser's refusal.
    await page.setContent(`<iframe src="${url}"></iframe>`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeTruthy();
    await expect(frame!.getByRole("button", { name: "Log in" })).toHaveCount(0);
    await expect.poll(() => violations.join("\n")).toContain("frame-ancestors");
  });
});
