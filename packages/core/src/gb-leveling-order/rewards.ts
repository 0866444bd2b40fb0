/**
 * Bonus kinds offered by the GB leveling order planner (docs/tools/gb-leveling-order.md §3) and the
 * chance-reward table of §4.1.
 */

/** The "Popular" group of the reward select. */
export const GB_LEVELING_ORDER_POPULAR_REWARDS = ["forgePoints", "militaryBoost"] as const;

/**
 * The 33 bonus kinds the planner can maximise, in the order of the documented "all" group (sorted by
 * English name). `goodsAfterModern`, `trials` and `algorithmicCore` are deliberately absent.
 */
export const GB_LEVELING_ORDER_REWARDS = [
  "forgePoints",
  "militaryBoost",
  "supportPool",
  "guildGoods",
  "relicHunt",
  "happiness",
  "supplies",
  "plunderRepel",
  "goods",
  "population",
  "medals",
  "supplyBoost",
  "coins",
  "coinBoost",
  "fierceResistance",
  "questRewardBoost",
  "militaryUnits",
  "aidGoods",
  "plunderGoods",
  "contributionBoost",
  "aidBlueprints",
  "criticalHit",
  "helpingHands",
  "plunderAndPillage",
  "firstStrike",
  "doubleCollection",
  "advancedTactics",
  "spoilsOfWar",
  "missileLaunch",
  "previousEraGoods",
  "diplomaticGifts",
  "specialGoods",
  "mysteriousShards",
] as const;

/** A bonus kind the planner can maximise (`bonus.json` key). */
export type GbLevelingOrderRewardKind = (typeof GB_LEVELING_ORDER_REWARDS)[number];

/** Kinds for which GBs that give the bonus only by chance can be counted too. */
export const GB_LEVELING_ORDER_RANDOM_REWARDS = [
  "forgePoints",
  "goods",
  "supplies",
  "militaryUnits",
] as const;

/** A bonus kind with a chance-reward table (`includeRandomRewards`). */
export type GbLevelingOrderRandomRewardKind = (typeof GB_LEVELING_ORDER_RANDOM_REWARDS)[number];

const REWARD_SET: ReadonlySet<string> = new Set(GB_LEVELING_ORDER_REWARDS);

/** True when `value` is one of the 33 kinds the planner accepts. */
export function isGbLevelingOrderReward(value: unknown): value is GbLevelingOrderRewardKind {
  return typeof value === "string" && REWARD_SET.has(value);
}

/**
 * Expected reward per trial of a chance bonus, by GB: `ck` is the bonus kind holding the chance
 * (%), `e` the expected amount of the planned kind per successful trial (`"fpPer24h"` /
 * `"randomRewardPer24h"` = that input). Kinds missing from `e` have no derived value.
 */
export interface GbLevelingOrderChanceEntry {
  ck: string;
  e: Partial<Record<GbLevelingOrderRandomRewardKind, number | "fpPer24h" | "randomRewardPer24h">>;
}

export const GB_LEVELING_ORDER_CHANCE_TABLE: Readonly<Record<string, GbLevelingOrderChanceEntry>> =
  {
    // 18.5 = 25 %·10 + 12 %·50 + 5 %·200 FP; 6.9 = 24 %·10 + 8 %·25 + 3 %·50 + 1 %·100 goods;
    // 1.2 = 16 %·5 + 4 %·10 units.
    Himeji_Castle: { ck: "spoilsOfWar", e: { forgePoints: 18.5, goods: 6.9, militaryUnits: 1.2 } },
    Space_Carrier: {
      ck: "diplomaticGifts",
      e: { forgePoints: 18.5, goods: 6.9, militaryUnits: 1.2 },
    },
    The_Blue_Galaxy: {
      ck: "doubleCollection",
      e: { forgePoints: "fpPer24h", goods: "randomRewardPer24h", supplies: "randomRewardPer24h" },
    },
  };
