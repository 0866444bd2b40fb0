/**
 * Great Building contributor rewards under the 2026 "Prestige" rework (beta servers): the
 * contributors share a percentage of the level's cost, split over 5 places (copper levels) or 7
 * places (gold levels), rounded down to multiples of 5; the Arc's copper or gold boost is rounded
 * to the nearest multiple of 5. Rules, evidence and open questions: docs/tools/gb-prestige.md.
 */
import {
  InvalidNumberError,
  LevelCostNotPositiveError,
  LevelOutOfRangeError,
  NegativeValueError,
} from "./errors.js";

export { GB_RULES, type GbRules } from "./gb-rule-sets.js";

/** Tier of the level being built under Prestige. */
export type PrestigeTier = "copper" | "gold";

/**
 * Every number of the Prestige rules, in one place: when the publisher changes them, edit this
 * table (and docs/tools/gb-prestige.md) only. The rules are preliminary (beta evidence).
 */
export const PRESTIGE_RULES = {
  /** Date from which the beta server showed these rules. */
  evidenceDate: "2026-10-02",
  /** Highest target level the rules cover. */
  maxLevel: 500,
  /** Target levels up to this one are copper; the next ones gold. */
  lastCopperLevel: 100,
  /** Share of the level cost given to contributors, in %, from `fromLevel` to the next row. */
  shares: [
    { fromLevel: 1, percent: 25 },
    { fromLevel: 10, percent: 30 },
    { fromLevel: 40, percent: 40 },
    { fromLevel: 70, percent: 25 },
    { fromLevel: 101, percent: 15 },
    { fromLevel: 201, percent: 10 },
    { fromLevel: 301, percent: 7 },
    { fromLevel: 401, percent: 5 },
  ],
  /** The share split by place (P1 first), in hundredths of a percent of the share. */
  splits: {
    copper: [5825, 2913, 971, 243, 49],
    gold: [5820, 2910, 970, 242, 48, 8, 1],
  },
  /** Units of `splits`: 10000 = the whole share. */
  splitScale: 10000,
  /** Every reward (plain or boosted) is a multiple of this. */
  rewardStep: 5,
} as const;

/** Input of {@link computePrestigeRewards}. */
export interface PrestigeRewardsInput {
  /** Target level L (the level being built, L-1 -> L); integer 1..500. */
  level: number;
  /** FP cost of that level; integer >= 1. */
  cost: number;
  /** Copper boost (levels <= 100) in %, >= 0; default 0. */
  contributionBoost?: number;
  /** Gold boost (levels >= 101) in %, >= 0; default 0. */
  contributionBoostGold?: number;
}

/** One rewarded place: `fp` without boost, `fpBoosted` with the tier's boost. */
export interface PrestigePlace {
  place: number;
  fp: number;
  fpBoosted: number;
}

export interface PrestigeRewardsResult {
  tier: PrestigeTier;
  /** Share of the cost for the contributors, in %. */
  sharePercent: number;
  /** 5 places (copper) or 7 (gold), P1 first. */
  places: PrestigePlace[];
}

/** The numbers of places a level can have under Prestige, ascending ([5, 7]). */
export const PRESTIGE_PLACE_COUNTS: readonly number[] = Object.values(PRESTIGE_RULES.splits)
  .map((splits) => splits.length)
  .sort((a, b) => a - b);

/** Copper for target levels up to 100, gold above (`level` must be a valid target level). */
export function getPrestigeTier(level: number): PrestigeTier {
  return level <= PRESTIGE_RULES.lastCopperLevel ? "copper" : "gold";
}

/** Number of rewarded places of a target level: 5 (copper) or 7 (gold). */
export function getPrestigePlaceCount(level: number): number {
  return PRESTIGE_RULES.splits[getPrestigeTier(level)].length;
}

/** Share of the cost (in %) for a valid target level. */
function sharePercentOf(level: number): number {
  let percent: number = PRESTIGE_RULES.shares[0].percent;
  for (const row of PRESTIGE_RULES.shares) if (level >= row.fromLevel) percent = row.percent;
  return percent;
}

/**
 * A reward with a boost as the game shows it: `reward × (1 + boost/100)` rounded to the nearest
 * multiple of 5 (halves up). Throws `InvalidNumberError(field)` when an absurd boost overflows.
 */
export function boostPrestigeReward(
  reward: number,
  boostPercent: number,
  field = "contributionBoost",
): number {
  const step = PRESTIGE_RULES.rewardStep;
  const boosted = step * Math.round((reward * (100 + boostPercent)) / (100 * step));
  if (!Number.isSafeInteger(boosted)) throw new InvalidNumberError(field);
  return boosted + 0;
}

function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

function boostOf(input: unknown, field: string): number {
  const value = fieldOf(input, field);
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/**
 * Contributor rewards of one level under the Prestige rules: the tier of the target level, the
 * share of the cost for contributors and each place's FP without and with the tier's boost.
 *
 * Errors, in this order: `InvalidNumberError` (level not an integer), `LevelOutOfRangeError`
 * (level outside 1..500), `InvalidNumberError` (cost not a safe integer),
 * `LevelCostNotPositiveError`, then for `contributionBoost` and `contributionBoostGold` in turn
 * `InvalidNumberError` (not finite) and `NegativeValueError`.
 */
export function computePrestigeRewards(i: PrestigeRewardsInput): PrestigeRewardsResult {
  const level = fieldOf(i, "level");
  if (typeof level !== "number" || !Number.isInteger(level)) throw new InvalidNumberError("level");
  if (level < 1 || level > PRESTIGE_RULES.maxLevel) throw new LevelOutOfRangeError("level");
  const cost = fieldOf(i, "cost");
  // Safe integers only: beyond 2^53 FP amounts are no longer exact.
  if (typeof cost !== "number" || !Number.isSafeInteger(cost)) throw new InvalidNumberError("cost");
  if (cost <= 0) throw new LevelCostNotPositiveError("cost");
  const copperBoost = boostOf(i, "contributionBoost");
  const goldBoost = boostOf(i, "contributionBoostGold");

  const tier = getPrestigeTier(level);
  const sharePercent = sharePercentOf(level);
  const [boost, boostField] =
    tier === "copper" ? [copperBoost, "contributionBoost"] : [goldBoost, "contributionBoostGold"];
  const step = PRESTIGE_RULES.rewardStep;
  const divisor = 100 * PRESTIGE_RULES.splitScale * step;
  const places = PRESTIGE_RULES.splits[tier].map((split, k): PrestigePlace => {
    // Rounded down to a multiple of 5 (spec expression: 5 * floor(cost * share * split / 5e6)).
    const fp = step * Math.floor((cost * sharePercent * split) / divisor);
    return { place: k + 1, fp, fpBoosted: boostPrestigeReward(fp, boost, boostField) };
  });
  return { tier, sharePercent, places };
}
