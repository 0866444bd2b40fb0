/**
 * Finding a Great Building's name in a line of a guild thread (docs/tools/thread-helper.md §2):
 * its name or short name in any of the site's languages, its English data name, or its key.
 */
import type { GbKey } from "../data/types.js";

/** The names players may write for one GB. */
export interface GbNameAliases {
  readonly key: GbKey;
  readonly names: readonly string[];
}

/** A GB name found in a line: which GB and where. */
export interface GbNameMatch {
  key: GbKey;
  index: number;
  length: number;
}

/** Lower case, no accents, no apostrophes, one space between words: how names are compared. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/['’`´]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Short all-capital names ("AO", "CF", "SV") are matched only in capitals: in lower case they are
 * ordinary words of some language ("ao", "sv", "it").
 */
function isCaseSensitive(name: string): boolean {
  return name.length <= 3 && name === name.toUpperCase() && /\p{Lu}/u.test(name);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The compiled finder of {@link makeGbNameFinder}. */
export type GbNameFinder = (line: string) => GbNameMatch | null;

/**
 * A finder for the given aliases. A name that stands for two different GBs (in two languages) is
 * left out rather than guessed. The longest name wins where names overlap ("Saturn VI Gate
 * Hydra" before "Hydra").
 */
export function makeGbNameFinder(aliases: readonly GbNameAliases[]): GbNameFinder {
  const folded = new Map<string, GbKey | null>();
  const exact = new Map<string, GbKey | null>();
  for (const { key, names } of aliases) {
    for (const raw of names) {
      const name = raw.trim();
      if (name.length < 2) continue;
      const table = isCaseSensitive(name) ? exact : folded;
      const id = isCaseSensitive(name) ? name : foldName(name);
      const known = table.get(id);
      table.set(id, known === undefined || known === key ? key : null);
    }
  }
  const byLength = (a: string, b: string) => b.length - a.length;
  const foldedNames = [...folded.keys()].filter((n) => folded.get(n)).sort(byLength);
  const exactNames = [...exact.keys()].filter((n) => exact.get(n)).sort(byLength);
  const boundary = (alternatives: string[], flags: string) =>
    alternatives.length === 0
      ? null
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${alternatives.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
          flags,
        );
  // Folded names are searched in the folded line; `map` gives each folded character's position
  // in the line, so that the caller can cut the name out of the original text.
  const foldedRe = boundary(foldedNames, "u");
  const exactRe = boundary(exactNames, "u");

  return (line) => {
    const candidates: GbNameMatch[] = [];
    if (foldedRe) {
      const { text, map } = foldWithMap(line);
      const m = foldedRe.exec(text);
      if (m) {
        const start = map[m.index]!;
        const end = map[m.index + m[0].length - 1]! + 1;
        candidates.push({ key: folded.get(m[0])!, index: start, length: end - start });
      }
    }
    if (exactRe) {
      const m = exactRe.exec(line);
      if (m) candidates.push({ key: exact.get(m[0])!, index: m.index, length: m[0].length });
    }
    candidates.sort((a, b) => a.index - b.index || b.length - a.length);
    return candidates[0] ?? null;
  };
}

/** {@link foldName} of a line, with the position in the line of every folded character. */
function foldWithMap(line: string): { text: string; map: number[] } {
  let text = "";
  const map: number[] = [];
  let lastSpace = true;
  for (let i = 0; i < line.length;) {
    const cp = line.codePointAt(i)!;
    const char = String.fromCodePoint(cp);
    const width = char.length;
    if (/\s/u.test(char)) {
      if (!lastSpace) {
        text += " ";
        map.push(i);
      }
      lastSpace = true;
    } else if (!/['’`´]/u.test(char)) {
      const folded = char
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();
      for (const unit of folded) {
        text += unit;
        for (let k = 0; k < unit.length; k++) map.push(i);
      }
      lastSpace = false;
    }
    i += width;
  }
  return { text, map };
}
