import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, expect, localePath, message, test } from "./fixtures";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }
).version;
/** The release before the running one: a visitor who last saw it has missed exactly one update. */
const PREVIOUS_VERSION = [
  ...readFileSync(join(ROOT, "CHANGELOG.md"), "utf8").matchAll(/^## \[([^\]]+)\]/gm),
].map((m) => m[1])[1]!;
const YEAR_MS = 365 * 24 * 3600 * 1000;

type Stored = { state: Record<string, unknown>; version: number };

async function stored(page: Page, key: string): Promise<Stored | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as Stored);
  }, key);
}

/** Waits until the site has read its stores (it writes the global settings back once hydrated). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => localStorage.getItem("foe-toolbox:global") !== null);
}

/** After a reload and once every script (also those loaded after the first paint) ran, `panel` is still closed. */
async function staysClosedAfterReload(page: Page, panel: ReturnType<Page["getByTestId"]>) {
  await page.reload({ waitUntil: "networkidle" });
  await expect(panel).toBeHidden();
}

/** Writes stored data before the site's scripts run (only on the first load of the test). */
async function seed(page: Page, data: Record<string, Stored>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
  }, data);
}

const answered = (extra: Record<string, unknown> = {}) => ({
  "foe-toolbox:consent": {
    state: { services: ["toolbox"], granted: [], answeredAt: new Date().toISOString() },
    version: 1,
  },
  "foe-toolbox:global": {
    state: {
      cookieConsentExpirationDate: new Date(Date.now() + YEAR_MS / 2).toISOString(),
      ...extra,
    },
    version: 1,
  },
});

function axe(page: Page) {
  return new AxeBuilder({ page }).analyze();
}

test.describe("cookie consent", () => {
  test.use({ answeredConsent: false });

  // The e2e build configures no optional service (no error reporting, no bot check): there is
  // nothing to consent to, so no panel covers the first screen (component tests cover the rest).
  test("no panel on the first visit; the cookie button opens it, OK stores the answer for a year", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await hydrated(page);
    const panel = page.getByTestId("consent-panel");
    // Not even hidden in the page: the server's copy exists only when an answer is asked for.
    await expect(panel).toHaveCount(0);
    expect(await page.locator("html").getAttribute("data-consent-pending")).toBeNull();
    await expect(page.getByTestId("install-panel")).toBeHidden();
    // The storage the site needs is explained in the footer, with the cookie policy.
    await expect(
      page.getByTestId("footer-storage").getByRole("link", {
        name: message("en", "tools", "cookie-policy.title"),
        exact: false,
      }),
    ).toHaveAttribute("href", "/cookie-policy");

    await page.getByTestId("cookie-settings").click();
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: message("en", "consent", "title") }),
    ).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);

    await panel.getByRole("button", { name: "OK", exact: true }).click();
    await expect(panel).toBeHidden();
    // Answered: the focus goes back to the footer entry that opened the panel.
    await expect(page.getByTestId("consent-button")).toHaveCount(0);
    await expect(page.getByTestId("cookie-settings")).toBeFocused();
    const consent = await stored(page, "foe-toolbox:consent");
    expect(consent?.state).toMatchObject({ services: ["toolbox"], granted: [] });
    const global = await stored(page, "foe-toolbox:global");
    const expires = Date.parse(String(global?.state.cookieConsentExpirationDate));
    expect(Math.abs(expires - (Date.now() + YEAR_MS))).toBeLessThan(2 * 24 * 3600 * 1000);

    await staysClosedAfterReload(page, panel);
  });

  test("reopens from the footer (nothing floats once answered); details, back and Escape by keyboard", async ({
    page,
  }) => {
    await seed(page, answered({ haveReadInstallApp: true }));
    await page.goto("/de", { waitUntil: "networkidle" });
    const panel = page.getByTestId("consent-panel");
    await expect(panel).toBeHidden();

    await page.getByTestId("cookie-settings").click();
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: message("de", "consent", "learnMore") }).click();
    await expect(
      panel.getByRole("heading", { name: message("de", "consent", "detailsTitle") }),
    ).toBeVisible();
    await expect(panel.getByText(message("de", "consent", "required"))).toBeVisible();
    // Without optional services configured there is nothing to switch.
    await expect(panel.getByRole("switch")).toHaveCount(0);
    expect((await axe(page)).violations).toEqual([]);
    await panel.getByRole("button", { name: message("de", "consent", "back") }).click();
    await expect(
      panel.getByRole("heading", { name: message("de", "consent", "title") }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await expect(page.getByTestId("consent-button")).toHaveCount(0);
    const button = page.getByTestId("cookie-settings");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("an expired consent is forgotten, and nothing asks again without an optional service", async ({
    page,
  }) => {
    await seed(page, {
      ...answered(),
      "foe-toolbox:global": {
        state: { cookieConsentExpirationDate: new Date(Date.now() - 1000).toISOString() },
        version: 1,
      },
    });
    await page.goto("/");
    await expect
      .poll(async () => (await stored(page, "foe-toolbox:consent"))?.state.answeredAt)
      .toBeNull();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("consent-panel")).toHaveCount(0);
  });

  test("an answer given for a service no longer configured asks nothing", async ({ page }) => {
    const earlier = answered();
    earlier["foe-toolbox:consent"].state.services = ["toolbox", "error-reporting"];
    await seed(page, earlier);
    await page.goto("/", { waitUntil: "networkidle" });
    await hydrated(page);
    const panel = page.getByTestId("consent-panel");
    await expect(panel).toHaveCount(0);
    await page.getByTestId("cookie-settings").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText(message("en", "consent", "renew"))).toHaveCount(0);
  });

  test("the server's pages carry neither the panel nor its inline script", async ({ request }) => {
    for (const path of ["/", "/de/trade"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain("<h1");
      expect(html).not.toContain('data-testid="consent-panel"');
      expect(html).not.toContain("data-consent-pending");
    }
  });

  test("phone: the panel is a bottom sheet over the full width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("cookie-settings").click();
    const box = await page.getByTestId("consent-panel").boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(360);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
  });
});

