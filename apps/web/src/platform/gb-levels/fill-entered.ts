/**
 * The player's entered levels where the data has none (docs/tools/gb-prestige.md, "Levels as the
 * game shows them"): the forecast, statistics and leveling order use entered values only to fill
 * gaps. Its own module, so that the GB page (which replaces values, `applyEnteredLevels`) does not
 * load it.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { GbDataLevel, GbLevelRewards } from "@foe-toolbox/core/data/types";
import { completeRewards, type EnteredLevel, type EnteredLevels } from "./entered-levels";

/**
 * The level table with the player's values where the data has none: a missing cost takes the entered
 * cost, a missing reward table the five entered rewards. `used` lists the levels filled.
 */
export function fillFromEntered(
  levels: readonly GbLevel[],
  entered: Readonly<Record<string, EnteredLevel>> | undefined,
): { levels: GbLevel[]; used: number[] } {
  const used: number[] = [];
  const filled = levels.map((row, index) => {
    const own = entered?.[String(index + 1)];
    if (!own) return row;
    const cost = row.cost ?? own.cost ?? null;
    const rewards = completeRewards(own);
    const reward = row.reward ?? (rewards ? rewards.map((fp) => ({ fp })) : null);
    if (cost === row.cost && reward === row.reward) return row;
    used.push(index + 1);
    return { ...row, cost, reward };
  });
  return { levels: filled, used };
}

/**
 * The GB data rows (`gbs.json` shape, as the leveling order reads them) with the player's values
 * where the data has none, like {@link fillFromEntered}; `used` lists the filled levels per GB.
 */
export function fillGbsFromEntered<G extends { key: string; levels: readonly GbDataLevel[] }>(
  gbs: readonly G[],
  entered: EnteredLevels,
): { gbs: G[]; used: Record<string, number[]> } {
  const used: Record<string, number[]> = {};
  const filled = gbs.map((gb) => {
    const own = entered[gb.key];
    if (!own) return gb;
    const levels = gb.levels.map((row, index) => {
      const mine = own[String(index + 1)];
      if (!mine) return row;
      const cost = row.cost ?? mine.cost ?? null;
      const rewards = completeRewards(mine);
      const fp = row.rewards?.fp;
      const known = Array.isArray(fp) && fp.every((v) => typeof v === "number");
      const nextRewards =
        known || !rewards
          ? row.rewards
          : {
              fp: rewards as GbLevelRewards["fp"],
              medals: row.rewards?.medals ?? null,
              blueprints: row.rewards?.blueprints ?? null,
            };
      if (cost === row.cost && nextRewards === row.rewards) return row;
      (used[gb.key] ??= []).push(index + 1);
      return { ...row, cost, rewards: nextRewards };
    });
    return used[gb.key] ? { ...gb, levels } : gb;
  });
  return { gbs: filled, used };
}
