/**
 * Input checks of the GB investment views and the level data they read (
 * docs/tools/gb-investment.md; Prestige rules: docs/tools/gb-prestige.md).
 */
import {
  InvalidNumberError,
  InvalidPercentagesError,
  LevelOutOfRangeError,
  NegativeValueError,
  UnknownDataError,
} from "../errors.js";
import {
  boostPrestigeReward,
  computePrestigeRewards,
  getPrestigeTier,
  PRESTIGE_PLACE_COUNTS,
  PRESTIGE_RULES,
  type GbRules,
} from "../gb-prestige.js";
import type { Investor } from "../gb-investment.js";

export function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

/** An FP amount: a non-negative safe integer (`-0` becomes 0). */
export function fpAmount(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** A percentage such as an Arc bonus: finite, not negative. */
export function percentage(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** An optional percentage: 0 when absent. */
export function optionalPercentage(value: unknown, field: string): number {
  return value === undefined ? 0 : percentage(value, field);
}

/**
 * The thread rates per place: exactly 5 finite numbers under live rules, 5 or 7 under Prestige
 * (type problems of all of them before any sign problem).
 */
export function percentages(value: unknown, field: string, rules: GbRules): number[] {
  const lengths = rules === "prestige" ? PRESTIGE_PLACE_COUNTS : [5];
  if (!Array.isArray(value) || !lengths.includes(value.length))
    throw new InvalidPercentagesError(field);
  const out: number[] = [];
  for (const p of value as unknown[]) {
    if (typeof p !== "number" || !Number.isFinite(p)) throw new InvalidPercentagesError(field);
    out.push(p + 0);
  }
  if (out.some((p) => p < 0)) throw new NegativeValueError(field);
  return out;
}

/** Number of levels of a level table (0 when it is not a table at all). */
export function levelCount(levels: unknown): number {
  return Array.isArray(levels) ? levels.length : 0;
}

/** An integer level in [min, max], else `LevelOutOfRangeError(field)`. */
export function levelNumber(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new LevelOutOfRangeError(field);
  }
  return value + 0;
}

/** Cost and the FP reward of each place (5, or 7 for a Prestige gold level) of one level. */
export interface LevelData {
  cost: number;
  rewards: number[];
}

function unknownLevel(level: number, what: "cost" | "rewards"): Error {
  const verb = what === "cost" ? "is" : "are";
  return new UnknownDataError(
    "level",
    `UnknownDataError: ${what} of level ${level} ${verb} unknown`,
  );
}

/**
 * The cost and FP rewards of `level`. Live rules read the five rewards of the data; Prestige
 * computes them from the cost (the data's or one the player entered). A cost or reward the data
 * does not know (`null`, e.g. the newest GBs) is reported as `UnknownDataError("level")`.
 */
export function levelData(levels: unknown, level: number, rules: GbRules): LevelData {
  const row: unknown = Array.isArray(levels) ? (levels as unknown[])[level - 1] : undefined;
  const cost = fieldOf(row, "cost");
  if (typeof cost !== "number" || !Number.isSafeInteger(cost) || cost < 0) {
    throw unknownLevel(level, "cost");
  }
  if (rules === "prestige") {
    // A level beyond the Prestige rules (above 500) or without a cost has no known rewards.
    if (cost === 0 || level > PRESTIGE_RULES.maxLevel) throw unknownLevel(level, "rewards");
    const places = computePrestigeRewards({ level, cost }).places;
    return { cost: cost + 0, rewards: places.map((p) => p.fp) };
  }
  const reward = fieldOf(row, "reward");
  if (!Array.isArray(reward) || reward.length < 5) throw unknownLevel(level, "rewards");
  const rewards: number[] = [];
  for (let k = 0; k < 5; k++) {
    const fp = fieldOf((reward as unknown[])[k], "fp");
    if (typeof fp !== "number" || !Number.isSafeInteger(fp) || fp < 0) {
      throw unknownLevel(level, "rewards");
    }
    rewards.push(fp + 0);
  }
  return { cost: cost + 0, rewards };
}

export function investorList(value: unknown, field: string): Investor[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidNumberError(field);
  // Array.from reads a hole as undefined (map would skip it and leave a hole in the result).
  return Array.from(value as unknown[], (inv) => ({
    value: fpAmount(fieldOf(inv, "value"), field),
    isPotentialSniper: fieldOf(inv, "isPotentialSniper") === true,
  }));
}

/**
 * Expected participation of each place, `Math.round(reward * (1 + pct / 100))`. A percentage so
 * large that this amount (plus the cost) leaves the exact-integer range of doubles is rejected
 * with `overflow()`; fewer percentages than places gives `InvalidPercentagesError(field)`.
 */
export function expectedParticipations(
  data: LevelData,
  pcts: number[],
  field: string,
  overflow: () => Error,
): number[] {
  if (pcts.length < data.rewards.length) throw new InvalidPercentagesError(field);
  return data.rewards.map((r, k) => {
    const e = threadRateReward(r, pcts[k]!);
    if (!Number.isSafeInteger(e + data.cost)) throw overflow();
    return e + 0;
  });
}

/** The Arc bonus that applies to `level`: the gold one for a Prestige gold level. */
export function arcBonusOf(
  level: number,
  rules: GbRules,
  copper: number,
  gold: number,
): { value: number; field: string } {
  return rules === "prestige" && getPrestigeTier(level) === "gold"
    ? { value: gold, field: "yourArcBonusGold" }
    : { value: copper, field: "yourArcBonus" };
}

/**
 * What a place's reward brings back with an Arc bonus: `Math.round(reward × (1 + A/100))` under
 * live rules, the nearest multiple of 5 under Prestige. `InvalidNumberError(field)` on overflow.
 */
export function boostedReward(
  reward: number,
  arcBonus: number,
  rules: GbRules,
  field: string,
): number {
  if (rules === "prestige") return boostPrestigeReward(reward, arcBonus, field);
  const value = Math.round(reward * (1 + arcBonus / 100));
  if (!Number.isSafeInteger(value)) throw new InvalidNumberError(field);
  return value + 0;
}

/** What a reward (FP, blueprints, medals) is worth at a thread rate of `pct` % (90 = 1.9). */
export function threadRateReward(reward: number, pct: number): number {
  return Math.round(reward * (1 + pct / 100));
}

/**
 * True when `value` more FP on a level of known `cost`, where `taken` FP (owner and investors)
 * are already in, would go over that cost; an unknown cost (null) never refuses.
 */
export function exceedsLevelCost(i: {
  readonly cost: number | null;
  readonly taken: number;
  readonly value: number;
}): boolean {
  return i.cost !== null && i.taken + i.value > i.cost;
}
