/**
 * The GB leveling order planner without the bundled game data (docs/tools/gb-leveling-order.md):
 * browsers import this module and pass a compact copy of the data as `data`, so that the 2 MB GB
 * data file is not part of their bundle. `../gb-leveling-order.ts` adds the bundled data as
 * the default.
 */
import type { GbKey, GreatBuilding } from "../data/types.js";
import {
  InvalidNumberError,
  UnknownDataError,
  UnknownGreatBuildingError,
  UnknownRewardError,
} from "../errors.js";
import { PRESTIGE_RULES, type GbRules } from "../gb-prestige.js";
import { readGbRules } from "../gb-rules.js";
import { planLevelUps, type GbLevelingPlannerGb } from "./planner.js";
import { isGbLevelingOrderReward, type GbLevelingOrderRewardKind } from "./rewards.js";
import { bonusTable, buildFp, isCompleteGb, ownerCostOfLevel } from "./tables.js";

export {
  GB_LEVELING_ORDER_POPULAR_REWARDS,
  GB_LEVELING_ORDER_RANDOM_REWARDS,
  GB_LEVELING_ORDER_REWARDS,
  isGbLevelingOrderReward,
  type GbLevelingOrderRandomRewardKind,
  type GbLevelingOrderRewardKind,
} from "./rewards.js";

/** GB data the planner reads: the `gbs.json` file shape (only `gbs` is used). */
export interface GbLevelingOrderDataset {
  readonly gbs: readonly GreatBuilding[];
}

/** Input of {@link computeGbLevelingOrder}; every field but `reward` is optional. */
export interface GbLevelingOrderInput {
  /** Bonus to maximise. */
  readonly reward: GbLevelingOrderRewardKind;
  /** Current level per GB: -1 = not built (default), 0 = placed; above the last level = last level. */
  readonly currentLevels?: Readonly<Partial<Record<GbKey, number>>>;
  /** Level every planned GB is brought to (capped at its last level); -1 = last level; 0 = nothing. Default 10. */
  readonly targetLevel?: number;
  /** FP value of one good when a GB must be built first (0 … 1). Default 0.2. */
  readonly goodsFpRatio?: number;
  /** FP income per day (integer ≥ 1); for the FP bonus without the eligible GBs' FP. Default 10. */
  readonly fpPer24h?: number;
  /** Percentage investors add to a place reward (90 = 1.9 threads). Default 90. */
  readonly investorPercentage?: number;
  /** Under Prestige: the percentage for gold levels (above 100), where the Arc gives its gold boost. Default `investorPercentage`. */
  readonly investorPercentageGold?: number;
  /** GBs left out of the levelling; they keep their level and bonus. Default []. */
  readonly lockedGbs?: readonly GbKey[];
  /** Also count GBs that give the bonus by chance (FP, goods, supplies, units only). Default false. */
  readonly includeRandomRewards?: boolean;
  /** Daily goods / supplies production, used for The Blue Galaxy's chance value. Default 10. */
  readonly randomRewardPer24h?: number;
  /** GBs considered (dataset order is kept). Default: every GB of the dataset. */
  readonly gbs?: readonly GbKey[];
  /** Injected game data; defaults to the bundled data. */
  readonly data?: GbLevelingOrderDataset;
  /**
   * "live" (default): owner costs from the data's five rewards; "prestige": from rewards computed
   * from each level's cost (docs/tools/gb-prestige.md), so GBs with every cost known are planned.
   */
  readonly rules?: GbRules;
}

/** One row of the plan: level `gb` from `from` (-1 = build it) to `to`, done `days` days from today. */
export interface GbLevelingOrderStep {
  gb: GbKey;
  from: number;
  to: number;
  /** Days from today after which the row's last level can be completed. */
  days: number;
  /** Sum of the chosen bonus over every eligible GB after this row. */
  totalBonus: number;
}

export interface GbLevelingOrderResult {
  /** GBs giving the bonus (locked ones included), dataset order. */
  eligibleGbs: GbKey[];
  plan: GbLevelingOrderStep[];
}

