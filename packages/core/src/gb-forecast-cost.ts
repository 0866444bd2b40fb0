/**
 * GB forecast cost (docs/tools/gb-forecast-cost.md): what levelling a Great Building over a range
 * of levels costs its owner in Forge Points, with and without the investors' Arc-bonus rate, and how
 * many days that takes at a given daily FP production.
 */
import type { GbLevel } from "./data/index.js";
import {
  AlreadyInvestedExceedsCostError,
  InvalidNumberError,
  InvalidPercentagesError,
  LevelOutOfRangeError,
  NegativeValueError,
  UnknownDataError,
} from "./errors.js";
import {
  computePrestigeRewards,
  PRESTIGE_PLACE_COUNTS,
  PRESTIGE_RULES,
  type GbRules,
} from "./gb-prestige.js";
import { readGbRules } from "./gb-rules.js";

/** Input of {@link computeGbForecast} (docs/tools/gb-forecast-cost.md §5). */
export interface ForecastInput {
  /** The GB's level table, level N at index N-1 (vectors: `"gb": "<GbKey>"`). */
  readonly levels: readonly GbLevel[];
  /** Level the GB has now; integer, 0 <= currentLevel < targetLevel. */
  readonly currentLevel: number;
  /** Level to reach; integer, currentLevel < targetLevel <= levels.length. */
  readonly targetLevel: number;
  /**
   * Investors' Arc bonus per patron place, in % (finite numbers >= 0, e.g. 90 for "1.9"): 5;
   * under Prestige 5 or 7, and 7 when the range has a gold level (above 100).
   */
  readonly investorPercentages: readonly number[];
  /**
   * Under Prestige only: the rates for gold levels (above 100), where the Arc gives its gold boost;
   * default `investorPercentages`. Same rules (5 or 7 finite numbers >= 0; 7 for a gold level).
   */
  readonly investorPercentagesGold?: readonly number[];
  /** The owner's FP production per 24 h; finite >= 0, default 0 (0 = no time estimate). */
  readonly fpPerDay?: number;
  /** FP the owner already paid into level currentLevel + 1; integer 0..that level's cost, default 0. */
  readonly alreadyInvested?: number;
  /**
   * "live" (default): the data's five rewards per level; "prestige": rewards computed from each
   * level's cost, 5 or 7 places (docs/tools/gb-prestige.md).
   */
  readonly rules?: GbRules;
}

/** A number of days written as 365-day years, 30-day months and days. */
export interface Duration {
  years: number;
  months: number;
  days: number;
}

/** One level of the forecast: its cost and the owner's preparation at 0 % and at the chosen rate. */
export interface ForecastRow {
  level: number;
  cost: number;
  preparationNoBonus: number;
  preparationWithBonus: number;
}

/** Result of {@link computeGbForecast} (docs/tools/gb-forecast-cost.md §5). */
export interface ForecastResult {
  rows: ForecastRow[];
  totalCost: number;
  totalPreparationNoBonus: number;
  totalPreparationWithBonus: number;
  /** FP the owner saves thanks to the investors' rate: no-bonus total minus with-bonus total. */
  savedFp: number;
  /** Days to pay the owner's preparations (rate threads); null when fpPerDay is 0. */
  ownerDays: number | null;
  ownerDuration: Duration | null;
  /** Days to pay the whole cost (1:1 swap threads); null when fpPerDay is 0. */
  swapDays: number | null;
  swapDuration: Duration | null;
}

/** One non-zero part of a duration text ("{n} year(s)", "{n} month(s)", "{n} day(s)"). */
export interface DurationPart {
  unit: "year" | "month" | "day";
  count: number;
}

const ZERO_PERCENTAGES: readonly number[] = [0, 0, 0, 0, 0, 0, 0];

