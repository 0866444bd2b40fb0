/**
 * GB statistics (docs/tools/gb-statistics.md): level cost and first-place (P1) FP reward curves
 * of the Great Buildings, one line per age (all GBs of an age share their cost/reward table).
 */
import type { GbKey, GbLevel } from "./data/index.js";
import { getGbLevels } from "./data/levels.js";
import {
  InvalidNumberError,
  InvalidStatError,
  LevelOutOfRangeError,
  UnknownDataError,
} from "./errors.js";
import { computePrestigeRewards, PRESTIGE_RULES, type GbRules } from "./gb-prestige.js";
import { readGbRules } from "./gb-rules.js";

/** What the chart represents (docs/tools/gb-statistics.md §3): y against x, "level" meaning the GB level number. */
export type GbStat = "cost_level" | "reward_level" | "reward_cost" | "cost_reward";

/** The four stats, in the order of the page's radio buttons; `cost_level` is the default. */
export const GB_STATS: readonly GbStat[] = [
  "cost_level",
  "reward_level",
  "reward_cost",
  "cost_reward",
];

/** One line of the chart: a cost/reward table (level N at index N-1). */
export interface StatSeries {
  readonly key: string;
  readonly levels: readonly GbLevel[];
}

/** Input of {@link computeGbStatistics} (docs/tools/gb-statistics.md §5). */
export interface GbStatisticsInput {
  readonly stat: GbStat;
  /** First level drawn; integer, 1 <= from <= to. */
  readonly from: number;
  /** Last level drawn; integer, from <= to <= length of the longest series. */
  readonly to: number;
  readonly series: readonly StatSeries[];
  /**
   * "live" (default): the data's P1 rewards; "prestige": P1 computed from each level's cost
   * (docs/tools/gb-prestige.md), `null` where the cost is unknown.
   */
  readonly rules?: GbRules;
}

/**
 * One line of the chart. Point i belongs to label i; a series stops at its last level. A `null`
 * point is a value the game data does not know (e.g. the costs of a GB not yet documented).
 */
export interface GbStatisticsDataset {
  key: string;
  data: (number | null)[];
}

/** Result of {@link computeGbStatistics} (docs/tools/gb-statistics.md §5). */
export interface GbStatisticsResult {
  /** x labels: levels `from..to`, or the reference series' P1 reward / cost at those levels. */
  labels: (number | null)[];
  /** One dataset per input series, same order. */
  datasets: GbStatisticsDataset[];
  /** Smallest / largest known value over all datasets (hidden series included); null if none. */
  yMin: number | null;
  yMax: number | null;
}

/** One of the 21 age lines of the page (docs/tools/gb-statistics.md §2). */
export interface GbStatisticsSeriesInfo {
  key: string;
  /** English label (the site translates it). */
  label: string;
  /** A GB of that age whose levels form the series. */
  gb: GbKey;
  /** Line colour as the earlier site had it (VirtualFuture's out-of-range 271 included). */
  colour: string;
}

