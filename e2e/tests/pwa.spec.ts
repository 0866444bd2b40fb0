import { expect, test } from "./fixtures";

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
  await expect(page.getByTestId("offline-notice")).toBeVisible();
  await context.setOffline(false);
});
