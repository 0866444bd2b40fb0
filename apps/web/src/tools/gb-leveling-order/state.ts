/**
 * State of the GB leveling order page and where it is kept (docs/tools/gb-leveling-order.md §7,
 * docs/site.md §7): current levels in `profile.gb[GbKey].yourLevel` (-1 by default), locks per GB and
 * per bonus kind in `profile.gb[GbKey].gblo[kind].ignore`, and the other inputs (the documented
 * proposed improvement) under `profile.tools["gb-leveling-order"]`. The permalink carries all of
 * it. Every reader turns any stored value into a valid state.
 */
import { GB_KEYS, type GbKey } from "@foe-toolbox/core/data/types";
import {
  GB_LEVELING_ORDER_DEFAULTS,
  type GbLevelingOrderInput,
} from "@foe-toolbox/core/gb-leveling-order/compute";
import {
  GB_LEVELING_ORDER_RANDOM_REWARDS,
  isGbLevelingOrderReward,
  type GbLevelingOrderRewardKind,
} from "@foe-toolbox/core/gb-leveling-order/rewards";
import { PRESTIGE_RULES, type GbRules } from "@foe-toolbox/core/gb-prestige";
import { encodePermalink, readBoolean, readNumber } from "@/platform/calculator/permalink";
import { rulesPermalinkFields } from "@/platform/gb-rules/rules-param";
import { isPlainObject } from "@/lib/storage/sanitize";

export const TOOL_KEY = "gb-leveling-order";

/** What a number field holds: a number (NaN while unreadable), or "" while empty. */
export type FieldValue = number | "";

export interface LevelingSettings {
  /** No bonus until the player chooses one (no plan before). */
  reward: GbLevelingOrderRewardKind | null;
  targetLevel: FieldValue;
  goodsFpRatio: FieldValue;
  fpPer24h: FieldValue;
  investorPercentage: FieldValue;
  /** Prestige only, when the plan has copper and gold levels: the gold levels' investor bonus. */
  investorPercentageGold: FieldValue;
  includeRandomRewards: boolean;
  randomRewardPer24h: FieldValue;
}

export const DEFAULT_SETTINGS: LevelingSettings = {
  reward: null,
  targetLevel: GB_LEVELING_ORDER_DEFAULTS.targetLevel,
  goodsFpRatio: GB_LEVELING_ORDER_DEFAULTS.goodsFpRatio,
  fpPer24h: GB_LEVELING_ORDER_DEFAULTS.fpPer24h,
  investorPercentage: GB_LEVELING_ORDER_DEFAULTS.investorPercentage,
  investorPercentageGold: GB_LEVELING_ORDER_DEFAULTS.investorPercentage,
  includeRandomRewards: GB_LEVELING_ORDER_DEFAULTS.includeRandomRewards,
  randomRewardPer24h: GB_LEVELING_ORDER_DEFAULTS.randomRewardPer24h,
};

/** Current level of a GB that has none stored: not built. */
export const NOT_BUILT = -1;

const GB_KEY_SET: ReadonlySet<string> = new Set(GB_KEYS);

export function isKnownGbKey(key: unknown): key is GbKey {
  return typeof key === "string" && GB_KEY_SET.has(key);
}

/**
 * A stored field value: numbers as they are (an out-of-range value is shown with its message,
 * not silently replaced), "" while empty; anything else (null from a NaN, junk) the default.
 */
function fieldValue(value: unknown, fallback: number): FieldValue {
  return typeof value === "number" || value === "" ? value : fallback;
}

/** Settings saved before Prestige have no gold bonus: the gold levels take the copper one. */
export function sanitizeSettings(stored: unknown): LevelingSettings {
  if (!isPlainObject(stored)) return DEFAULT_SETTINGS;
  const d = DEFAULT_SETTINGS;
  const investorPercentage = fieldValue(
    stored.investorPercentage,
    GB_LEVELING_ORDER_DEFAULTS.investorPercentage,
  );
  return {
    reward: isGbLevelingOrderReward(stored.reward) ? stored.reward : null,
    targetLevel: fieldValue(stored.targetLevel, GB_LEVELING_ORDER_DEFAULTS.targetLevel),
    goodsFpRatio: fieldValue(stored.goodsFpRatio, GB_LEVELING_ORDER_DEFAULTS.goodsFpRatio),
    fpPer24h: fieldValue(stored.fpPer24h, GB_LEVELING_ORDER_DEFAULTS.fpPer24h),
    investorPercentage,
    investorPercentageGold:
      stored.investorPercentageGold === undefined
        ? investorPercentage
        : fieldValue(stored.investorPercentageGold, numberOf(investorPercentage)),
    includeRandomRewards:
      typeof stored.includeRandomRewards === "boolean"
        ? stored.includeRandomRewards
        : d.includeRandomRewards,
    randomRewardPer24h: fieldValue(
      stored.randomRewardPer24h,
      GB_LEVELING_ORDER_DEFAULTS.randomRewardPer24h,
    ),
  };
}

