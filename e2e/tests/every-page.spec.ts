/**
 * Every page of the sitemap in every language, in Chromium (issue 7): it answers 200 without a
 * redirect, has a title and its heading, and logs no console error or uncaught exception; axe
 * finds no accessibility violation.
 *
 * axe takes 1–2 s a page, so the 49 GB pages (one template with different data) are shared out:
 * each language checks every other page and every 16th GB page, so each GB page is checked in one
 * language and each language on three or four GB pages.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, LOCALES, test } from "./fixtures";
import { localeOf, readSitemap, type SitemapEntry } from "./sitemap";

const GB_PAGE = /^\/gb-investment\/[^/]+$/;

function englishPath(entry: SitemapEntry): string {
  return new URL(entry.alternates.en!).pathname;
}

LOCALES.forEach((locale, localeIndex) => {
  test(`every page in ${locale}: status 200, a title, no console error, no axe violation`, async ({
    page,
    request,
  }) => {
    const all = await readSitemap(request);
    const gbPaths = [...new Set(all.map(englishPath).filter((path) => GB_PAGE.test(path)))].sort();
    const axeOn = (entry: SitemapEntry) => {
      const gbIndex = gbPaths.indexOf(englishPath(entry));
      return gbIndex === -1 || gbIndex % LOCALES.length === localeIndex;
    };
    const entries = all.filter((e) => localeOf(e.loc, LOCALES) === locale);
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
    let checked = 0;
    for (const entry of entries) {
      current = entry.loc;
      const response = await page.goto(entry.url);
      expect(response?.status(), entry.loc).toBe(200);
      expect(new URL(page.url()).pathname, entry.loc).toBe(new URL(entry.loc).pathname);
      await expect(page.locator("html"), entry.loc).toHaveAttribute("lang", locale);
      expect((await page.title()).trim(), entry.loc).not.toBe("");
      await expect(page.locator("main h1").first(), entry.loc).toBeVisible();
      if (!axeOn(entry)) continue;
      checked++;
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        violations.push(
          `${entry.loc}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      }
    }
    expect(checked).toBeGreaterThanOrEqual(entries.length - gbPaths.length + 3);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