test.describe("install prompt", () => {
  test.use({ answeredConsent: false });

  test("opens by itself once after the consent, explains the manual way without a browser prompt", async ({
    page,
  }) => {
    await seed(page, answered());
    await page.goto("/");
    const panel = page.getByTestId("install-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Install FoE Toolbox" })).toBeVisible();
    await expect(panel.getByTestId("install-manual")).toHaveText(
      message("en", "install", "manualOther"),
    );
    await expect(panel.getByRole("button", { name: "Install", exact: true })).toHaveCount(0);
    expect((await stored(page, "foe-toolbox:global"))?.state.haveReadInstallApp).toBe(true);
    await panel.getByRole("button", { name: "Dismiss" }).click();
    await expect(panel).toBeHidden();

    await staysClosedAfterReload(page, panel);
  });

  test("without a consent panel, it opens by itself on the second visit, not on the first", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await hydrated(page);
    const panel = page.getByTestId("install-panel");
    await expect(panel).toBeHidden();
    // The first visit stored the running version: the next one is a returning visit.
    await expect
      .poll(async () => (await stored(page, "foe-toolbox:global"))?.state.lastVisitVersion)
      .toBe(VERSION);
    await page.reload();
    await expect(panel).toBeVisible();
    await expect(page.getByTestId("consent-panel")).toHaveCount(0);
  });

  test("Install hands over to the browser's deferred prompt", async ({ page }) => {
    await seed(page, answered({ haveReadInstallApp: true }));
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true }) as Event &
        Record<string, unknown>;
      event.prompt = () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: "accepted" });
      window.dispatchEvent(event);
    });
    await page.getByTestId("install-button").click();
    const panel = page.getByTestId("install-panel");
    await expect(panel.getByRole("heading", { name: "Install FoE Toolbox" })).toBeFocused();
    expect((await axe(page)).violations).toEqual([]);
    await panel.getByRole("button", { name: "Install", exact: true }).click();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    // Installed: nothing left to offer.
    await expect(page.getByTestId("install-button")).toHaveCount(0);
  });
});