/** The 21 series of the page in display order (docs/tools/gb-statistics.md §2); only the first one is visible by default. */
export const GB_STATISTICS_SERIES: readonly GbStatisticsSeriesInfo[] = [
  {
    key: "Oracle",
    label: "No Age (Oracle of Delphi)",
    gb: "Oracle_of_Delphi",
    colour: "rgb(102,34,17)",
  },
  { key: "NoAge", label: "No Age", gb: "Observatory", colour: "rgb(102,34,17)" },
  { key: "BronzeAge", label: "Bronze Age", gb: "Tower_of_Babel", colour: "rgb(183,141,19)" },
  { key: "IronAge", label: "Iron Age", gb: "Colosseum", colour: "rgb(152,68,32)" },
  {
    key: "EarlyMiddleAges",
    label: "Early Middle Ages",
    gb: "Hagia_Sophia",
    colour: "rgb(78,129,68)",
  },
  {
    key: "HighMiddleAges",
    label: "High Middle Ages",
    gb: "St_Mark_s_Basilica",
    colour: "rgb(47,142,142)",
  },
  {
    key: "LateMiddleAges",
    label: "Late Middle Ages",
    gb: "Saint_Basil_s_Cathedral",
    colour: "rgb(127,66,133)",
  },
  { key: "ColonialAge", label: "Colonial Age", gb: "Deal_Castle", colour: "rgb(206,100,4)" },
  { key: "IndustrialAge", label: "Industrial Age", gb: "Capitol", colour: "rgb(167,41,38)" },
  {
    key: "ProgressiveEra",
    label: "Progressive Era",
    gb: "Chateau_Frontenac",
    colour: "rgb(182,137,91)",
  },
  { key: "ModernEra", label: "Modern Era", gb: "Space_Needle", colour: "rgb(70,93,136)" },
  {
    key: "PostmodernEra",
    label: "Postmodern Era",
    gb: "Cape_Canaveral",
    colour: "rgb(141,146,146)",
  },
  {
    key: "ContemporaryEra",
    label: "Contemporary Era",
    gb: "Lotus_Temple",
    colour: "rgb(141,199,63)",
  },
  { key: "Tomorrow", label: "Tomorrow", gb: "Truce_Tower", colour: "rgb(123,137,137)" },
  { key: "TheFuture", label: "The Future", gb: "The_Arc", colour: "rgb(34,90,75)" },
  { key: "ArcticFuture", label: "Arctic Future", gb: "Gaea_Statue", colour: "rgb(67,66,66)" },
  {
    key: "OceanicFuture",
    label: "Oceanic Future",
    gb: "Atlantis_Museum",
    colour: "rgb(127,255,212)",
  },
  {
    key: "VirtualFuture",
    label: "Virtual Future",
    gb: "Terracotta_Army",
    colour: "rgb(85,271,39)",
  },
  {
    key: "SpaceAgeMars",
    label: "Space Age: Mars",
    gb: "The_Virgo_Project",
    colour: "rgb(187,19,0)",
  },
  {
    key: "SpaceAgeAsteroidBelt",
    label: "Space Age: Asteroid Belt",
    gb: "Space_Carrier",
    colour: "rgb(9,78,189)",
  },
  {
    key: "SpaceAgeVenus",
    label: "Space Age: Venus",
    gb: "Flying_Island",
    colour: "rgb(221,197,0)",
  },
];

/** The 21 series of {@link GB_STATISTICS_SERIES} with their levels from the bundled game data. */
export function getGbStatisticsSeries(): StatSeries[] {
  return GB_STATISTICS_SERIES.map((s) => {
    const levels = getGbLevels(s.gb);
    if (!levels) throw new UnknownDataError(`series.${s.key}`);
    return { key: s.key, levels };
  });
}

/**
 * The points of the GB statistics chart (docs/tools/gb-statistics.md §4): for each series, the level cost or P1 reward of
 * every level `from..to` it has, and the x labels (levels, or for the two "against" charts the
 * reference series' P1 reward / cost at those levels, the reference being the longest series, the
 * first one on a tie). Values are plain data lookups.
 *
 * Errors, in this order: `InvalidStatError` (stat), `InvalidModeError` (rules not "live" or
 * "prestige"), `LevelOutOfRangeError` (to: not an integer in
 * 1..longest series; then from: not an integer in 1..to). Malformed series give
 * `UnknownDataError` / `InvalidNumberError`; an unknown (`null`) datum gives a `null` point.
 */