/**
 * Splits a number of days into 365-day years, 30-day months and days (docs/tools/gb-forecast-cost.md §3):
 * 364 days = 12 months 4 days; 400 days = 1 year 1 month 5 days.
 * Throws `InvalidNumberError` for a non-integer and `NegativeValueError` for a negative count.
 */
export function splitDays(days: number): Duration {
  if (typeof days !== "number" || !Number.isInteger(days)) throw new InvalidNumberError("days");
  if (days < 0) throw new NegativeValueError("days");
  const d = days === 0 ? 0 : days; // -0 -> 0
  return {
    years: Math.floor(d / 365),
    months: Math.floor((d % 365) / 30),
    days: (d % 365) % 30,
  };
}

/**
 * The parts of a duration text, in order year, month, day, leaving out the zero ones (an empty
 * list for 0 days); the UI renders each as a localised "{n} year(s)" etc., joined with ", ".
 * Throws `InvalidNumberError` / `NegativeValueError` for a part that is not an integer >= 0.
 */
export function getDurationParts(duration: Readonly<Duration>): DurationPart[] {
  const d = asRecord(duration);
  const parts: DurationPart[] = [];
  for (const [unit, key] of [
    ["year", "years"],
    ["month", "months"],
    ["day", "days"],
  ] as const) {
    const count = d[key];
    if (!isInteger(count)) throw new InvalidNumberError(`duration.${key}`);
    if (count < 0) throw new NegativeValueError(`duration.${key}`);
    if (count !== 0) parts.push({ unit, count });
  }
  return parts;
}

/**
 * The owner's preparation over a range of GB levels (docs/tools/gb-forecast-cost.md §3): for every level from
 * `currentLevel + 1` to `targetLevel`, the FP the owner must pay so that the five patron places are
 * secured, with investors paying exactly their reward (0 %) and paying the chosen Arc-bonus rate;
 * the totals, the FP saved by the rate, and the days needed at `fpPerDay` using rate threads
 * (owner pays his preparation) or swap threads (owner pays the whole cost).
 *
 * Errors, in this order: `LevelOutOfRangeError` (targetLevel, then currentLevel),
 * `InvalidModeError` (rules), `InvalidPercentagesError`, `NegativeValueError`, `InvalidNumberError` (fpPerDay, alreadyInvested),
 * `AlreadyInvestedExceedsCostError`; under Prestige a gold level with only 5 rates gives
 * `InvalidPercentagesError`. A level of the range whose cost or rewards the game data lacks
 * gives `UnknownDataError` (`InvalidNumberError` / `NegativeValueError` for a malformed datum).
 */
