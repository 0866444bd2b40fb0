/**
 * Every page of the sitemap in every language, in Chromium (issue 7): it answers 200 without a
 * redirect, has the right language, a title and its heading, logs no console error or uncaught
 * exception, and axe finds no accessibility violation.
 *
 * `E2E_EVERY_PAGE=all` opens all 1,040 pages (about 15 minutes on two cores) and runs axe on
 * every page but the GB pages, which share one template and are shared out between the languages
 * (each GB page once). By default, to keep the test command well inside CI's time, each language
 * opens every page but the GB pages, which are again shared out (each GB page in two languages),
 * and runs axe on its home page and on a fifth of its other pages, in turns (English on all), so
 * each page is checked by axe in four languages. seo.spec.ts fetches all 1,040 pages anyway
 * (status, language, title, description, canonical, hreflang).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, LOCALES, test } from "./fixtures";
import { localeOf, readSitemap, type SitemapEntry } from "./sitemap";

const EVERY_PAGE = process.env.E2E_EVERY_PAGE === "all";
const GB_PAGE = /^\/gb-investment\/[^/]+$/;

function englishPath(entry: SitemapEntry): string {
  return new URL(entry.alternates.en!).pathname;
}

/** Which pages a language opens, and on which of them axe runs. */
function plan(all: SitemapEntry[], localeIndex: number) {
  const locale = LOCALES[localeIndex]!;
  const paths = [...new Set(all.map(englishPath))].sort();
  const gbPaths = paths.filter((path) => GB_PAGE.test(path));
  const otherPaths = paths.filter((path) => !GB_PAGE.test(path));
  const n = LOCALES.length;
  const opened = (path: string) => {
    const gb = gbPaths.indexOf(path);
    if (gb === -1 || EVERY_PAGE) return true;
    return gb % n === localeIndex || (gb + n / 2) % n === localeIndex;
  };
  const axe = (path: string) => {
    const gb = gbPaths.indexOf(path);
    if (gb !== -1) return gb % n === localeIndex;
    if (EVERY_PAGE || path === "/" || locale === "en") return true;
    // The 15 other languages take turns: each page in three of them.
    return otherPaths.indexOf(path) % 5 === (localeIndex - 1) % 5;
  };
  const entries = all.filter((e) => localeOf(e.loc, LOCALES) === locale && opened(englishPath(e)));
  return { entries, axe: (entry: SitemapEntry) => axe(englishPath(entry)) };
}

LOCALES.forEach((locale, localeIndex) => {
  test(`pages in ${locale}: status 200, a title, no console error, no axe violation`, async ({
    page,
    request,
  }) => {
    const { entries, axe } = plan(await readSitemap(request), localeIndex);
    test.setTimeout(60_000 + entries.length * 3_000);

    const errors: string[] = [];
    let current = "";
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${current}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
    // The unprefixed English pages detect the language: a browser asking for this one.
    await page.context().setExtraHTTPHeaders({ "Accept-Language": locale });

    const violations: string[] = [];
    for (const entry of entries) {
      current = entry.loc;
      const response = await page.goto(entry.url);
      expect(response?.status(), entry.loc).toBe(200);
      expect(new URL(page.url()).pathname, entry.loc).toBe(new URL(entry.loc).pathname);
      await expect(page.locator("html"), entry.loc).toHaveAttribute("lang", locale);
      expect((await page.title()).trim(), entry.loc).not.toBe("");
      await expect(page.locator("main h1").first(), entry.loc).toBeVisible();
      if (!axe(entry)) continue;
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        violations.push(
          `${entry.loc}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      }
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
