/**
 * Reading the offers out of a pasted guild thread (docs/tools/thread-helper.md §2): each line
 * names a GB, the level being built and the places on offer, in the format of our promotion
 * templates or of the other common tools. Anything that is not understood is returned as an
 * unparsed line; nothing throws and nothing is dropped silently.
 */
import type { GbKey } from "../data/types.js";
import type { GbNameFinder } from "./names.js";

/** One place offered in a thread. */
export interface ThreadOffer {
  /** Line of the pasted text (1 = first). */
  line: number;
  gb: GbKey;
  /** The level the GB has now, when the line says it ("9 → 10"); else null. */
  fromLevel: number | null;
  /** The level being built; null when the line (and its block) does not say. */
  level: number | null;
  /** Place 1–7. */
  place: number;
  /** FP asked for the place; null when only the place is listed. */
  amount: number | null;
}

/** A line that holds something but gave no offer. */
export interface UnparsedLine {
  line: number;
  text: string;
}

export interface ThreadParseResult {
  offers: ThreadOffer[];
  unparsed: UnparsedLine[];
}

/** Highest place number of any rule set (Prestige gold levels have 7). */
const MAX_PLACE = 7;
/** Levels beyond this are not GB levels (the data stops well before). */
const MAX_LEVEL = 2000;
/** Longer lines are not read (they are not offers, and the patterns would only cost time). */
const MAX_LINE_LENGTH = 1000;

const NUMBER = String.raw`\d{1,3}(?:[.,'’\u00a0\u202f]\d{3})+|\d+`;
const ARROW = String.raw`(?:→|⇒|➜|➔|➡|->|=>|-->|>|\bto\b)`;
/** "lvl 80", "Level 80", "Stufe 80", "niv. 80", "ур. 80", "L80". */
const LEVEL_WORD = String.raw`(?:lvl|lv|level|lev|niveau|niv|stufe|nivel|livello|liv|szint|poziom|poz|úroveň|uroven|úr|nivå|seviye|nível|уровень|ур|L)`;

/** Place patterns with an amount, tried in this order on what is left of the line. */
const PLACE_WITH_AMOUNT: readonly RegExp[] = [
  // P1(209), P1 (209), P1: 209, P1=209, P1 - 209, P1 209
  new RegExp(
    String.raw`(?<![\p{L}\d])[Pp#]\s?([1-9])\s*(?:\(\s*(${NUMBER})\s*\)|[:=\-–]?\s*(${NUMBER}))`,
    "gu",
  ),
  // 1(209), 1 (209)
  new RegExp(String.raw`(?<![\p{L}\d.,])([1-9])\s*\(\s*(${NUMBER})\s*\)`, "gu"),
  // 1: 209, 1.: 209, 1st: 209, 1 = 209
  new RegExp(
    String.raw`(?<![\p{L}\d.,])([1-9])\s*(?:st|nd|rd|th|\.|º|°)?\s*[:=]\s*(${NUMBER})`,
    "gu",
  ),
];

/** A place without an amount: "P3". */
const BARE_P_PLACE = /(?<![\p{L}\d])[Pp]([1-9])(?![\p{L}\d])/gu;
/** A list of places without amounts: "1 2 3", "1,2,3", "1/3/5", "1 & 2". */
const PLACE_LIST = /^\s*[1-9](?:\s*[,;/&+\s]\s*[1-9])*\s*$/u;

