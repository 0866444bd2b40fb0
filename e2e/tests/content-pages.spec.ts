import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, localePath, message, test } from "./fixtures";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const CONTRIBUTORS = (
  JSON.parse(readFileSync(join(ROOT, "CONTRIBUTORS.json"), "utf8")) as {
    contributors: { name: string }[];
  }
).contributors;

/** Each content page, its message namespace and the titles of its first and last sections. */
const PAGES = [
  { route: "about", namespace: "about", first: "fanSite", last: "development", legal: false },
  { route: "terms", namespace: "terms", first: "provider", last: "contact", legal: true },
  {
    route: "privacy-policy",
    namespace: "privacyPolicy",
    first: "controller",
    last: "contact",
    legal: true,
  },
  {
    route: "cookie-policy",
    namespace: "cookiePolicy",
    first: "what",
    last: "contact",
    legal: true,
  },
  { route: "contributors", namespace: "contributors", first: "data", last: "join", legal: false },
] as const;

for (const locale of ["en", "de"]) {
  test.describe(`content pages in ${locale}`, () => {
    for (const page of PAGES) {
      test(`/${page.route} renders its text, headings and metadata, without axe violations`, async ({
        page: tab,
      }) => {
        const response = await tab.goto(localePath(locale, `/${page.route}`));
        expect(response?.status()).toBe(200);
        const title = message(locale, "tools", `${page.route}.title`);
        await expect(tab).toHaveTitle(`${title} | FoE Toolbox`);
        await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(
          tab.getByText(message(locale, "tools", `${page.route}.description`)),
        ).toBeVisible();
        const headings = tab.locator("main h2");
        await expect(
          headings.filter({ hasText: message(locale, page.namespace, `${page.first}.title`) }),
        ).toHaveCount(1);
        await expect(headings.last()).toHaveText(
          message(locale, page.namespace, `${page.last}.title`),
        );
        await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${localePath(locale, `/${page.route}`)}$`),
        );
        // The footer links to every content page.
        await expect(
          tab.locator("footer").getByRole("navigation").getByRole("link", { name: title }),
        ).toHaveAttribute("href", localePath(locale, `/${page.route}`));
        if (page.legal) {
          await expect(tab.getByTestId("last-updated").locator("time")).toHaveAttribute(
            "datetime",
            /^\d{4}-\d{2}-\d{2}$/,
          );
          // Every entry of "On this page" leads to a heading of the page.
          const anchors = await tab
            .locator('main nav a[href^="#"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
          expect(anchors.length).toBeGreaterThan(5);
          for (const anchor of anchors)
            await expect(tab.locator(`main h2${anchor}`)).toHaveCount(1);
        } else {
          await expect(tab.getByTestId("last-updated")).toHaveCount(0);
        }
        expect((await new AxeBuilder({ page: tab }).analyze()).violations).toEqual([]);
      });
    }

    test("/donate does not exist without a donation link, and nothing links to it", async ({
      page,
    }) => {
      const response = await page.goto(localePath(locale, "/donate"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "shell", "errors.notFound"),
      );
      await expect(page.locator('a[href$="/donate"]')).toHaveCount(0);
    });
  });
}

test("the dates of the legal pages are shown in the visitor's language", async ({ page }) => {
  await page.goto("/terms");
  const iso = await page.getByTestId("last-updated").locator("time").getAttribute("datetime");
  const date = new Date(`${iso}T00:00:00Z`);
  await expect(page.getByTestId("last-updated")).toContainText(
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date),
  );
  await page.goto("/fr/terms");
  await expect(page.getByTestId("last-updated")).toContainText(
    new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(date),
  );
});

test("the cookie policy lists the site's two cookies and its browser storage", async ({ page }) => {
  await page.goto("/cookie-policy");
  const cookies = page.getByRole("region", {
    name: message("en", "content", "storage.cookiesCaption"),
  });
  await expect(cookies.locator("tbody tr")).toHaveCount(2);
  await expect(cookies.locator("tbody th")).toHaveText(["locale", "strapi_jwt"]);
  const storage = page.getByRole("region", {
    name: message("en", "content", "storage.storageCaption"),
  });
  await expect(storage.getByText("foe-toolbox:profile", { exact: true })).toBeVisible();
  await expect(storage.getByText("foe-toolbox:global", { exact: true })).toBeVisible();
});

test("the contributors page counts and shows every entry of CONTRIBUTORS.json", async ({
  page,
}) => {
  await page.goto("/contributors");
  await expect(
    page.getByRole("heading", { level: 2, name: `${CONTRIBUTORS.length} contributors` }),
  ).toBeVisible();
  const cards = page.getByTestId("contributor-cards").locator(":scope > li");
  await expect(cards).toHaveCount(CONTRIBUTORS.length);
  for (const { name } of CONTRIBUTORS)
    await expect(cards.getByRole("heading", { level: 3, name })).toBeVisible();
  // Each contribution type is named in words, not only by its emoji.
  await expect(
    page.getByRole("list", { name: "Contributions of FoE Toolbox maintainers" }),
  ).toContainText(message("en", "content", "contributors.types.code"));
});

test("the about page lists the tools and the cookies, and links to the policies", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.locator("main");
  await expect(
    main.getByRole("link", { name: message("en", "tools", "trade.title"), exact: true }),
  ).toHaveAttribute("href", "/trade");
  await expect(main.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(main.getByRole("link", { name: "cookie policy" })).toHaveAttribute(
    "href",
    "/cookie-policy",
  );
  await expect(main.getByText("write GitHub issues in English")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: message("en", "content", "storage.cookiesCaption") })
      .locator("tbody tr"),
  ).toHaveCount(2);
});

test("the sitemap lists the content pages in every language, and no donate page", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of ["about", "terms", "privacy-policy", "cookie-policy", "contributors"]) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${route}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/pt-BR/${route}</loc>`));
  }
  expect(sitemap).not.toContain("/donate<");
});

test("content pages pass axe in the dark theme too", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const route of ["/cookie-policy", "/contributors", "/about"]) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect((await new AxeBuilder({ page }).analyze()).violations, route).toEqual([]);
  }
});
