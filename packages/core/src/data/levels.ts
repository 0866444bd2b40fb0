// Typed access to one bundled data file (provenance in data/README.md).
import { getGreatBuilding } from "./gbs.js";
import type { GreatBuilding } from "./types.js";

/** One patron place's reward as the calculators use it (`bp` / `medals` absent when unknown). */
export interface GbLevelReward {
  fp: number;
  bp?: number;
  medals?: number;
}

/**
 * One level in calculator form: level N at index N-1. `cost` is `null` when unknown, `reward`
 * is `null` when the patron rewards of that level are unknown — callers must say "unknown"
 * instead of computing with a missing value.
 */
export interface GbLevel {
  cost: number | null;
  reward: GbLevelReward[] | null;
}

/** The calculator form of a GB's level table (the form `"gb": "<key>"` stands for in the vectors). */
export function toGbLevels(gb: GreatBuilding): GbLevel[] {
  return gb.levels.map((row) => {
    const rewards = row.rewards;
    return {
      cost: row.cost,
      reward: rewards
        ? [0, 1, 2, 3, 4].map((i) => {
            const reward: GbLevelReward = { fp: rewards.fp[i]! };
            const bp = rewards.blueprints?.[i];
            const medals = rewards.medals?.[i];
            if (bp != null) reward.bp = bp;
            if (medals != null) reward.medals = medals;
            return reward;
          })
        : null,
    };
  });
}

/** The calculator form of the level table of the GB `key`; `undefined` for an unknown key. */
export function getGbLevels(key: string): GbLevel[] | undefined {
  const gb = getGreatBuilding(key);
  return gb ? toGbLevels(gb) : undefined;
}

/**
 * The FP a GB produces per 24 h at each level, from the game data (index N-1 for level N; `null`
 * where the data does not know the level's production), in the form `fpProduction` of `computePowerLevelingPlan` takes.
 * `undefined` for an unknown key or a GB that produces no FP at any known level.
 */
export function getGbFpProduction(key: string): (number | null)[] | undefined {
  const gb = getGreatBuilding(key);
  if (!gb) return undefined;
  const list = gb.levels.map((row) => (row.bonus ? (row.bonus["forgePoints"] ?? 0) : null));
  return list.some((fp) => fp !== null && fp > 0) ? list : undefined;
}