/** Input defaults (docs/tools/gb-leveling-order.md §3). */
export const GB_LEVELING_ORDER_DEFAULTS = {
  targetLevel: 10,
  goodsFpRatio: 0.2,
  fpPer24h: 10,
  investorPercentage: 90,
  includeRandomRewards: false,
  randomRewardPer24h: 10,
} as const;

interface CheckedInput {
  reward: GbLevelingOrderRewardKind;
  targetLevel: number;
  goodsFpRatio: number;
  fpPer24h: number;
  randomRewardPer24h: number;
  investorPercentage: number;
  investorPercentageGold: number;
  rules: GbRules;
  includeRandomRewards: boolean;
  currentLevels: Map<string, number>;
  lockedGbs: Set<string>;
  gbs: Set<string> | undefined;
  dataset: readonly GreatBuilding[];
}

function numberField(
  value: unknown,
  fallback: number,
  field: string,
  ok: (v: number) => boolean,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !ok(value)) throw new InvalidNumberError(field);
  return value;
}

function isLevel(v: number): boolean {
  return Number.isInteger(v) && v >= -1;
}

/** A list of GB keys of the dataset (`lockedGbs`, `gbs`); anything else names an unknown GB. */
function keyList(
  value: unknown,
  field: string,
  known: ReadonlySet<string>,
): Set<string> | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new UnknownGreatBuildingError(field);
  const keys = new Set<string>();
  for (const key of value as unknown[]) {
    if (typeof key !== "string" || !known.has(key)) throw new UnknownGreatBuildingError(field);
    keys.add(key);
  }
  return keys;
}

/** The GBs of injected data; a malformed dataset is refused rather than read. */
function datasetOf(data: unknown): readonly GreatBuilding[] {
  const gbs: unknown =
    data !== null && typeof data === "object" ? (data as { gbs?: unknown }).gbs : undefined;
  if (!Array.isArray(gbs)) throw new UnknownDataError("data");
  for (const gb of gbs as unknown[]) {
    if (
      gb === null ||
      typeof gb !== "object" ||
      typeof (gb as { key?: unknown }).key !== "string"
    ) {
      throw new UnknownDataError("data");
    }
  }
  return gbs as readonly GreatBuilding[];
}

/** Input checks of docs/tools/gb-leveling-order.md §3, in the documented order; `bundled` gives the data when none is injected. */
function checkInput(
  input: GbLevelingOrderInput,
  bundled: (() => readonly GreatBuilding[]) | undefined,
): CheckedInput {
  const i: Partial<Record<keyof GbLevelingOrderInput, unknown>> =
    input !== null && typeof input === "object"
      ? (input as Partial<Record<keyof GbLevelingOrderInput, unknown>>)
      : {};
  if (!isGbLevelingOrderReward(i.reward)) throw new UnknownRewardError("reward");
  const reward = i.reward;
  const d = GB_LEVELING_ORDER_DEFAULTS;
  const targetLevel = numberField(i.targetLevel, d.targetLevel, "targetLevel", isLevel);
  const goodsFpRatio = numberField(
    i.goodsFpRatio,
    d.goodsFpRatio,
    "goodsFpRatio",
    (v) => v >= 0 && v <= 1,
  );
  // Amounts above 2^53 could not be counted exactly (docs/tools/gb-leveling-order.md §4.5) and could overflow the chance
  // values of The Blue Galaxy, so the two productions are limited to safe integers' range.
  const fpPer24h = numberField(
    i.fpPer24h,
    d.fpPer24h,
    "fpPer24h",
    (v) => Number.isSafeInteger(v) && v >= 1,
  );
  const randomRewardPer24h = numberField(
    i.randomRewardPer24h,
    d.randomRewardPer24h,
    "randomRewardPer24h",
    (v) => Number.isFinite(v) && v >= 1 && v <= Number.MAX_SAFE_INTEGER,
  );
  const investorPercentage = numberField(
    i.investorPercentage,
    d.investorPercentage,
    "investorPercentage",
    (v) => Number.isFinite(v) && v >= 0,
  );

  const investorPercentageGold = numberField(
    i.investorPercentageGold,
    investorPercentage,
    "investorPercentageGold",
    (v) => Number.isFinite(v) && v >= 0,
  );

  const rules = readGbRules(i);

  let dataset: readonly GreatBuilding[];
  if (i.data !== undefined) dataset = datasetOf(i.data);
  else if (bundled !== undefined) dataset = bundled();
  else throw new UnknownDataError("data");
  const known = new Set<string>(dataset.map((gb) => gb.key));

  const currentLevels = new Map<string, number>();
  if (i.currentLevels !== undefined) {
    const levels = i.currentLevels;
    if (levels === null || typeof levels !== "object" || Array.isArray(levels)) {
      throw new UnknownGreatBuildingError("currentLevels");
    }
    for (const [key, value] of Object.entries(levels)) {
      if (!known.has(key)) throw new UnknownGreatBuildingError("currentLevels");
      if (value === undefined) continue; // an explicit undefined counts as missing (-1)
      if (typeof value !== "number" || !isLevel(value))
        throw new InvalidNumberError("currentLevels");
      currentLevels.set(key, value);
    }
  }
  const lockedGbs = keyList(i.lockedGbs, "lockedGbs", known) ?? new Set<string>();
  const gbs = keyList(i.gbs, "gbs", known);

  return {
    reward,
    targetLevel,
    goodsFpRatio,
    fpPer24h,
    randomRewardPer24h,
    investorPercentage,
    investorPercentageGold,
    rules,
    // Not an error field in docs/tools/gb-leveling-order.md: anything but `true` means "no".
    includeRandomRewards: i.includeRandomRewards === true,
    currentLevels,
    lockedGbs,
    gbs,
    dataset,
  };
}

