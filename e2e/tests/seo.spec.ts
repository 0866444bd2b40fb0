/**
 * SEO of every page in every language (issue 7), read from the server's HTML as a search engine
 * sees it: the sitemap lists each indexed page in the 16 languages, and each of them answers 200
 * with its own title, a description, a canonical URL and the hreflang alternates of the sitemap.
 * The HTML is also whole: no part of a page is streamed after it (docs/architecture.md, "Parts
 * hydrated later"), which a browser would swap in late, moving the page.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, LOCALES, test } from "./fixtures";
import { localeOf, readSeo, readSitemap } from "./sitemap";

const SITE_NAME = "FoE Toolbox";

// English descriptions, fetched once per worker rather than once per language.
const englishDescriptions = new Map<string, Promise<string | undefined>>();
function englishDescription(request: APIRequestContext, url: string): Promise<string | undefined> {
  if (!englishDescriptions.has(url)) {
    const description = request
      .get(url, { headers: { "Accept-Language": "en" }, maxRedirects: 0 })
      .then(async (response) => readSeo(await response.text()).description);
    englishDescriptions.set(url, description);
  }
  return englishDescriptions.get(url)!;
}

test("the sitemap lists every indexed page once in each of the 16 languages, with its alternates", async ({
  request,
}) => {
  const entries = await readSitemap(request);
  const locs = entries.map((e) => e.loc);
  const listed = new Set(locs);
  expect(listed.size).toBe(locs.length);
  // Pages of every group: home, tools, a GB page, statistics, information pages.
  const paths = new Set(
    locs.filter((loc) => localeOf(loc, LOCALES) === "en").map((loc) => new URL(loc).pathname),
  );
  for (const path of [
    "/",
    "/gb-investment",
    "/gb-investment/The_Arc",
    "/secure-position",
    "/trade",
    "/gb-statistics",
    "/about",
    "/changelog",
  ]) {
    expect(paths, path).toContain(path);
  }
  // Account and form pages are not indexed.
  for (const path of [
    "/login",
    "/register",
    "/user-settings",
    "/reset-password",
    "/forgot-password",
    "/survey",
  ]) {
    expect(paths, path).not.toContain(path);
  }
  expect(entries.length).toBe(paths.size * LOCALES.length);
  // One assertion over every entry: a trace records each expect, and there are 17,680 links.
  const allLanguages = [...LOCALES, "x-default"].sort().join(",");
  const problems: string[] = [];
  for (const entry of entries) {
    const languages = Object.keys(entry.alternates).sort().join(",");
    if (languages !== allLanguages) problems.push(`${entry.loc}: hreflang ${languages}`);
    if (entry.alternates[localeOf(entry.loc, LOCALES)] !== entry.loc)
      problems.push(`${entry.loc}: not its own alternate`);
    // Every alternate is itself in the sitemap.
    for (const href of Object.values(entry.alternates)) {
      if (!listed.has(href)) problems.push(`${entry.loc}: alternate ${href} is not in the sitemap`);
    }
  }
  expect(problems).toEqual([]);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

for (const locale of LOCALES) {
  test(`every page of the sitemap in ${locale}: 200, own title, description, canonical and hreflang`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const entries = await readSitemap(request);
    const english = new Map(
      entries
        .filter((e) => localeOf(e.loc, LOCALES) === "en")
        .map((e) => [new URL(e.loc).pathname, e]),
    );
    const mine = entries.filter((e) => localeOf(e.loc, LOCALES) === locale);
    expect(mine.length).toBe(english.size);

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const entry of mine) {
      // Unprefixed English pages detect the language: ask for English like an English browser.
      const response = await request.get(entry.url, {
        headers: { "Accept-Language": locale },
        maxRedirects: 0,
      });
      expect(response.status(), entry.loc).toBe(200);
      const html = await response.text();
      // React's marker of a Suspense boundary whose content comes later in the stream.
      expect(html.includes("<!--$?-->"), `${entry.loc}: a part streamed after the page`).toBe(
        false,
      );
      const seo = readSeo(html);
      expect(seo.lang, entry.loc).toBe(locale);
      expect(seo.title, entry.loc).not.toBe("");
      const isHome = new URL(entry.alternates.en!).pathname === "/";
      if (isHome) expect(seo.title, entry.loc).toContain(SITE_NAME);
      else expect(seo.title, entry.loc).toMatch(new RegExp(`\\S \\| ${SITE_NAME}$`));
      expect(seo.description?.trim().length ?? 0, `${entry.loc} description`).toBeGreaterThan(20);
      expect(seo.canonical, entry.loc).toBe(entry.loc);
      expect(seo.alternates, `${entry.loc} hreflang`).toEqual(entry.alternates);
      expect(seo.social["og:url"], entry.loc).toBe(entry.loc);
      expect(seo.social["og:title"], entry.loc).toContain(seo.title.replace(` | ${SITE_NAME}`, ""));
      expect(seo.social["og:description"], entry.loc).toBe(seo.description);
      expect(seo.social["og:site_name"], entry.loc).toBe(SITE_NAME);
      expect(seo.social["twitter:card"], entry.loc).toBe("summary");

      const seenAt = titles.get(seo.title);
      expect(seenAt, `"${seo.title}" is the title of ${seenAt} and ${entry.loc}`).toBeUndefined();
      titles.set(seo.title, entry.loc);
      descriptions.set(entry.loc, seo.description!);
    }

    if (locale !== "en") {
      // Written in the language: the description is not the English one.
      for (const entry of mine) {
        const en = english.get(new URL(entry.alternates.en!).pathname)!;
        expect(descriptions.get(entry.loc), `${entry.loc} description in English`).not.toBe(
          await englishDescription(request, en.url),
        );
      }
    }
  });
}
