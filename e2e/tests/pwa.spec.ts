import { getGbName } from "@foe-toolbox/core/data/gb-names";
import { expect, localePath, message, test } from "./fixtures";
import type { BrowserContext } from "@playwright/test";

test.use({ serviceWorkers: "allow" });

test("the manifest parses with the required fields and icons", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "FoE Toolbox",
    short_name: "FoE Toolbox",
    theme_color: "#fdf8f0",
    display: "standalone",
    start_url: "/",
  });
  expect(typeof manifest.description).toBe("string");
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
});

/**
 * Chromium (150 here) applies a context's offline emulation to the network but not to
 * `navigator.onLine` of a document loaded after it was set (a reload, a navigation): set it again,
 * as a connection that drops, so the page hears the browser say it is offline.
 */
async function browserSaysOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test("/sw.js registers and a visited page opens offline", async ({ page, context }) => {
  await page.goto("/");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/localhost:\d+\/$/);
  // The worker caches the page that installed it; wait until it is in the cache.
  await expect
    .poll(
      async () => page.evaluate(async () => Boolean(await caches.match(window.location.href))),
      { timeout: 15_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FoE Toolbox");
  await browserSaysOffline(context);
  await expect(page.getByTestId("offline-notice")).toBeVisible();
  await context.setOffline(false);
});

test("the worker saves the language only once the player pauses", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/gb-investment/The_Arc");
  // The first page on the worker's list, which the GB page neither links nor prefetches.
  const firstToSave = new URL("/offline", page.url()).href;
  const saved = () => page.evaluate(async (url) => Boolean(await caches.match(url)), firstToSave);
  const level = page.getByTestId("owner-level");
  await level.focus();
  await level.press("End");
  // The worker is registered once the page has been quiet for a while. A player who starts
  // typing then, while it installs, and goes on until well after it is ready.
  await expect
    .poll(
      () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
      {
        timeout: 30_000,
        intervals: [50],
      },
    )
    .toBe(true);
  let typing = true;
  const typer = (async () => {
    for (let i = 0; typing; i++) await level.press(i % 2 ? "Backspace" : "1", { delay: 150 });
  })();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForTimeout(6_000);
  const savedWhileTyping = await saved();
  typing = false;
  await typer;
  expect(savedWhileTyping).toBe(false);
  await expect.poll(saved, { timeout: 60_000, intervals: [500] }).toBe(true);
});

for (const locale of ["en", "de"]) {
  test(`${locale}: after one GB page, every GB page and tool of the language opens offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto(localePath(locale, "/gb-investment/The_Arc"));
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The worker saves the language in the background once the page is idle.
    const saved = [
      localePath(locale, "/gb-investment/Observatory"),
      localePath(locale, "/trade"),
      localePath(locale, "/offline"),
      "/api/gb-levels/Observatory.json",
    ];
    await expect
      .poll(
        async () =>
          page.evaluate(
            async (urls) =>
              (await Promise.all(urls.map((u) => caches.match(new URL(u, location.href).href))))
                .map((r, i) => (r ? "" : urls[i]))
                .filter(Boolean),
            saved,
          ),
        { timeout: 90_000, intervals: [500] },
      )
      .toEqual([]);
    await context.setOffline(true);

    await page.goto(localePath(locale, "/gb-investment/Observatory"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getGbName("Observatory", locale)!,
    );
    // The level table came from the saved game data.
    await expect(
      page.getByTestId("owner-row-1").locator('[data-column="preparation"] [data-value]'),
    ).toHaveText(/\d/);
    await browserSaysOffline(context);
    await expect(page.getByTestId("offline-notice")).toBeVisible();

    await page.goto(localePath(locale, "/trade"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message(locale, "tools", "trade.title"),
    );
    // The tool works: a route is computed.
    await page.locator("#trade-fair-have").selectOption("LateMiddleAges");
    await page.locator("#trade-fair-want").selectOption("Tomorrow");
    await page.getByTestId("trade-amount").fill("1500");
    await expect(page.getByTestId("trade-step").first()).toBeVisible();

    // A language that was never visited: the offline page explains what works offline.
    await page.goto("/fr/trade");
    await expect(page.getByTestId("offline-page")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message(locale, "offline", "title"),
    );
    await context.setOffline(false);
  });
}