/** The investors' percentage for level `level`: the gold one for a Prestige gold level. */
function percentageOf(c: CheckedInput, level: number): number {
  return c.rules === "prestige" && level > PRESTIGE_RULES.lastCopperLevel
    ? c.investorPercentageGold
    : c.investorPercentage;
}

/**
 * {@link computeGbLevelingOrder} on the injected `input.data`, or on `bundled()` when there is
 * none (`UnknownDataError` on field `data` without either).
 */
export function computeGbLevelingOrderWith(
  input: GbLevelingOrderInput,
  bundled?: () => readonly GreatBuilding[],
): GbLevelingOrderResult {
  const c = checkInput(input, bundled);
  const options = {
    reward: c.reward,
    includeRandomRewards: c.includeRandomRewards,
    fpPer24h: c.fpPer24h,
    randomRewardPer24h: c.randomRewardPer24h,
  };

  const eligibleGbs: GbKey[] = [];
  const planner: GbLevelingPlannerGb[] = [];
  for (const gb of c.dataset) {
    if (c.gbs !== undefined && !c.gbs.has(gb.key)) continue;
    // Complete GBs with a value at level 1 (the cheaper bonus test first; the result is the same).
    const bonus = bonusTable(gb, options);
    if (bonus === null || !isCompleteGb(gb, c.rules)) continue;
    eligibleGbs.push(gb.key);

    const n = gb.levels.length;
    const level = Math.min(c.currentLevels.get(gb.key) ?? -1, n);
    const cap = c.targetLevel === -1 ? n : Math.min(c.targetLevel, n);
    const planned = !c.lockedGbs.has(gb.key) && c.targetLevel !== 0 && level < cap;
    const ownerCost = new Float64Array(n + 1);
    if (planned) {
      for (let l = Math.max(level, 0) + 1; l <= cap; l++)
        ownerCost[l] = ownerCostOfLevel(gb, l, percentageOf(c, l), c.rules);
    }
    planner.push({
      key: gb.key,
      bonus,
      level,
      cap,
      planned,
      buildFp: level === -1 && planned ? buildFp(gb, c.goodsFpRatio) : 0,
      ownerCost,
    });
  }

  return { eligibleGbs, plan: planLevelUps(planner, c.fpPer24h, c.reward === "forgePoints") };
}