export function computeGbStatistics(i: GbStatisticsInput): GbStatisticsResult {
  const input: Record<string, unknown> =
    i !== null && typeof i === "object" ? (i as unknown as Record<string, unknown>) : {};
  const stat = input.stat;
  if (typeof stat !== "string" || !(GB_STATS as readonly string[]).includes(stat)) {
    throw new InvalidStatError("stat");
  }

  const rules = readGbRules(input);
  const series = readSeries(input.series);
  // Reference series: the longest, the first one on a tie.
  let reference: (typeof series)[number] | undefined;
  for (const s of series) {
    if (!reference || s.levels.length > reference.levels.length) reference = s;
  }
  const maxLevel = reference ? reference.levels.length : 0;

  const to = input.to;
  if (!isInteger(to) || to < 1 || to > maxLevel) throw new LevelOutOfRangeError("to");
  const from = input.from;
  if (!isInteger(from) || from < 1 || from > to) throw new LevelOutOfRangeError("from");
  // From here on maxLevel >= 1, so there is a reference series.
  const ref = reference!;

  const labels: (number | null)[] = [];
  for (let level = from; level <= to; level++) {
    if (stat === "reward_cost") labels.push(p1Reward(ref, level, rules));
    else if (stat === "cost_reward") labels.push(levelCost(ref, level));
    else labels.push(level);
  }

  const yOfCost = stat === "cost_level" || stat === "reward_cost";
  let yMin: number | null = null;
  let yMax: number | null = null;
  const datasets = series.map((s): GbStatisticsDataset => {
    const data: (number | null)[] = [];
    const last = Math.min(to, s.levels.length);
    for (let level = from; level <= last; level++) {
      const value = yOfCost ? levelCost(s, level) : p1Reward(s, level, rules);
      data.push(value);
      if (value !== null) {
        if (yMin === null || value < yMin) yMin = value;
        if (yMax === null || value > yMax) yMax = value;
      }
    }
    return { key: s.key, data };
  });

  return { labels, datasets, yMin, yMax };
}

interface CheckedSeries {
  key: string;
  levels: unknown[];
  index: number;
}

function readSeries(value: unknown): CheckedSeries[] {
  if (!Array.isArray(value)) throw new UnknownDataError("series");
  const out: CheckedSeries[] = [];
  for (let index = 0; index < value.length; index++) {
    const s: unknown = value[index];
    if (s === null || typeof s !== "object") throw new UnknownDataError(`series[${index}]`);
    const { key, levels } = s as Record<string, unknown>;
    if (typeof key !== "string") throw new UnknownDataError(`series[${index}].key`);
    if (!Array.isArray(levels)) throw new UnknownDataError(`series[${index}].levels`);
    out.push({ key, levels, index });
  }
  return out;
}

/** The level row of `level` (1-based) of a series; it exists (level <= length). */
function levelRow(
  s: CheckedSeries,
  level: number,
): { row: Record<string, unknown>; field: string } {
  const field = `series[${s.index}].levels[${level - 1}]`;
  const row: unknown = s.levels[level - 1];
  if (row === null || typeof row !== "object") throw new UnknownDataError(field);
  return { row: row as Record<string, unknown>, field };
}

function levelCost(s: CheckedSeries, level: number): number | null {
  const { row, field } = levelRow(s, level);
  return datum(row.cost, `${field}.cost`);
}

function p1Reward(s: CheckedSeries, level: number, rules: GbRules): number | null {
  if (rules === "prestige") return prestigeP1(s, level);
  const { row, field } = levelRow(s, level);
  const reward = row.reward;
  if (reward === null || reward === undefined) return null;
  if (!Array.isArray(reward)) throw new UnknownDataError(`${field}.reward`);
  const first: unknown = reward[0];
  if (first === null || first === undefined) return null;
  if (typeof first !== "object") throw new UnknownDataError(`${field}.reward[0]`);
  return datum((first as Record<string, unknown>).fp, `${field}.reward[0].fp`);
}

/** P1 under Prestige: from the level's cost; `null` when the cost is unknown or beyond the rules. */
function prestigeP1(s: CheckedSeries, level: number): number | null {
  const cost = levelCost(s, level);
  if (cost === null || level > PRESTIGE_RULES.maxLevel) return null;
  const field = `series[${s.index}].levels[${level - 1}].cost`;
  if (!Number.isSafeInteger(cost) || cost <= 0) throw new InvalidNumberError(field);
  return computePrestigeRewards({ level, cost }).places[0]!.fp;
}

/** A value of the data: `null` when unknown, else it must be a finite number. */
function datum(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  return value;
}

function isInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}
