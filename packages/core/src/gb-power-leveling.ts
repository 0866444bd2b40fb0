/**
 * GB power-leveling plan (docs/tools/gb-power-leveling.md): the owner levels one Great Building
 * several levels in a row and wants, per level, the cost, the places to post with their amounts at
 * the thread rates, their own share, and — for a GB that produces Forge Points — the production
 * collected at each level-up counted against that share.
 */
import type { GbLevel } from "./data/index.js";
import {
  InvalidNumberError,
  LevelOutOfRangeError,
  NegativeValueError,
  UnknownDataError,
} from "./errors.js";
import { computeLevelInvestment } from "./gb-investment.js";
import { splitDays, type Duration } from "./gb-forecast-cost.js";
import type { GbRules } from "./gb-prestige.js";
import { readGbRules } from "./gb-rules.js";

/** Input of {@link computePowerLevelingPlan}. */
export interface PowerLevelingInput {
  /** The GB's level table, level N at index N-1. */
  readonly levels: readonly GbLevel[];
  /** Level the GB has now; integer, 0 <= fromLevel < toLevel. */
  readonly fromLevel: number;
  /** Level to reach; integer, fromLevel < toLevel <= levels.length. */
  readonly toLevel: number;
  /**
   * Thread rate of each place in % (90 = rate 1.9), as on the GB page: 5 numbers; under Prestige
   * 7 when the range reaches a gold level (above 100).
   */
  readonly investorPercentages: readonly number[];
  /** The owner's FP income per 24 h; finite >= 0, default 0 (0 = no time estimate). */
  readonly fpPerDay?: number;
  /**
   * FP the GB itself produces per 24 h at each level (index N-1 for level N; `null` = unknown).
   * Leaving it out means the GB produces no FP.
   */
  readonly fpProduction?: readonly (number | null)[];
  /** Count the production collected at each level-up against the owner's share; default true. */
  readonly subtractProduction?: boolean;
  /** "live" (default) or "prestige" (docs/tools/gb-prestige.md). */
  readonly rules?: GbRules;
}

/** One place to post for a level. */
export interface PowerLevelingPlace {
  place: number;
  /** FP reward of the place (before any Arc bonus). */
  reward: number;
  /** Thread rate used for the place, in %. */
  percentage: number;
  /** FP an investor puts on the place: the reward at the rate, capped by what the level leaves. */
  amount: number;
  /** FP the owner puts in first so that the place stays secured (the `${PP}` of a promotion message). */
  preparation: number;
}

/** One level of the plan. */
export interface PowerLevelingRow {
  level: number;
  cost: number;
  /** The places to post, P1 first; places the level leaves no FP for are left out. */
  places: PowerLevelingPlace[];
  /** FP the investors put in: the level's cost minus the owner's share. */
  investorsTotal: number;
  /**
   * FP the owner pays into the level so that every place stays secured: the owner view's total
   * preparation (docs/tools/gb-investment.md §4.3), which is the cost minus the place amounts
   * whenever the amounts do not grow from one place to the next.
   */
  ownerShare: number;
  /** FP the GB produces at this level, collected at the level-up; null when unknown or none. */
  production: number | null;
  /** Owner's share minus the production collected (when subtracted); may be negative. */
  ownerNet: number;
  /** Running totals from the first level of the plan to this one. */
  cumulativeCost: number;
  cumulativeOwnerShare: number;
  cumulativeOwnerNet: number;
  /** Days of FP income to reach this level from the start; null without an income. */
  days: number | null;
}

/** Result of {@link computePowerLevelingPlan}. */
export interface PowerLevelingResult {
  rows: PowerLevelingRow[];
  totalCost: number;
  totalInvestors: number;
  totalOwnerShare: number;
  /** Production collected over the plan (only levels whose production is known). */
  totalProduction: number;
  totalOwnerNet: number;
  /** True when at least one level's production was unknown (its row counts none). */
  productionIncomplete: boolean;
  days: number | null;
  duration: Duration | null;
}

function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

function isInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** The FP production of `level` from the optional list: a finite number >= 0, or null. */
function productionOf(list: unknown, level: number): number | null {
  if (list === undefined) return null;
  if (!Array.isArray(list)) throw new InvalidNumberError("fpProduction");
  const value: unknown = (list as unknown[])[level - 1];
  if (value === null || value === undefined) return null;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new InvalidNumberError("fpProduction");
  if (value < 0) throw new NegativeValueError("fpProduction");
  return value + 0;
}

