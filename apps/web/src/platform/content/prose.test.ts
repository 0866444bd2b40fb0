/**
 * The long texts against their catalogues: every paragraph a page shows exists in English, every
 * English message is shown somewhere, and no translation uses a tag the pages cannot render or
 * drops one that English has (a missing link would silently disappear).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRIBUTORS_PAGE } from "@/platform/contributors/contributors-page";
import { DONATE_PAGE } from "@/platform/donate/donate-page";
import { LOCALES } from "@/i18n/locales";
import { RICH_TAG_NAMES } from "./links";
import { ABOUT_PAGE, COOKIE_PAGE, PRIVACY_PAGE, TERMS_PAGE } from "./pages";
import { proseKeys, visibleSections, type ProsePage } from "./prose";

const MESSAGES = join(__dirname, "../../messages");
const PAGES: ProsePage[] = [
  ABOUT_PAGE,
  TERMS_PAGE,
  PRIVACY_PAGE,
  COOKIE_PAGE,
  DONATE_PAGE,
  CONTRIBUTORS_PAGE,
];

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) =>
      flatten(v, prefix ? `${prefix}.${k}` : k),
    ),
  );
}

function catalogue(namespace: string, locale: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(join(MESSAGES, namespace, `${locale}.json`), "utf8")));
}

/** Tag names of a rich-text message, sorted: "<b>x</b> <aboutLink>y</aboutLink>" -> ["aboutLink", "b"]. */
function tags(message: string): string[] {
  return [...new Set([...message.matchAll(/<([A-Za-z][\w-]*)>/g)].map((m) => m[1]!))].sort();
}

describe("prose sections", () => {
  it("lists keys in reading order: title, paragraphs, list items", () => {
    expect(
      proseKeys([
        { id: "intro", heading: false, blocks: ["p1"] },
        { id: "rules", blocks: ["p1", { list: ["a", "b"] }, { slot: "table" }, "p2"] },
      ]),
    ).toEqual(["intro.p1", "rules.title", "rules.p1", "rules.a", "rules.b", "rules.p2"]);
  });

  it("leaves out a section whose condition does not hold", () => {
    const sections = [
      { id: "a", blocks: [] },
      { id: "b", blocks: [], when: "donate" },
    ];
    expect(visibleSections(sections).map((s) => s.id)).toEqual(["a"]);
    expect(visibleSections(sections, { donate: false }).map((s) => s.id)).toEqual(["a"]);
    expect(visibleSections(sections, { donate: true }).map((s) => s.id)).toEqual(["a", "b"]);
  });
});

describe("prose pages", () => {
  for (const page of PAGES) {
    it(`${page.namespace}: the sections and the English catalogue match`, () => {
      const english = catalogue(page.namespace, "en");
      const used = proseKeys(page.sections);
      expect(new Set(used).size, "a key used twice").toBe(used.length);
      expect(used.filter((key) => !(key in english))).toEqual([]);
      const other = page.otherKeys ?? [];
      const unused = Object.keys(english).filter(
        (key) => !used.includes(key) && !other.some((root) => key.startsWith(`${root}.`)),
      );
      expect(unused).toEqual([]);
    });
  }

  for (const namespace of [...PAGES.map((p) => p.namespace), "content"]) {
    it(`${namespace}: every locale uses exactly the tags of English, all of them known`, () => {
      const english = catalogue(namespace, "en");
      // `content.lastUpdated` wraps the date in <time>, rendered by ContentPage itself.
      const known = new Set<string>([...RICH_TAG_NAMES, "time"]);
      for (const [key, message] of Object.entries(english)) {
        expect(
          tags(message).filter((t) => !known.has(t)),
          `en:${namespace}.${key}`,
        ).toEqual([]);
      }
      for (const locale of LOCALES) {
        const messages = catalogue(namespace, locale);
        for (const [key, message] of Object.entries(messages)) {
          expect(tags(message), `${locale}:${namespace}.${key}`).toEqual(tags(english[key] ?? ""));
        }
      }
    });
  }
});