function readNumber(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

function isLevel(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_LEVEL;
}

interface LineReading {
  gb: GbKey | null;
  fromLevel: number | null;
  level: number | null;
  /** The level is a lone number beside the GB's name (it may be a place, see parseThread). */
  loneLevel: boolean;
  places: { place: number; amount: number | null }[];
}

/** Cuts `[index, index + length)` out of `text`, leaving a space so that words stay apart. */
function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`;
}

function readLevel(text: string): { fromLevel: number | null; level: number | null; rest: string } {
  const range = new RegExp(
    String.raw`(?<![\d.,])(\d{1,4})\s*${ARROW}\s*(\d{1,4})(?![\d.,])`,
    "u",
  ).exec(text);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    if (isLevel(to) && from < to) {
      return { fromLevel: from, level: to, rest: cut(text, range.index, range[0].length) };
    }
  }
  // "80-81" is a range only when the second number follows the first.
  const dash = /(?<![\d.,])(\d{1,4})\s*[-–]\s*(\d{1,4})(?![\d.,])/u.exec(text);
  if (dash && Number(dash[2]) === Number(dash[1]) + 1 && isLevel(Number(dash[2]))) {
    return {
      fromLevel: Number(dash[1]),
      level: Number(dash[2]),
      rest: cut(text, dash.index, dash[0].length),
    };
  }
  const word = new RegExp(
    String.raw`(?<![\p{L}])${LEVEL_WORD}\.?\s*:?\s*(\d{1,4})(?![\d.,])`,
    "iu",
  ).exec(text);
  if (word && isLevel(Number(word[1]))) {
    return { fromLevel: null, level: Number(word[1]), rest: cut(text, word.index, word[0].length) };
  }
  return { fromLevel: null, level: null, rest: text };
}

function readPlaces(text: string): { places: LineReading["places"]; rest: string } {
  const places: LineReading["places"] = [];
  let rest = text;
  for (const pattern of PLACE_WITH_AMOUNT) {
    rest = rest.replace(pattern, (_match, place: string, a?: string, b?: string) => {
      const amount = readNumber(a ?? b ?? "");
      const n = Number(place);
      if (n > MAX_PLACE || !Number.isSafeInteger(amount)) return _match;
      places.push({ place: n, amount });
      return " ";
    });
  }
  rest = rest.replace(BARE_P_PLACE, (match, place: string) => {
    const n = Number(place);
    if (n > MAX_PLACE) return match;
    places.push({ place: n, amount: null });
    return " ";
  });
  return { places, rest };
}

/** Reads one line; `null` when the line has nothing of an offer. */
function readLine(raw: string, findGb: GbNameFinder): LineReading {
  let text = raw;
  let gb: GbKey | null = null;
  const name = findGb(text);
  if (name) {
    gb = name.key;
    text = cut(text, name.index, name.length);
  }
  const level = readLevel(text);
  const read = readPlaces(level.rest);
  let { places } = read;
  let rest = read.rest;
  let lvl = level.level;
  let loneLevel = false;
  if (places.length === 0) {
    // "Arc 9 → 10 1 2 3" or "1,2,3": places without amounts (after the level is taken out).
    const bare = rest.replace(/[:\-–|]/g, " ");
    if (lvl !== null && PLACE_LIST.test(bare)) {
      places = [...bare.matchAll(/[1-9]/g)].map((m) => ({
        place: Number(m[0]),
        amount: null,
      }));
      rest = "";
    }
  }
  if (lvl === null && gb !== null) {
    // A lone number beside the GB's name is the level being built ("Arc 80 P1(500)").
    const lone = /(?<![\d.,\p{L}])(\d{1,4})(?![\d.,\p{L}])/u.exec(rest);
    if (lone && isLevel(Number(lone[1]))) {
      const others = cut(rest, lone.index, lone[0].length);
      if (!/\d/.test(others)) {
        lvl = Number(lone[1]);
        loneLevel = true;
      }
    }
  }
  return {
    gb,
    fromLevel: level.fromLevel,
    level: lvl,
    loneLevel,
    places: places.filter((p) => p.place <= MAX_PLACE),
  };
}

/**
 * The offers of a pasted thread. A line that names a GB and a level but no place opens a block:
 * the lines after it, up to the next blank line or the next GB, take their places from it. A
 * line repeating a place of the same GB and level (a quote, a repost) gives one offer per line.
 * Lines with text but no offer — and block headers no place followed — are returned as unparsed.
 */
export function parseThread(text: unknown, findGb: GbNameFinder): ThreadParseResult {
  const offers: ThreadOffer[] = [];
  const unparsed: UnparsedLine[] = [];
  if (typeof text !== "string") return { offers, unparsed };
  const lines = text.split(/\r\n|\r|\n/).map((raw) => raw.trim());
  const readings = lines.map((line) =>
    line === "" || line.length > MAX_LINE_LENGTH ? null : readLine(line, findGb),
  );
  placesPerLine(lines, readings);

  let context: { gb: GbKey; fromLevel: number | null; level: number | null; line: number } | null =
    null;
  let contextUsed = false;
  const closeContext = () => {
    if (context && !contextUsed)
      unparsed.push({ line: context.line, text: lines[context.line - 1]! });
    context = null;
  };
  readings.forEach((reading, index) => {
    const line = index + 1;
    if (lines[index] === "") {
      closeContext();
      return;
    }
    if (reading === null) {
      unparsed.push({ line, text: lines[index]! });
      return;
    }
    if (reading.gb !== null && reading.places.length === 0) {
      closeContext();
      context = { gb: reading.gb, fromLevel: reading.fromLevel, level: reading.level, line };
      contextUsed = false;
      return;
    }
    const source = reading.gb !== null ? { ...reading, gb: reading.gb } : context;
    if (source === null || reading.places.length === 0) {
      unparsed.push({ line, text: lines[index]! });
      return;
    }
    if (reading.gb === null) contextUsed = true;
    else closeContext();
    const inherit = reading.gb === null && reading.level === null;
    for (const p of reading.places) {
      offers.push({
        line,
        gb: source.gb,
        fromLevel: inherit ? source.fromLevel : reading.fromLevel,
        level: inherit ? source.level : reading.level,
        place: p.place,
        amount: p.amount,
      });
    }
  });
  closeContext();
  unparsed.sort((a, b) => a.line - b.line);
  return { offers, unparsed };
}

/**
 * One place per line ("Me - The Arc 1", "Me - The Arc 2", as a template with a line break
 * between places writes them): in a run of lines of one GB that each end in a lone number, the
 * numbers are places when they are all 1–7 and different, not levels.
 */
function placesPerLine(lines: readonly string[], readings: (LineReading | null)[]): void {
  let start = 0;
  while (start < readings.length) {
    let end = start;
    while (end < readings.length && lines[end] !== "") end++;
    const run = readings.slice(start, end).filter((r): r is LineReading => r !== null);
    const lone = run.filter((r) => r.loneLevel && r.places.length === 0);
    const numbers = new Set(lone.map((r) => r.level));
    if (
      lone.length >= 2 &&
      new Set(lone.map((r) => r.gb)).size === 1 &&
      numbers.size === lone.length &&
      lone.every((r) => r.level! <= MAX_PLACE)
    ) {
      for (const r of lone) {
        r.places = [{ place: r.level!, amount: null }];
        r.level = null;
        r.loneLevel = false;
      }
    }
    start = end + 1;
  }
}