export function computeGbForecast(i: ForecastInput): ForecastResult {
  const input = asRecord(i);
  const levels = input.levels;
  if (!Array.isArray(levels)) throw new UnknownDataError("levels");
  const maxLevel = levels.length;

  const targetLevel = input.targetLevel;
  if (!isInteger(targetLevel) || targetLevel < 1 || targetLevel > maxLevel) {
    throw new LevelOutOfRangeError("targetLevel");
  }
  const currentLevel = input.currentLevel;
  if (!isInteger(currentLevel) || currentLevel < 0 || currentLevel >= targetLevel) {
    throw new LevelOutOfRangeError("currentLevel");
  }

  const rules = readGbRules(input);
  const percentages = input.investorPercentages;
  const lengths = rules === "prestige" ? PRESTIGE_PLACE_COUNTS : [5];
  if (!Array.isArray(percentages) || !lengths.includes(percentages.length)) {
    throw new InvalidPercentagesError("investorPercentages");
  }
  const pcts = readPercentages(percentages, "investorPercentages");
  const goldInput = input.investorPercentagesGold;
  // Live levels have no tiers: the gold rates are read (and checked) only under Prestige.
  const goldPcts =
    rules === "prestige" && goldInput !== undefined
      ? readPercentages(goldInput, "investorPercentagesGold")
      : pcts;

  const fpPerDay: unknown = input.fpPerDay === undefined ? 0 : input.fpPerDay;
  const alreadyInvested: unknown = input.alreadyInvested === undefined ? 0 : input.alreadyInvested;

  // NegativeValueError before InvalidNumberError, in the order of docs/tools/gb-forecast-cost.md §5.
  pcts.forEach((p, k) => {
    if (p < 0) throw new NegativeValueError(`investorPercentages[${k}]`);
  });
  if (goldPcts !== pcts) {
    goldPcts.forEach((p, k) => {
      if (p < 0) throw new NegativeValueError(`investorPercentagesGold[${k}]`);
    });
  }
  if (typeof fpPerDay === "number" && fpPerDay < 0) throw new NegativeValueError("fpPerDay");
  if (typeof alreadyInvested === "number" && alreadyInvested < 0) {
    throw new NegativeValueError("alreadyInvested");
  }
  if (typeof fpPerDay !== "number" || !Number.isFinite(fpPerDay))
    throw new InvalidNumberError("fpPerDay");
  if (!isInteger(alreadyInvested)) throw new InvalidNumberError("alreadyInvested");

  // Level data of the range (level L at index L-1).
  const data: { cost: number; rewards: number[]; pcts: number[] }[] = [];
  for (let level = currentLevel + 1; level <= targetLevel; level++) {
    const d = readLevel(levels[level - 1], level, rules);
    const gold = rules === "prestige" && level > PRESTIGE_RULES.lastCopperLevel;
    const rates = gold ? goldPcts : pcts;
    // A gold level's 7 places need a rate each.
    if (d.rewards.length > rates.length) {
      throw new InvalidPercentagesError(gold ? goldField(goldPcts, pcts) : "investorPercentages");
    }
    data.push({ ...d, pcts: rates });
  }

  if (alreadyInvested > data[0]!.cost) throw new AlreadyInvestedExceedsCostError("alreadyInvested");

  const rows: ForecastRow[] = [];
  let totalCost = 0;
  let totalPreparationNoBonus = 0;
  let totalPreparationWithBonus = 0;
  data.forEach((d, idx) => {
    const preparationNoBonus = ownerPreparation(d.cost, d.rewards, ZERO_PERCENTAGES);
    const preparationWithBonus = ownerPreparation(d.cost, d.rewards, d.pcts);
    rows.push({
      level: currentLevel + 1 + idx,
      cost: d.cost,
      preparationNoBonus,
      preparationWithBonus,
    });
    totalCost += d.cost;
    totalPreparationNoBonus += preparationNoBonus;
    totalPreparationWithBonus += preparationWithBonus;
  });

  let ownerDays: number | null = null;
  let swapDays: number | null = null;
  if (fpPerDay > 0) {
    ownerDays = Math.max(0, Math.ceil((totalPreparationWithBonus - alreadyInvested) / fpPerDay));
    swapDays = Math.max(0, Math.ceil((totalCost - alreadyInvested) / fpPerDay));
    // A vanishingly small production (e.g. 5e-324 FP/day) overflows the division.
    if (!Number.isFinite(ownerDays) || !Number.isFinite(swapDays))
      throw new InvalidNumberError("fpPerDay");
  }

  return {
    rows,
    totalCost,
    totalPreparationNoBonus,
    totalPreparationWithBonus,
    savedFp: totalPreparationNoBonus - totalPreparationWithBonus,
    ownerDays,
    ownerDuration: ownerDays === null ? null : splitDays(ownerDays),
    swapDays,
    swapDuration: swapDays === null ? null : splitDays(swapDays),
  };
}

/** 5 or 7 rates (Prestige) as finite numbers; `InvalidPercentagesError` on `field` otherwise. */
function readPercentages(value: unknown, field: string): number[] {
  const lengths = PRESTIGE_PLACE_COUNTS;
  if (!Array.isArray(value) || !lengths.includes(value.length)) {
    throw new InvalidPercentagesError(field);
  }
  const pcts: number[] = [];
  for (let k = 0; k < value.length; k++) {
    const p: unknown = value[k]; // index loop: a hole of a sparse array is caught too
    if (typeof p !== "number" || !Number.isFinite(p)) throw new InvalidPercentagesError(field);
    pcts.push(p);
  }
  return pcts;
}