/**
 * The power-leveling plan from `fromLevel` to `toLevel` (docs/tools/gb-power-leveling.md): one row
 * per level with the owner view of an empty level (no FP of the owner or of investors yet), so the
 * place amounts are exactly the ones the GB page and the promotion messages show for that level.
 *
 * Errors: `LevelOutOfRangeError` (toLevel, then fromLevel), `InvalidModeError` (rules),
 * `NegativeValueError` / `InvalidNumberError` (fpPerDay, fpProduction), then those of
 * `computeLevelInvestment` for each level (`InvalidPercentagesError`, `UnknownDataError` for a
 * level whose cost or rewards the data lacks).
 */
export function computePowerLevelingPlan(i: PowerLevelingInput): PowerLevelingResult {
  const levels = fieldOf(i, "levels");
  if (!Array.isArray(levels)) throw new UnknownDataError("levels");
  const toLevel = fieldOf(i, "toLevel");
  if (!isInteger(toLevel) || toLevel < 1 || toLevel > levels.length) {
    throw new LevelOutOfRangeError("toLevel");
  }
  const fromLevel = fieldOf(i, "fromLevel");
  if (!isInteger(fromLevel) || fromLevel < 0 || fromLevel >= toLevel) {
    throw new LevelOutOfRangeError("fromLevel");
  }
  const rules = readGbRules(i);
  const rawPerDay = fieldOf(i, "fpPerDay");
  const fpPerDay: unknown = rawPerDay === undefined ? 0 : rawPerDay;
  if (typeof fpPerDay !== "number" || !Number.isFinite(fpPerDay))
    throw new InvalidNumberError("fpPerDay");
  if (fpPerDay < 0) throw new NegativeValueError("fpPerDay");
  const production = fieldOf(i, "fpProduction");
  const subtract = fieldOf(i, "subtractProduction") !== false;
  const percentages = fieldOf(i, "investorPercentages") as readonly number[];

  const rows: PowerLevelingRow[] = [];
  let cumulativeCost = 0;
  let cumulativeOwnerShare = 0;
  let cumulativeOwnerNet = 0;
  let totalProduction = 0;
  let productionIncomplete = false;
  for (let level = fromLevel + 1; level <= toLevel; level++) {
    const view = computeLevelInvestment({
      levels: levels as readonly GbLevel[],
      level,
      investorPercentages: percentages,
      rules,
    });
    const places: PowerLevelingPlace[] = view.places
      .filter((p) => p.participation > 0)
      .map((p) => ({
        place: p.place,
        reward: p.reward,
        percentage: percentages[p.place - 1]!,
        amount: p.participation,
        preparation: p.preparation,
      }));
    const ownerShare = view.totalPreparations;
    const investorsTotal = view.cost - ownerShare;
    const produced = productionOf(production, level);
    if (production !== undefined && produced === null) productionIncomplete = true;
    const collected = subtract && produced !== null ? produced : 0;
    totalProduction += produced ?? 0;
    cumulativeCost += view.cost;
    cumulativeOwnerShare += ownerShare;
    cumulativeOwnerNet += ownerShare - collected;
    rows.push({
      level,
      cost: view.cost,
      places,
      investorsTotal,
      ownerShare,
      production: produced,
      ownerNet: ownerShare - collected,
      cumulativeCost,
      cumulativeOwnerShare,
      cumulativeOwnerNet,
      days: daysFor(cumulativeOwnerNet, fpPerDay),
    });
  }
  const days = daysFor(cumulativeOwnerNet, fpPerDay);
  return {
    rows,
    totalCost: cumulativeCost,
    totalInvestors: cumulativeCost - cumulativeOwnerShare,
    totalOwnerShare: cumulativeOwnerShare,
    totalProduction,
    totalOwnerNet: cumulativeOwnerNet,
    productionIncomplete,
    days,
    duration: days === null ? null : splitDays(days),
  };
}

/** Whole days of income to pay `fp` (none needed when the production already covers it). */
function daysFor(fp: number, fpPerDay: number): number | null {
  if (fpPerDay === 0) return null;
  const days = Math.max(0, Math.ceil(fp / fpPerDay));
  // A vanishingly small income (e.g. 5e-324 FP/day) overflows the division.
  if (!Number.isSafeInteger(days)) throw new InvalidNumberError("fpPerDay");
  return days;
}
