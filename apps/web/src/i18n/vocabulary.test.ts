/**
 * One vocabulary per language (issue 18): short labels shared by several keys are translated the
 * same way, the game's terms of the glossary are the ones used, and form messages quote the field's
 * name instead of making it the subject. Deliberate differences are
 * listed in `messages/vocabulary-exceptions.json` with the reason.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { NAMESPACES } from "./messages";
import {
  MESSAGES_DIR,
  allTexts,
  glossaryLocales,
  readGlossary,
  sharedShortLabels,
  usesWord,
} from "./vocabulary";

const exceptions = JSON.parse(
  readFileSync(join(MESSAGES_DIR, "vocabulary-exceptions.json"), "utf8"),
) as Record<string, Record<string, string>>;

const english = allTexts("en", NAMESPACES);
/**
 * `{field}` between quotation marks, after a word for “field” that carries the grammar. French puts a
 * (narrow) no-break space inside « », so that space may be any of the three.
 */
const QUOTED_FIELD = /["“”„«»‘’'][ \u00a0\u202f]?\{field\}[ \u00a0\u202f]?["“”„«»‘’']/;
const shared = sharedShortLabels(english);

describe("vocabulary", () => {
  it("has a glossary for each of the 16 locales, all with the same terms", () => {
    expect(glossaryLocales().sort()).toEqual([...LOCALES].sort());
    const terms = Object.keys(readGlossary("en").terms).sort();
    for (const locale of LOCALES) {
      const glossary = readGlossary(locale);
      expect(Object.keys(glossary.terms).sort(), locale).toEqual(terms);
      expect(glossary.register.trim(), locale).not.toBe("");
      expect(glossary.source.trim(), locale).not.toBe("");
    }
  });

  it("lists exceptions only for existing shared labels", () => {
    for (const [locale, labels] of Object.entries(exceptions)) {
      expect(LOCALES).toContain(locale);
      for (const label of Object.keys(labels)) expect(shared.has(label), label).toBe(true);
    }
  });

  for (const locale of LOCALES) {
    const texts = allTexts(locale, NAMESPACES);

    it(`${locale} translates each shared short label one way`, () => {
      const differences = [...shared]
        .filter(([label]) => !exceptions[locale]?.[label])
        .filter(([, keys]) => new Set(keys.map((key) => texts[key])).size > 1)
        .map(([label, keys]) => `"${label}": ${keys.map((k) => `${k}=${texts[k]}`).join(" | ")}`);
      expect(differences).toEqual([]);
    });

    it(`${locale} quotes {field} in form messages, so nothing has to agree with its gender`, () => {
      const unquoted = Object.entries(texts)
        .filter(([key]) => key.startsWith("forms.rules."))
        .filter(([, text]) => !QUOTED_FIELD.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(unquoted).toEqual([]);
    });

    it(`${locale} uses the glossary's terms`, () => {
      const problems: string[] = [];
      for (const [id, term] of Object.entries(readGlossary(locale).terms)) {
        for (const key of term.keys ?? []) {
          if (!(key in texts)) problems.push(`${id}: no key ${key}`);
          else if (texts[key] !== term.term) problems.push(`${id}: ${key}=${texts[key]}`);
        }
        for (const word of term.avoid ?? []) {
          for (const [key, text] of Object.entries(texts))
            if (usesWord(text, word)) problems.push(`${id}: "${word}" in ${key}: ${text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
