/**
 * One vocabulary per language (the glossary, docs/README.md): helpers of the vocabulary test,
 * kept apart so the test file only states the rules. A "short label" is an English text of at
 * most four words without placeholders; when several keys carry the same short label, a language
 * must translate them the same way. The glossary (`messages/glossary/<locale>.json`) names the
 * game's own words per language; every key it lists must read exactly that word, and no text may
 * use a word it rejects.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const MESSAGES_DIR = join(__dirname, "../messages");

export interface GlossaryTerm {
  /** The English concept. */
  en: string;
  /** The word the game uses in this language. */
  term: string;
  abbreviation?: string;
  /** Keys (`namespace.path`) whose text must be exactly `term`. */
  keys?: string[];
  /** Words no text of this language may contain; a trailing `*` matches any ending. */
  avoid?: string[];
}

export interface Glossary {
  register: string;
  source: string;
  terms: Record<string, GlossaryTerm>;
}

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) =>
      flatten(v, prefix ? `${prefix}.${k}` : k),
    ),
  );
}

/** Every text of a locale, keyed `namespace.path`. */
export function allTexts(locale: string, namespaces: readonly string[]): Record<string, string> {
  return Object.assign(
    {},
    ...namespaces.map((ns) => {
      const file = join(MESSAGES_DIR, ns, `${locale}.json`);
      const flat = flatten(JSON.parse(readFileSync(file, "utf8")));
      return Object.fromEntries(Object.entries(flat).map(([k, v]) => [`${ns}.${k}`, v]));
    }),
  );
}

/** English short labels carried by more than one key: label → keys. */
export function sharedShortLabels(english: Record<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, text] of Object.entries(english)) {
    if (text.includes("{") || text.length > 40 || text.trim().split(/\s+/).length > 4) continue;
    groups.set(text, [...(groups.get(text) ?? []), key]);
  }
  return new Map([...groups].filter(([, keys]) => keys.length > 1));
}

export function readGlossary(locale: string): Glossary {
  return JSON.parse(
    readFileSync(join(MESSAGES_DIR, "glossary", `${locale}.json`), "utf8"),
  ) as Glossary;
}

export function glossaryLocales(): string[] {
  return readdirSync(join(MESSAGES_DIR, "glossary")).map((file) => file.replace(/\.json$/, ""));
}

/** Whether `text` contains the rejected word (whole word; `stem*` matches any ending). */
export function usesWord(text: string, word: string): boolean {
  const stem = word.endsWith("*");
  const escaped = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = `(?<![\\p{L}\\p{N}])${escaped}${stem ? "" : "(?![\\p{L}\\p{N}])"}`;
  return new RegExp(pattern, "iu").test(text);
}