// ---------------------------------------------------------------- profile.gb

type ProfileGb = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Current level of every GB with one stored (others are not built). */
export function levelsFromProfile(gb: ProfileGb): Record<string, FieldValue> {
  const levels: Record<string, FieldValue> = {};
  for (const [key, settings] of Object.entries(gb)) {
    if (!isKnownGbKey(key) || !isPlainObject(settings)) continue;
    const level = settings.yourLevel;
    if (typeof level === "number" || level === "") levels[key] = level;
  }
  return levels;
}

/** GBs locked for `reward` (in GB data order). */
export function locksFromProfile(gb: ProfileGb, reward: GbLevelingOrderRewardKind): GbKey[] {
  return GB_KEYS.filter((key) => {
    const gblo = gb[key]?.gblo;
    if (!isPlainObject(gblo)) return false;
    const lock = gblo[reward];
    return isPlainObject(lock) && lock.ignore === true;
  });
}

/** `gb` with the current level of `key` set, the GB's other settings kept. */
export function withLevel(
  gb: ProfileGb,
  key: GbKey,
  level: FieldValue,
): Record<string, Record<string, unknown>> {
  return { ...gb, [key]: { ...gb[key], yourLevel: level } };
}

/** `gb` with the lock of `key` for `reward` set, other kinds' locks and settings kept. */
export function withLock(
  gb: ProfileGb,
  key: GbKey,
  reward: GbLevelingOrderRewardKind,
  locked: boolean,
): Record<string, Record<string, unknown>> {
  const settings = gb[key] ?? {};
  const gblo = isPlainObject(settings.gblo) ? settings.gblo : {};
  const lock = isPlainObject(gblo[reward]) ? gblo[reward] : {};
  return {
    ...gb,
    [key]: { ...settings, gblo: { ...gblo, [reward]: { ...lock, ignore: locked } } },
  };
}

export function toggled(list: readonly GbKey[], key: GbKey): GbKey[] {
  return list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
}

// ---------------------------------------------------------------- planner input

/** An empty field counts as 0 (docs/site.md §13). */
export function numberOf(value: FieldValue): number {
  return value === "" ? 0 : value;
}

export function isRandomReward(reward: GbLevelingOrderRewardKind | null): boolean {
  return (
    reward !== null && (GB_LEVELING_ORDER_RANDOM_REWARDS as readonly string[]).includes(reward)
  );
}

/** The production field is shown (and used) for chance goods or supplies only. */
export function usesProduction(settings: LevelingSettings): boolean {
  return (
    settings.includeRandomRewards && (settings.reward === "goods" || settings.reward === "supplies")
  );
}

/**
 * The planner input of the page. Hidden fields are left out, so that a value left invalid in a
 * field that is no longer shown cannot block the plan without a visible message.
 */
/**
 * Under Prestige, whether the plan can build copper and gold levels (docs/tools/gb-prestige.md):
 * the target is above the last copper level and some planned GB is still below it. Only then
 * does the page ask for a second, gold, investor bonus.
 */
export function splitsTiers(
  settings: LevelingSettings,
  levels: Readonly<Record<string, FieldValue>>,
  locked: readonly GbKey[],
  eligible: readonly GbKey[],
  rules: GbRules,
): boolean {
  if (rules !== "prestige") return false;
  const last = PRESTIGE_RULES.lastCopperLevel;
  const target = numberOf(settings.targetLevel);
  if (target !== -1 && target <= last) return false;
  return eligible.some((key) => !locked.includes(key) && numberOf(levels[key] ?? NOT_BUILT) < last);
}

