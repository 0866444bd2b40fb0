/**
 * Per-GB settings of the GB investment page, kept in the profile's `gb[GbKey]` (docs/site.md §7,
 * docs/tools/gb-investment.md §7). The same object also holds other tools' data for that GB
 * (`yourLevel`, `gblo`…), which is always kept as it is.
 */
import {
  computeLevelInvestment,
  type Investor,
  type LevelInvestmentInput,
} from "@foe-toolbox/core/gb-investment";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { getPrestigePlaceCount, PRESTIGE_RULES, type GbRules } from "@foe-toolbox/core/gb-prestige";
import { isPlainObject } from "@/lib/storage/sanitize";

/** Places of a live level (and of a Prestige copper level); lists of per-place values have at least these. */
export const PLACES = 5;
/** Most places a level has (a Prestige gold level, docs/tools/gb-prestige.md). */
export const MAX_PLACES = 7;
export const DEFAULT_LEVEL = 10;
export const DEFAULT_PERCENTAGE = 90;

export interface OwnerViewSettings {
  level: number;
  ownerInvestment: number;
  /** Sorted by value, descending (the order the calculation uses). */
  investorParticipation: Investor[];
  investorPercentageGlobal: number;
  /** Rate of each place: 5 entries, 7 once a seventh-place value was set (Prestige gold levels). */
  investorPercentageCustom: number[];
  lockInvestorPercentage: boolean;
}

/** Index of the "take other places into consideration" mode: none, normal, optimal. */
export type InvestorMode = 0 | 1 | 2;

export interface InvestorViewSettings {
  /** First level of the table (= current level + 1). */
  from: number;
  /** Last level of the table. */
  to: number;
  /** Places shown in the table: 5 entries, or 7 once P6/P7 were switched (Prestige). */
  showPlace: boolean[];
  takingPlaceInConsideration: InvestorMode;
  investorPercentageGlobal: number;
  investorPercentageCustom: number[];
  customPercentage: boolean;
}

export type GbTab = 0 | 1;

export interface GbSettings {
  ownerView: OwnerViewSettings;
  investorView: InvestorViewSettings;
  tab: GbTab;
}

const isSafeInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);
const isPercentage = (v: unknown): v is number =>
  typeof v === "number" && Number.isFinite(v) && v >= 0;

/** Value descending; equal values keep their order (the core's stable sort). */
export function sortInvestors(investors: readonly Investor[]): Investor[] {
  return investors.map((inv) => ({ ...inv })).sort((a, b) => b.value - a.value);
}

/** Places of a level under `rules`: 5 under live rules, 5 or 7 by tier under Prestige. */
export function placeCountOf(rules: GbRules, level: number): number {
  return rules === "prestige" && Number.isInteger(level) && level >= 1
    ? getPrestigePlaceCount(Math.min(level, PRESTIGE_RULES.maxLevel))
    : PLACES;
}

/** Which Arc bonus applies to `level`: the one bonus (live), copper (<= 100) or gold (>= 101). */
export type ArcTier = "live" | "copper" | "gold";

export function arcTierOf(rules: GbRules, level: number): ArcTier {
  if (rules === "live") return "live";
  return level > PRESTIGE_RULES.lastCopperLevel ? "gold" : "copper";
}

/** Stored rates as 5 entries, or 7 when 7 were stored (settings made for 5 places keep 5). */
export function percentagesOf(value: unknown, fallback: number): number[] {
  const list = Array.isArray(value) ? value : [];
  const length = list.length >= MAX_PLACES ? MAX_PLACES : PLACES;
  return Array.from({ length }, (_, i) => (isPercentage(list[i]) ? list[i] + 0 : fallback));
}

/** The first `count` entries of a per-place list, missing ones (places 6 and 7 of an old list) as `fill`. */
export function placeValues<T>(list: readonly T[], count: number, fill: T): T[] {
  return Array.from({ length: count }, (_, i) => list[i] ?? fill);
}

/** A per-place list with entry `index` set, grown with `fill` when it is shorter. */
export function withPlaceValue<T>(list: readonly T[], index: number, value: T, fill: T): T[] {
  const out = placeValues(list, Math.max(list.length, index + 1), fill);
  out[index] = value;
  return out;
}

function investorsOf(value: unknown): Investor[] {
  if (!Array.isArray(value)) return [];
  const out: Investor[] = [];
  for (const inv of value as unknown[]) {
    if (isPlainObject(inv) && isSafeInt(inv.value) && inv.value >= 0) {
      out.push({ value: inv.value + 0, isPotentialSniper: inv.isPotentialSniper === true });
    }
  }
  return sortInvestors(out);
}

export function defaultLevel(levels: readonly GbLevel[]): number {
  return Math.max(1, Math.min(DEFAULT_LEVEL, levels.length));
}

export function defaultOwnerView(levels: readonly GbLevel[]): OwnerViewSettings {
  return {
    level: defaultLevel(levels),
    ownerInvestment: 0,
    investorParticipation: [],
    investorPercentageGlobal: DEFAULT_PERCENTAGE,
    investorPercentageCustom: Array(PLACES).fill(DEFAULT_PERCENTAGE),
    lockInvestorPercentage: false,
  };
}

export function defaultInvestorView(levels: readonly GbLevel[]): InvestorViewSettings {
  return {
    from: 1,
    to: defaultLevel(levels),
    showPlace: [true, false, false, false, false],
    takingPlaceInConsideration: 0,
    investorPercentageGlobal: DEFAULT_PERCENTAGE,
    investorPercentageCustom: Array(PLACES).fill(DEFAULT_PERCENTAGE),
    customPercentage: false,
  };
}