test.describe("update notice", () => {
  test("counts the versions since the last visit and links to the changelog, then stores the running version", async ({
    page,
  }) => {
    await seed(page, answered({ haveReadInstallApp: true, lastVisitVersion: PREVIOUS_VERSION }));
    await page.goto("/");
    const notice = page.getByTestId("update-notice");
    await expect(notice).toContainText("1 update since your last visit.");
    await expect
      .poll(async () => (await stored(page, "foe-toolbox:global"))?.state.lastVisitVersion)
      .toBe(VERSION);
    await notice.getByRole("link", { name: "What's new?" }).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByTestId("changelog")).toContainText(VERSION);
  });

  test("stays silent on a first visit and when update notifications are off", async ({ page }) => {
    await page.goto("/trade");
    await expect
      .poll(async () => (await stored(page, "foe-toolbox:global"))?.state.lastVisitVersion)
      .toBe(VERSION);
    await expect(page.getByTestId("update-notice")).toHaveCount(0);

    await page.evaluate(() => {
      const global = JSON.parse(localStorage.getItem("foe-toolbox:global")!) as {
        state: Record<string, unknown>;
      };
      global.state.lastVisitVersion = "0.0.1";
      global.state.disableUpdateNotification = true;
      localStorage.setItem("foe-toolbox:global", JSON.stringify(global));
    });
    await page.reload();
    await expect
      .poll(async () => (await stored(page, "foe-toolbox:global"))?.state.lastVisitVersion)
      .toBe(VERSION);
    await expect(page.getByTestId("update-notice")).toHaveCount(0);
  });
});

test.describe("changelog page", () => {
  test("renders the changelog without any script in it, in English with a translated frame", async ({
    page,
  }) => {
    const response = await page.goto("/changelog");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Changelog | FoE Toolbox");
    const article = page.getByTestId("changelog");
    await expect(article.getByRole("heading", { level: 2 }).first()).toContainText(VERSION);
    await expect(article).toContainText("🎉");
    expect(await article.locator("script, iframe, [onerror], [onclick]").count()).toBe(0);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Changelog" }),
    ).toBeVisible();

    await page.goto(localePath("fr", "/changelog"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("fr", "tools", "changelog.title"),
    );
    await expect(page.getByText(message("fr", "changelog", "inEnglish"))).toBeVisible();
    await expect(page.getByTestId("changelog")).toHaveAttribute("lang", "en");
    expect((await axe(page)).violations).toEqual([]);
  });
});

test.describe("help to translate", () => {
  test("one progress bar per language, sorted by English name, coloured by progress", async ({
    page,
  }) => {
    await page.goto(localePath("pl", "/help-to-translate-the-site"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("pl", "tools", "help-to-translate-the-site.title"),
    );
    const bars = page.getByRole("progressbar");
    await expect(bars).toHaveCount(LOCALES.length);
    const labels = await page
      .getByTestId("translation-progress")
      .locator("li > span")
      .allTextContents();
    const english = labels.map((label) => label.split(" (")[0]!);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, "en")));
    expect(labels).toContain("Czech (Čeština): 100%");
    for (const bar of await bars.all()) {
      const percent = Number(await bar.getAttribute("aria-valuenow"));
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      const colour = await bar.getAttribute("data-colour");
      expect(colour).toBe(
        percent === 100 ? "green" : percent >= 80 ? "blue" : percent >= 50 ? "orange" : "red",
      );
    }
    expect((await axe(page)).violations).toEqual([]);
  });

  test("with the consent panel open, the page passes axe", async ({ page }) => {
    await page.goto("/help-to-translate-the-site");
    await page.getByTestId("cookie-settings").click();
    await expect(page.getByTestId("consent-panel")).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
  });
});
