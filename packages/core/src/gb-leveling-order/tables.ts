/**
 * Per-GB tables of the planner: completeness, build cost in FP, owner cost of a level (
 * docs/tools/gb-leveling-order.md §4.2) and the bonus table `B(g, L)` (§4.1).
 */
import type { GbDataLevel, GreatBuilding } from "../data/index.js";
import { computePrestigeRewards, PRESTIGE_RULES, type GbRules } from "../gb-prestige.js";
import { GB_LEVELING_ORDER_CHANCE_TABLE, type GbLevelingOrderRewardKind } from "./rewards.js";

function isAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/**
 * A GB is usable only if every level row has a known cost and five known FP place rewards
 * (§2); GBs with unknown data are never planned, so nothing is computed with a missing value.
 * Under Prestige the rewards follow from the cost (docs/tools/gb-prestige.md), so a positive
 * cost for every level (up to the rules' last level) is enough.
 */
export function isCompleteGb(gb: GreatBuilding, rules: GbRules = "live"): boolean {
  if (!Array.isArray(gb.levels) || gb.levels.length === 0) return false;
  if (rules === "prestige") {
    if (gb.levels.length > PRESTIGE_RULES.maxLevel) return false;
    return gb.levels.every((row) => !!row && Number.isSafeInteger(row.cost) && row.cost! > 0);
  }
  for (const row of gb.levels) {
    if (!row || !isAmount(row.cost)) return false;
    const fp = row.rewards?.fp;
    if (!Array.isArray(fp)) return false;
    for (let i = 0; i < 5; i++) if (!isAmount(fp[i])) return false;
  }
  return true;
}

/** Goods needed to place the GB: the sum of its build-cost amounts (`null` → 0). */
export function buildGoods(gb: GreatBuilding): number {
  const goods = gb.buildCost?.goods;
  if (!goods) return 0;
  let sum = 0;
  // Only numeric amounts are goods (the data may carry a textual note instead of amounts).
  for (const amount of Object.values(goods)) if (isAmount(amount)) sum += amount;
  return sum;
}

/** FP value of placing the GB: `Math.round(buildGoods × goodsFpRatio)`. */
export function buildFp(gb: GreatBuilding, goodsFpRatio: number): number {
  return Math.round(buildGoods(gb) * goodsFpRatio);
}

/**
 * FP the owner pays to build one level in a guild thread where investors take the places (5, or
 * 7 for a Prestige gold level) at reward × (1 + p/100): the FP needed to protect those places (§4.2, = `totalPreparations`
 * of gb-investment with five equal percentages, no investors and nothing pre-paid).
 */
export function ownerLevelCost(
  cost: number,
  fp: readonly number[],
  investorPercentage: number,
): number {
  let taken = 0;
  let prep = 0;
  for (let i = 0; i < fp.length; i++) {
    const want = Math.round((fp[i] ?? 0) * (1 + investorPercentage / 100));
    if (want === 0) break;
    const part = Math.min(want, cost - taken);
    prep = Math.max(prep, cost - (taken + 2 * part));
    taken = taken + part;
    if (taken + prep >= cost) break;
  }
  return Math.max(prep, cost - taken);
}

/** Owner cost of level `level` (1-based) of a GB complete under `rules`. */
export function ownerCostOfLevel(
  gb: GreatBuilding,
  level: number,
  investorPercentage: number,
  rules: GbRules = "live",
): number {
  const row = gb.levels[level - 1] as GbDataLevel;
  if (rules === "prestige") {
    const cost = row.cost as number;
    const fp = computePrestigeRewards({ level, cost }).places.map((p) => p.fp);
    return ownerLevelCost(cost, fp, investorPercentage);
  }
  return ownerLevelCost(
    row.cost as number,
    (row.rewards as NonNullable<GbDataLevel["rewards"]>).fp,
    investorPercentage,
  );
}

/** Options of the bonus table that come from the planner's input. */
export interface GbLevelingBonusOptions {
  readonly reward: GbLevelingOrderRewardKind;
  readonly includeRandomRewards: boolean;
  readonly fpPer24h: number;
  readonly randomRewardPer24h: number;
}

function numericBonus(
  bonus: Record<string, number> | null | undefined,
  kind: string,
): number | undefined {
  if (!bonus || typeof bonus !== "object" || !Object.hasOwn(bonus, kind)) return undefined;
  const value: unknown = bonus[kind];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/**
 * A derived-value source: for level L, the bonus object of the highest level ≤ L whose `ck`
 * value is a number, and how to turn it into a value.
 */
interface Derivation {
  ck: string;
  value: (src: Record<string, number>) => number | undefined;
}

function derivationFor(gbKey: string, options: GbLevelingBonusOptions): Derivation | undefined {
  const { reward } = options;
  if (reward === "militaryBoost" || reward === "fierceResistance") {
    // Advanced tactics (Terracotta Army) add to attack and to fierce resistance.
    return { ck: "advancedTactics", value: (src) => numericBonus(src, "advancedTactics") };
  }
  if (!options.includeRandomRewards) return undefined;
  const entry = GB_LEVELING_ORDER_CHANCE_TABLE[gbKey];
  if (!entry) return undefined;
  const spec = (entry.e as Record<string, number | "fpPer24h" | "randomRewardPer24h" | undefined>)[
    reward
  ];
  if (spec === undefined) return undefined;
  const e =
    spec === "fpPer24h"
      ? options.fpPer24h
      : spec === "randomRewardPer24h"
        ? options.randomRewardPer24h
        : spec;
  const ck = entry.ck;
  return {
    ck,
    value: (src) => {
      const trials = numericBonus(src, "trials");
      const chance = numericBonus(src, ck);
      // A chance without a known number of trials is unknown, not 0.
      if (trials === undefined || chance === undefined) return undefined;
      return Math.floor(e * trials * (chance / 100));
    },
  };
}

/**
 * Bonus table `B(g, L)` of the chosen kind (§4.1) as an array indexed by level (index 0 = 0),
 * with derived chance / advanced-tactics values added and gaps filled; `null` when the GB is not
 * eligible (no value at level 1).
 */
export function bonusTable(
  gb: GreatBuilding,
  options: GbLevelingBonusOptions,
): Float64Array | null {
  if (!Array.isArray(gb.levels)) return null;
  const n = gb.levels.length;
  const table = new Float64Array(n + 1);
  const known = new Uint8Array(n + 1);
  const derivation = derivationFor(gb.key, options);
  let src: Record<string, number> | undefined;
  for (let level = 1; level <= n; level++) {
    const bonus = gb.levels[level - 1]?.bonus;
    const own = numericBonus(bonus, options.reward);
    let derived: number | undefined;
    if (derivation) {
      if (bonus && numericBonus(bonus, derivation.ck) !== undefined) src = bonus;
      if (src) derived = derivation.value(src);
    }
    if (own !== undefined && derived !== undefined) {
      table[level] = own + derived;
      known[level] = 1;
    } else if (own !== undefined || derived !== undefined) {
      table[level] = (own ?? derived) as number;
      known[level] = 1;
    }
    // Not eligible without a value at level 1: stop before reading the other levels.
    if (level === 1 && !known[1]) return null;
  }
  if (n < 1) return null;
  const linearFp = options.reward === "forgePoints";
  for (let level = 2; level <= n; level++) {
    if (known[level]) continue;
    // FP bonuses grow linearly with the level; other kinds keep the previous level's value.
    table[level] =
      linearFp && level > 10
        ? Math.floor(((table[10] as number) * level) / 10)
        : (table[level - 1] as number);
  }
  return table;
}