export function plannerInput(
  settings: LevelingSettings & { reward: GbLevelingOrderRewardKind },
  levels: Readonly<Record<string, FieldValue>>,
  locked: readonly GbKey[],
  eligible: readonly GbKey[],
  rules: GbRules = "live",
): Omit<GbLevelingOrderInput, "data"> {
  const currentLevels: Partial<Record<GbKey, number>> = {};
  for (const key of eligible) currentLevels[key] = numberOf(levels[key] ?? NOT_BUILT);
  return {
    reward: settings.reward,
    currentLevels,
    targetLevel: numberOf(settings.targetLevel),
    goodsFpRatio: numberOf(settings.goodsFpRatio),
    fpPer24h: numberOf(settings.fpPer24h),
    investorPercentage: numberOf(settings.investorPercentage),
    ...(splitsTiers(settings, levels, locked, eligible, rules)
      ? { investorPercentageGold: numberOf(settings.investorPercentageGold) }
      : {}),
    ...(rules === "prestige" ? { rules } : {}),
    lockedGbs: [...locked],
    ...(isRandomReward(settings.reward)
      ? { includeRandomRewards: settings.includeRandomRewards }
      : {}),
    ...(usesProduction(settings)
      ? { randomRewardPer24h: numberOf(settings.randomRewardPer24h) }
      : {}),
  };
}

// ---------------------------------------------------------------- permalink

export interface LevelingPermalink {
  settings: LevelingSettings;
  /** Current levels other than "not built". */
  levels: Record<string, number>;
  /** Locks of the permalink's bonus. */
  locked: GbKey[];
}

const LEVEL_SEPARATOR = ":";

/** The link of the page; the rules and the gold bonus only under Prestige (live links as before). */
export function permalinkQuery(
  settings: LevelingSettings,
  levels: Readonly<Record<string, FieldValue>>,
  locked: readonly GbKey[],
  rules: GbRules = "live",
): string {
  const n = (value: FieldValue) => numberOf(value);
  const levelList = GB_KEYS.filter(
    (key) => levels[key] !== undefined && numberOf(levels[key]!) !== NOT_BUILT,
  ).map((key) => `${key}${LEVEL_SEPARATOR}${numberOf(levels[key]!)}`);
  return encodePermalink({
    ...rulesPermalinkFields(rules),
    ...(rules === "prestige" ? { pctg: n(settings.investorPercentageGold) } : {}),
    reward: settings.reward ?? undefined,
    target: n(settings.targetLevel),
    ratio: n(settings.goodsFpRatio),
    fp: n(settings.fpPer24h),
    pct: n(settings.investorPercentage),
    random: settings.includeRandomRewards,
    production: n(settings.randomRewardPer24h),
    levels: levelList.length > 0 ? levelList : undefined,
    locked: locked.length > 0 ? [...locked] : undefined,
  });
}

function readList(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  return raw ? raw.split(",").filter((item) => item !== "") : [];
}

/** The state of a permalink; values missing or unreadable take their defaults, unknown GBs are dropped. */
export function parsePermalink(params: URLSearchParams): LevelingPermalink {
  const d = DEFAULT_SETTINGS;
  const reward = params.get("reward");
  const investorPercentage = readNumber(params, "pct") ?? d.investorPercentage;
  const settings: LevelingSettings = {
    reward: isGbLevelingOrderReward(reward) ? reward : null,
    targetLevel: readNumber(params, "target") ?? d.targetLevel,
    goodsFpRatio: readNumber(params, "ratio") ?? d.goodsFpRatio,
    fpPer24h: readNumber(params, "fp") ?? d.fpPer24h,
    investorPercentage,
    // Links from before Prestige have no gold bonus: the gold levels take the copper one.
    investorPercentageGold: readNumber(params, "pctg") ?? investorPercentage,
    includeRandomRewards: readBoolean(params, "random") ?? d.includeRandomRewards,
    randomRewardPer24h: readNumber(params, "production") ?? d.randomRewardPer24h,
  };
  const levels: Record<string, number> = {};
  for (const item of readList(params, "levels")) {
    const at = item.lastIndexOf(LEVEL_SEPARATOR);
    const key = item.slice(0, at);
    const raw = item.slice(at + 1);
    const level = Number(raw);
    if (at > 0 && isKnownGbKey(key) && raw.trim() !== "" && Number.isFinite(level))
      levels[key] = level;
  }
  const locked = GB_KEYS.filter((key) => readList(params, "locked").includes(key));
  return { settings, levels, locked };
}
