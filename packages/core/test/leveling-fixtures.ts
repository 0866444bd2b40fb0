/**
 * Shared fixtures of the GB leveling order tests: small synthetic GBs whose place rewards are 0
 * (then the owner cost of a level is its whole cost), real GBs and error capture.
 */
import { getGreatBuilding, type GbKey, type GreatBuilding } from "../src/data/index.js";
import { computeGbLevelingOrder, type GbLevelingOrderInput } from "../src/gb-leveling-order.js";

export interface SynthLevel {
  cost: number | null;
  bonus: Record<string, number | null> | null;
  fp?: number[] | null;
}

/** A GB with the given levels; place rewards default to 0 so that owner cost = level cost. */
export function synthGb(
  key: GbKey,
  levels: SynthLevel[],
  goods: Record<string, number> | null = null,
): GreatBuilding {
  return {
    key,
    gameId: `X_${key}`,
    name: key,
    shortName: key,
    age: "NoAge",
    size: null,
    buildCost: { goods },
    levelUnlockCost: null,
    bonusKinds: [],
    status: "test",
    sources: {},
    coverage: {
      maxLevel: levels.length,
      costsFromLevel: 1,
      sourceLevels2021: null,
      medalsThroughLevel: 0,
      blueprintsThroughLevel: 0,
      bonusThroughLevel: 0,
    },
    levels: levels.map((l, i) => ({
      level: i + 1,
      cost: l.cost,
      rewards:
        l.fp === null
          ? null
          : {
              fp: (l.fp ?? [0, 0, 0, 0, 0]) as [number, number, number, number, number],
              medals: null,
              blueprints: null,
            },
      bonus: l.bonus as Record<string, number> | null,
    })),
  };
}

export function lv(
  cost: number | null,
  bonus: Record<string, number | null> | null,
  fp?: number[] | null,
): SynthLevel {
  return fp === undefined ? { cost, bonus } : { cost, bonus, fp };
}

export function realGb(key: GbKey): GreatBuilding {
  const gb = getGreatBuilding(key);
  if (!gb) throw new Error(key);
  return gb;
}

export function thrown(input: unknown): { name: string; field: unknown } | undefined {
  try {
    computeGbLevelingOrder(input as GbLevelingOrderInput);
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  return undefined;
}

export const FP_GBS: GbKey[] = [
  "Hagia_Sophia",
  "Castel_del_Monte",
  "Cape_Canaveral",
  "Innovation_Tower",
  "Arctic_Orangery",
  "The_Kraken",
];

/** A synthetic GB as a chain of level-ups (rewards 0, build goods at ratio 1). */
export interface Chain {
  key: GbKey;
  start: number; // -1 or 0
  costs: number[]; // level costs (owner cost: rewards are 0)
  bonus: number[]; // B(1..n)
  goods: number; // build goods, goodsFpRatio 1
}

export function synthChainGb(chain: Chain): GreatBuilding {
  return {
    key: chain.key,
    gameId: chain.key,
    name: chain.key,
    shortName: chain.key,
    age: "NoAge",
    size: null,
    buildCost: { goods: { g: chain.goods } },
    levelUnlockCost: null,
    bonusKinds: ["happiness"],
    status: "test",
    sources: {},
    coverage: {
      maxLevel: chain.costs.length,
      costsFromLevel: 1,
      sourceLevels2021: null,
      medalsThroughLevel: 0,
      blueprintsThroughLevel: 0,
      bonusThroughLevel: 0,
    },
    levels: chain.costs.map((cost, i) => ({
      level: i + 1,
      cost,
      rewards: { fp: [0, 0, 0, 0, 0], medals: null, blueprints: null },
      bonus: { happiness: chain.bonus[i] as number },
    })),
  };
}
