import { LOCALES, expect, localePath, message, test } from "./fixtures";

test.describe("languages", () => {
  for (const locale of LOCALES) {
    test(`home in ${locale} renders in its language`, async ({ page }) => {
      const response = await page.goto(localePath(locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "shell", "site.name"),
      );
      await expect(page.getByText(message(locale, "shell", "site.slogan"))).toBeVisible();
      await expect(page.locator("footer")).toContainText(
        message(locale, "shell", "site.unofficial"),
      );
      await expect(page).toHaveTitle(message(locale, "home", "meta.title"));
    });
  }

  test("Accept-Language de without a cookie redirects to /de and remembers it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: "de-DE", baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // Later visits follow the remembered language.
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await context.close();
  });

  test("the locale cookie lasts 365 days, SameSite=Lax, not Secure-only", async ({
    page,
    context,
  }) => {
    await page.goto("/fr");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie).toBeDefined();
    expect(cookie!.value).toBe("fr");
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.secure).toBe(false);
    expect(cookie!.path).toBe("/");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test("a page under a locale prefix sets its language's cookie over a remembered one", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "locale", value: "de", url: baseURL! }]);
    await page.goto("/pt-BR/trade");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("pt-BR");
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364.9);
  });

  test("a prefetch of another language's page does not change the remembered language", async ({
    request,
  }) => {
    for (const path of ["/pl", "/pl/trade"]) {
      const prefetch = await request.get(path, {
        headers: { RSC: "1", "Next-Router-Prefetch": "1", Cookie: "locale=de" },
        maxRedirects: 0,
      });
      expect(
        prefetch.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie"),
        path,
      ).toEqual([]);
    }
    const visit = await request.get("/pl/trade", { maxRedirects: 0 });
    expect(visit.headers()["set-cookie"]).toContain("locale=pl");
  });

  test("a link to no page (a 404), under a prefix or not, does not change the remembered language", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "locale", value: "fr", url: baseURL! }]);
    for (const path of ["/de/this-does-not-exist", "/pt-BR/trade/x", "/this-does-not-exist"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect((await context.cookies()).find((c) => c.name === "locale")?.value, path).toBe("fr");
    }
    await page.goto("/de/trade");
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("de");
  });

  test("the language menu names each language in its own language, on a French page too", async ({
    page,
  }) => {
    await page.goto("/fr");
    await page
      .getByRole("button", { name: /Français/ })
      .first()
      .click();
    const menu = page.getByRole("list", { name: "Choisir la langue du site" });
    await expect(menu.getByRole("button")).toHaveCount(16);
    await expect(menu.getByRole("button").first()).toContainText("Čeština");
    const german = menu.locator('button[lang="de"]');
    await expect(german).toContainText("Deutsch");
    await expect(german).toContainText("allemand");
    await expect(german).not.toContainText("German");
  });

  test("the language selector keeps the page and sets the cookie", async ({ page, context }) => {
    await page.goto("/nl");
    await page
      .getByRole("button", { name: /Nederlands/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^Polski\b/ }).click();
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("pl");
    await page
      .getByRole("button", { name: /Polski/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^English\b/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("errors", () => {
  for (const locale of ["en", "de"]) {
    test(`unknown route in ${locale} is a translated 404`, async ({ page }) => {
      const response = await page.goto(localePath(locale, "/this-does-not-exist"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "shell", "errors.notFound"),
      );
      await expect(page.getByTestId("error-status")).toHaveText("404");
      await expect(
        page.getByRole("link", { name: message(locale, "shell", "errors.goHome") }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });
  }
});

test.describe("colour mode", () => {
  test("the toggle persists across a reload without a flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByTestId("theme-toggle").first();
    await expect(toggle).toHaveAttribute("data-mode", "system");
    await toggle.click(); // system -> day
    await expect(toggle).toHaveAttribute("data-mode", "day");
    await toggle.click(); // day -> night
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    // The class is set by an inline script before the first paint.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    await expect(page.getByTestId("theme-toggle").first()).toHaveAttribute("data-mode", "night");
  });

  test("system mode follows the operating system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("navigation", () => {
  test("the progress bar shows on a slow navigation and goes away", async ({ page }) => {
    await page.goto("/this-does-not-exist");
    await page.route(/_rsc=/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    const bar = page.getByTestId("page-progress");
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(bar).toBeHidden();
  });

  test("links are prefetched once seen and the page was idle (the account link when pointed at), not all at once", async ({
    page,
  }) => {
    const prefetched = new Set<string>();
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"])
        prefetched.add(new URL(request.url()).pathname);
    });
    await page.goto("/gb-statistics");
    const terms = page
      .getByRole("contentinfo")
      .getByRole("link", { name: message("en", "tools", "terms.title"), exact: true });
    // The footer is far below the first screen; the idle time (2000 ms) passes.
    expect((await terms.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height);
    await page.waitForTimeout(3500);
    expect(prefetched.size).toBeGreaterThan(0);
    expect(prefetched.has("/terms")).toBe(false);
    await terms.scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched.has("/terms"), { timeout: 10_000 }).toBe(true);
    // The header's account link, on screen all along, waits for the player to point at it.
    expect(prefetched.has("/login")).toBe(false);
    await page.getByTestId("account-link").filter({ visible: true }).hover();
    await expect.poll(() => prefetched.has("/login"), { timeout: 10_000 }).toBe(true);
  });

  test("a corrupted settings store is recovered with a notice", async ({ page }) => {
    // Corrupt the store before any of the page's scripts run: corrupting it on a loaded page races
    // with the page's own later writes (the visited version is stored after a lazy import).
    await page.addInitScript(() => {
      if (sessionStorage.getItem("e2e:corrupted") !== null) return;
      sessionStorage.setItem("e2e:corrupted", "1");
      localStorage.setItem("foe-toolbox:global", "{broken");
    });
    await page.goto("/");
    await expect(page.getByTestId("storage-recovered")).toBeVisible();
    const backup = await page.evaluate(() => localStorage.getItem("foe-toolbox:global:corrupted"));
    expect(backup).toBe("{broken");
    // The defaults were stored again, so the next visit is quiet.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByTestId("storage-recovered")).toHaveCount(0);
  });

  test("settings changed in one tab appear in another", async ({ context }) => {
    const one = await context.newPage();
    const two = await context.newPage();
    await one.goto("/");
    await two.goto("/");
    await one.getByTestId("theme-toggle").first().click();
    await expect(two.getByTestId("theme-toggle").first()).toHaveAttribute("data-mode", "day");
  });
});

test.describe("metadata", () => {
  test("pages carry canonical and hreflang alternates for all 16 languages", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de$/);
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
    expect(hreflangs.sort()).toEqual([...LOCALES, "x-default"].sort());
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      "content",
      "FoE Toolbox",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      message("de", "home", "meta.description"),
    );
  });

  test("sitemap and robots are served", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    // Absolute URLs use the configured site URL (http://localhost:3000 by default).
    for (const locale of LOCALES) {
      expect(xml).toContain(
        `<loc>http://localhost:3000${locale === "en" ? "" : `/${locale}`}</loc>`,
      );
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
  });
});

test.describe("keyboard navigation", () => {
  test("the Tools menu opens and an entry is reached and followed with the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const tools = nav.getByRole("button", { name: message("en", "shell", "nav.tools") });
    await tools.focus();
    await page.keyboard.press("Enter");
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const first = nav.getByRole("link", { name: message("en", "tools", "gb-investment.title") });
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(
      nav.getByRole("link", { name: message("en", "tools", "secure-position.title") }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tools).toHaveAttribute("aria-expanded", "false");
    await expect(tools).toBeFocused();
    await page.keyboard.press("Enter");
    // Each key waits for the state the previous one produced, as a user sees it before pressing on.
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/gb-investment$/);
  });
});

test.describe("hydration", () => {
  test("the header hydrates after the page, in place: its server nodes stay and its menus answer", async ({
    page,
  }) => {
    // A slow phone: the page's own code runs first, the header's when its chunk is in.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const w = window as unknown as {
          serverHeader: Element | null;
          serverTools: Element | null;
        };
        w.serverHeader = document.querySelector("header");
        w.serverTools = document.querySelector("header nav button");
      });
    });
    await page.goto("/gb-investment/The_Arc");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const tools = nav.getByRole("button", { name: message("en", "shell", "nav.tools") });
    await tools.click();
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    // Redrawn from scratch, the header would be new nodes (and would have moved the page).
    const kept = await page.evaluate(() => {
      const w = window as unknown as { serverHeader: Element | null; serverTools: Element | null };
      return {
        header: w.serverHeader !== null && w.serverHeader === document.querySelector("header"),
        tools:
          w.serverTools !== null && w.serverTools === document.querySelector("header nav button"),
      };
    });
    expect(kept).toEqual({ header: true, tools: true });
  });
});
