/**
 * Translation completeness (issue 7): every locale has every key of English with a non-empty
 * value, the same ICU arguments and rich-text tags, and at most 5 % of its texts left identical to
 * English apart from the explicit list of texts that are the same by nature.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { IDENTICAL_TO_ENGLISH, identicalAllowed } from "./translation-progress";
import { NAMESPACES } from "./messages";

const DIR = join(__dirname, "../messages");

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  if (!value || typeof value !== "object") return { [prefix]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  );
}

/** Argument names of an ICU message, e.g. "{count, plural, one {# x} other {…}}" -> ["count"]. */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === "'") {
      const end = message.indexOf("'", i + 1);
      if (end > i + 1) i = end;
      continue;
    }
    if (ch === "{") {
      if (depth % 2 === 0) {
        const match = /^\{\s*([A-Za-z_][\w]*)/.exec(message.slice(i));
        if (match) names.add(match[1]!);
      }
      depth++;
    } else if (ch === "}") depth--;
  }
  return [...names].sort();
}

/** Rich-text tags of a message, e.g. "Read <link>the terms</link>" -> ["link"]. */
export function richTags(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((m) => m[1]!)),
  ].sort();
}

/** Share of a locale's texts that are still the English text, in per cent. */
const MAX_IDENTICAL_PERCENT = 5;

function load(locale: string, ns: string) {
  return flatten(JSON.parse(readFileSync(join(DIR, ns, `${locale}.json`), "utf8")));
}

describe("translations", () => {
  it("loads exactly the namespace folders that exist", () => {
    // Besides the namespace folders: the glossary folder and the vocabulary exceptions (issue 18).
    const folders = readdirSync(DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "glossary")
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    it(`${ns} has a catalogue for each of the 16 locales and no other`, () => {
      expect(readdirSync(join(DIR, ns)).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    });
  }

  for (const ns of NAMESPACES) {
    const en = load("en", ns);
    for (const locale of LOCALES) {
      it(`${ns}/${locale}.json has every English key, non-empty, with the same placeholders`, () => {
        const messages = load(locale, ns);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(messages)) {
          expect(value.trim(), `${locale}:${ns}.${key}`).not.toBe("");
          expect(icuArguments(value), `${locale}:${ns}.${key}`).toEqual(icuArguments(en[key]!));
          expect(richTags(value), `${locale}:${ns}.${key}`).toEqual(richTags(en[key]!));
        }
      });
    }
  }

  const english = Object.fromEntries(
    NAMESPACES.flatMap((ns) => Object.entries(load("en", ns)).map(([k, v]) => [`${ns}.${k}`, v])),
  );
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`${locale} leaves at most ${MAX_IDENTICAL_PERCENT} % of its texts in English (same-by-nature texts excepted)`, () => {
      const texts = Object.fromEntries(
        NAMESPACES.flatMap((ns) =>
          Object.entries(load(locale, ns)).map(([k, v]) => [`${ns}.${k}`, v]),
        ),
      );
      const untranslated = Object.keys(english).filter(
        (key) => texts[key] === english[key] && !identicalAllowed(key, locale),
      );
      const percent = (untranslated.length * 100) / Object.keys(english).length;
      expect(percent, `still English: ${untranslated.join(", ")}`).toBeLessThanOrEqual(
        MAX_IDENTICAL_PERCENT,
      );
    });
  }

  // A button whose aria-label replaces its visible text must still contain that text, or speech
  // users cannot say what they see (WCAG 2.5.3, axe "label-content-name-mismatch").
  const LABEL_CONTAINS_VISIBLE: readonly (readonly [label: string, visible: string])[] = [
    ["gbInvestment.owner.takenOfPlace", "gbInvestment.owner.taken"],
  ];
  for (const locale of LOCALES) {
    it(`${locale}: accessible names contain the visible text they replace`, () => {
      const texts: Record<string, string> = Object.fromEntries(
        NAMESPACES.flatMap((ns) =>
          Object.entries(load(locale, ns)).map(([k, v]) => [`${ns}.${k}`, v]),
        ),
      );
      for (const [label, visible] of LABEL_CONTAINS_VISIBLE) {
        expect(texts[label]!.toLocaleLowerCase(locale), `${locale}:${label}`).toContain(
          texts[visible]!.toLocaleLowerCase(locale),
        );
      }
    });
  }

  it("lists only existing texts as the same in English by nature", () => {
    expect(Object.keys(IDENTICAL_TO_ENGLISH).filter((key) => !(key in english))).toEqual([]);
  });
});