/** FP still free on a level (null when its cost is unknown). */
export function remainingFp(
  levels: readonly GbLevel[],
  level: number,
  taken: number,
): number | null {
  const cost = levels[level - 1]?.cost;
  return typeof cost === "number" ? cost - taken : null;
}

export const sumOf = (investors: readonly Investor[]) =>
  investors.reduce((s, inv) => s + inv.value, 0);

/** True when the core refuses these percentages for this level (so large that the amounts overflow). */
function percentagesRejected(
  levels: readonly GbLevel[],
  level: number,
  percentages: number[],
): boolean {
  try {
    computeLevelInvestment({
      levels: levels as LevelInvestmentInput["levels"],
      level,
      investorPercentages: percentages.slice(0, PLACES),
    });
    return false;
  } catch (error) {
    return error instanceof Error && error.name === "InvalidPercentagesError";
  }
}

/** Any stored value -> valid owner-view settings for this GB. */
export function sanitizeOwnerView(value: unknown, levels: readonly GbLevel[]): OwnerViewSettings {
  const def = defaultOwnerView(levels);
  if (!isPlainObject(value)) return def;
  const level =
    isSafeInt(value.level) && value.level >= 1 && value.level <= levels.length
      ? value.level
      : def.level;
  let global = isPercentage(value.investorPercentageGlobal)
    ? value.investorPercentageGlobal + 0
    : def.investorPercentageGlobal;
  let custom = percentagesOf(value.investorPercentageCustom, global);
  // Percentages the calculation cannot use would only show an error until edited: defaults instead.
  if (
    percentagesRejected(levels, level, custom) ||
    percentagesRejected(levels, level, Array(PLACES).fill(global))
  ) {
    global = def.investorPercentageGlobal;
    custom = def.investorPercentageCustom;
  }
  let ownerInvestment =
    isSafeInt(value.ownerInvestment) && value.ownerInvestment >= 0 ? value.ownerInvestment + 0 : 0;
  let investors = investorsOf(value.investorParticipation);
  // More FP than the level costs cannot be on it: such data is dropped rather than shown as an error forever.
  const free = remainingFp(levels, level, 0);
  if (free !== null && ownerInvestment + sumOf(investors) > free) {
    ownerInvestment = 0;
    investors = [];
  }
  return {
    level,
    ownerInvestment,
    investorParticipation: investors,
    investorPercentageGlobal: global,
    investorPercentageCustom: custom,
    lockInvestorPercentage: value.lockInvestorPercentage === true,
  };
}

/** Any stored value -> valid investors-view settings for this GB. */
export function sanitizeInvestorView(
  value: unknown,
  levels: readonly GbLevel[],
): InvestorViewSettings {
  const def = defaultInvestorView(levels);
  if (!isPlainObject(value)) return def;
  const max = levels.length;
  const to = isSafeInt(value.to) && value.to >= 1 && value.to <= max ? value.to : def.to;
  const from =
    isSafeInt(value.from) && value.from >= 1 && value.from <= to
      ? value.from
      : Math.min(def.from, to);
  const show = Array.isArray(value.showPlace) ? value.showPlace : [];
  const shownCount = show.length >= MAX_PLACES ? MAX_PLACES : PLACES;
  const mode = value.takingPlaceInConsideration;
  const global = isPercentage(value.investorPercentageGlobal)
    ? value.investorPercentageGlobal + 0
    : def.investorPercentageGlobal;
  return {
    from,
    to,
    showPlace: Array.from({ length: shownCount }, (_, i) =>
      typeof show[i] === "boolean" ? (show[i] as boolean) : (def.showPlace[i] ?? false),
    ),
    takingPlaceInConsideration: mode === 1 || mode === 2 ? mode : 0,
    investorPercentageGlobal: global,
    investorPercentageCustom: percentagesOf(value.investorPercentageCustom, global),
    customPercentage: value.customPercentage === true,
  };
}

/** Any stored `gb[GbKey]` value -> valid settings of this page. */
export function sanitizeGbSettings(value: unknown, levels: readonly GbLevel[]): GbSettings {
  const stored = isPlainObject(value) ? value : {};
  return {
    ownerView: sanitizeOwnerView(stored.ownerView, levels),
    investorView: sanitizeInvestorView(stored.investorView, levels),
    tab: stored.tab === 1 ? 1 : 0,
  };
}

/** The profile's `gb[GbKey]` with this page's settings written in, other tools' fields kept. */
export function mergeGbSettings(stored: unknown, settings: GbSettings): Record<string, unknown> {
  return { ...(isPlainObject(stored) ? stored : {}), ...settings };
}

/**
 * Percentages the investors view computes with (the global one for every place unless
 * customised): `count` entries, 5 under live rules, 7 under Prestige.
 */
export function investorViewPercentages(view: InvestorViewSettings, count = PLACES): number[] {
  return view.customPercentage
    ? placeValues(view.investorPercentageCustom, count, view.investorPercentageGlobal)
    : Array<number>(count).fill(view.investorPercentageGlobal);
}

/** A new level: owner FP back to 0 and investors cleared (docs/tools/gb-investment.md §4.1). */
export function withLevel(view: OwnerViewSettings, level: number): OwnerViewSettings {
  return view.level === level
    ? view
    : { ...view, level, ownerInvestment: 0, investorParticipation: [] };
}