/** The field to blame when a gold level lacks rates: the gold list when one was given. */
function goldField(goldPcts: readonly number[], pcts: readonly number[]): string {
  return goldPcts === pcts ? "investorPercentages" : "investorPercentagesGold";
}

/**
 * `totalPreparations` of the owner view (docs/tools/gb-investment.md §4.3) for a fresh level: no investors,
 * no FP of the owner yet. With an empty investor queue a place is "taken by an investor" only when
 * its expected participation is 0, which stops the loop, so only the expected-participation branch
 * remains.
 */
function ownerPreparation(
  cost: number,
  rewards: readonly number[],
  percentages: readonly number[],
): number {
  const C = cost;
  let placed = 0;
  let prevPrep = 0;
  let lastPrep = 0; // = owner FP already in (0)
  for (let k = 0; k < rewards.length; k++) {
    // An expected participation above the cost is cut to what is left of the level anyway
    // (over >= 0 below gives C - placed); capping it at C first keeps that arithmetic exact for
    // absurdly large percentages instead of overflowing to Infinity.
    const E = Math.min(Math.round(rewards[k]! * (1 + percentages[k]! / 100)), C);
    if (E <= 0) break; // head (0) >= E: participation 0, the calculation stops
    let participation = E;
    const over = placed + Math.max(prevPrep, E) - C;
    if (over >= 0) participation = E - over;
    const rawPrep = Math.max(0, C - (placed + 2 * participation));
    if (participation === 0) break;
    const preparation = Math.max(rawPrep, lastPrep);
    lastPrep = prevPrep = preparation;
    placed += participation;
    const deposits = placed + preparation;
    if (deposits >= C) break;
  }
  return Math.max(lastPrep, C - placed);
}

/**
 * Cost and the FP rewards of level `level` (P1..P5 of the data; under Prestige computed from the
 * cost, 5 or 7 places), or a named error for missing/malformed data.
 */
function readLevel(
  row: unknown,
  level: number,
  rules: GbRules,
): { cost: number; rewards: number[] } {
  const field = `levels[${level - 1}]`;
  if (row === null || typeof row !== "object") throw new UnknownDataError(field);
  return readRow(row as Record<string, unknown>, level, field, rules);
}

function readRow(
  row: Record<string, unknown>,
  level: number,
  field: string,
  rules: GbRules,
): { cost: number; rewards: number[] } {
  const cost = readDatum(row.cost, `${field}.cost`);
  if (rules === "prestige") {
    // Prestige rewards exist only for a positive cost of a level the rules cover.
    if (cost === 0 || level > PRESTIGE_RULES.maxLevel)
      throw new UnknownDataError(`${field}.reward`);
    const places = computePrestigeRewards({ level, cost }).places;
    return { cost, rewards: places.map((p) => p.fp) };
  }
  const reward = row.reward;
  if (reward === null || reward === undefined) throw new UnknownDataError(`${field}.reward`);
  if (!Array.isArray(reward) || reward.length !== 5) throw new UnknownDataError(`${field}.reward`);
  const rewards: number[] = [];
  for (let k = 0; k < 5; k++) {
    const place: unknown = reward[k];
    if (place === null || typeof place !== "object")
      throw new UnknownDataError(`${field}.reward[${k}]`);
    rewards.push(readDatum((place as Record<string, unknown>).fp, `${field}.reward[${k}].fp`));
  }
  return { cost, rewards };
}

/** An FP amount of the game data: a safe integer >= 0. */
function readDatum(value: unknown, field: string): number {
  if (value === null || value === undefined) throw new UnknownDataError(field);
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value;
}

function isInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}
