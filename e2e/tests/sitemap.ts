/**
 * The site's sitemap and the SEO tags of a page, read from the HTML the server sends (what a
 * search engine sees), for the tests that go over every page in every language.
 */
import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../playwright.config";

export interface SitemapEntry {
  /** Absolute URL as published (the configured public origin). */
  loc: string;
  /** The same page on the test server. */
  url: string;
  /** hreflang → absolute URL, as the sitemap lists them. */
  alternates: Record<string, string>;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X"
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z][\w:-]*)="([^"]*)"/g))
    out[m[1]!.toLowerCase()] = decodeEntities(m[2]!);
  return out;
}

/** Published URL → the same path on the test server. */
export function onTestServer(loc: string): string {
  const url = new URL(loc);
  return `${BASE_URL}${url.pathname}${url.search}`;
}

export async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = decodeEntities(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!.trim());
    const alternates: Record<string, string> = {};
    for (const [tag] of body!.matchAll(/<xhtml:link\b[^>]*>/g)) {
      const a = attributes(tag);
      if (a.rel === "alternate" && a.hreflang && a.href) alternates[a.hreflang] = a.href;
    }
    return { loc, url: onTestServer(loc), alternates };
  });
}

/** The head of a page as search engines and link previews read it. */
export interface PageSeo {
  lang: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  /** hreflang → URL. */
  alternates: Record<string, string>;
  /** og:… and twitter:… properties. */
  social: Record<string, string>;
}

export function readSeo(html: string): PageSeo {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const lang = attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? "").lang;
  const title = decodeEntities(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? "").trim();
  let description: string | undefined;
  let canonical: string | undefined;
  const alternates: Record<string, string> = {};
  const social: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const a = attributes(tag);
    if (tag.startsWith("<meta")) {
      if (a.name === "description") description = a.content;
      const key = a.property ?? a.name;
      if (key && /^(og|twitter):/.test(key) && a.content !== undefined && !(key in social))
        social[key] = a.content;
    } else if (a.rel === "canonical") canonical = a.href;
    else if (a.rel === "alternate" && a.hreflang && a.href) alternates[a.hreflang] = a.href;
  }
  return { lang, title, description, canonical, alternates, social };
}

/** The locale of a published URL: its first path segment when that is a locale, else English. */
export function localeOf(loc: string, locales: readonly string[]): string {
  const first = new URL(loc).pathname.split("/")[1] ?? "";
  return locales.includes(first) && first !== "en" ? first : "en";
}
