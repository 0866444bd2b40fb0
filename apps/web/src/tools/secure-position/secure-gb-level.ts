/**
 * The level of a Great Building the secure-position tool can take its cost and place rewards from
 * (docs/tools/secure-position.md §5, docs/tools/gb-prestige.md): the data's cost or the one the
 * player entered, and the rewards of the level's places — the data's (or entered) live table of 5,
 * or under Prestige the rewards the core computes from the cost (5 places up to level 100, 7 above).
 * Pure functions, shared by the page and the box of the GB page.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  computePrestigeRewards,
  getPrestigePlaceCount,
  getPrestigeTier,
  PRESTIGE_RULES,
  type GbRules,
  type PrestigeTier,
} from "@foe-toolbox/core/gb-prestige";
import { completeRewards, type EnteredLevel } from "@/platform/gb-levels/entered-levels";

/** Number of places of a live reward table. */
export const LIVE_PLACE_COUNT = 5;

/** The places of one level as the secure tool offers them. */
export interface SecureLevelPlaces {
  /** The level's cost (entered, else the data's), null when neither knows it. */
  cost: number | null;
  /** True when `cost` is the player's value. */
  costEntered: boolean;
  /** Base FP reward of each place (P1 first), null when unknown (no cost, or no live table). */
  rewards: number[] | null;
  /** Places of the level under these rules: 5, or 7 for a gold level under Prestige. */
  placeCount: number;
  /** Tier of the level under Prestige (which Arc boost applies), null under live rules. */
  tier: PrestigeTier | null;
}

/** Number of places of target level `level` under `rules`. */
export function placeCountOf(rules: GbRules, level: number): number {
  return rules === "prestige" && isPrestigeLevel(level)
    ? getPrestigePlaceCount(level)
    : LIVE_PLACE_COUNT;
}

/** Tier of target level `level` under Prestige (null under live rules or for no valid level). */
export function tierOf(rules: GbRules, level: number): PrestigeTier | null {
  return rules === "prestige" && isPrestigeLevel(level) ? getPrestigeTier(level) : null;
}

function isPrestigeLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 1 && level <= PRESTIGE_RULES.maxLevel;
}

/**
 * The base rewards of a level under Prestige from its cost (null when the cost or level is not
 * one the rules accept); the Arc boost is applied by `securePlace` with `rules: "prestige"`.
 */
export function prestigeRewardsOf(level: number, cost: number | null): number[] | null {
  if (cost === null || !Number.isSafeInteger(cost) || cost < 1 || !isPrestigeLevel(level)) {
    return null;
  }
  return computePrestigeRewards({ level, cost }).places.map((p) => p.fp);
}

/**
 * What the tool knows of `level` (the level being built) of a GB: entered values replace the
 * data's (docs/tools/gb-prestige.md "Levels as the game shows them").
 */
export function secureLevelPlaces(
  levels: readonly GbLevel[],
  level: number,
  entered: EnteredLevel | undefined,
  rules: GbRules,
): SecureLevelPlaces {
  const row = Number.isInteger(level) && level >= 1 ? levels[level - 1] : undefined;
  const costEntered = entered?.cost !== undefined;
  const cost = entered?.cost ?? row?.cost ?? null;
  const placeCount = placeCountOf(rules, level);
  const tier = tierOf(rules, level);
  if (rules === "prestige") {
    return { cost, costEntered, rewards: prestigeRewardsOf(level, cost), placeCount, tier };
  }
  const live = completeRewards(entered) ?? row?.reward?.map((r) => r.fp) ?? null;
  return { cost, costEntered, rewards: live, placeCount, tier };
}
