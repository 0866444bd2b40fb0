/**
 * Typed access to the bundled game data. The JSON files live in `packages/core/data/`
 * (copied from the project's shared data set; provenance in `data/README.md`).
 */
import agesFile from "../../data/ages.json" with { type: "json" };
import bonusFile from "../../data/bonus.json" with { type: "json" };
import campaignFile from "../../data/campaign.json" with { type: "json" };
import gbsFile from "../../data/gbs.json" with { type: "json" };
import goodsFile from "../../data/goods.json" with { type: "json" };
import rqQuestsFile from "../../data/rq-quests.json" with { type: "json" };
import specialGoodsFile from "../../data/special-goods.json" with { type: "json" };
import type {
  Age,
  AgeKey,
  AgesFile,
  BonusFile,
  CampaignAge,
  CampaignFile,
  GbBonusKind,
  GbKey,
  Good,
  GoodsFile,
  GoodsProductionOption,
  GbsFile,
  GreatBuilding,
  RecurringQuestAge,
  RecurringQuestsFile,
  SpecialGood,
  SpecialGoodsFile,
} from "./types.js";
import { AGE_KEYS, GB_KEYS } from "./types.js";

export * from "./types.js";

// The JSON modules are typed by TypeScript as wide literal types; these casts pin them to the
// documented schema (checked at test time by data.test.ts and the data validator).
const GBS = gbsFile as unknown as GbsFile;
const AGES = agesFile as unknown as AgesFile;
const GOODS = goodsFile as unknown as GoodsFile;
const SPECIAL_GOODS = specialGoodsFile as unknown as SpecialGoodsFile;
const CAMPAIGN = campaignFile as unknown as CampaignFile;
const RQ_QUESTS = rqQuestsFile as unknown as RecurringQuestsFile;
const BONUS = bonusFile as unknown as BonusFile;

const gbByKey = new Map<string, GreatBuilding>(GBS.gbs.map((gb) => [gb.key, gb]));
const ageByKey = new Map<string, Age>(AGES.ages.map((age) => [age.key, age]));
const goodByKey = new Map<string, Good>(GOODS.goods.map((good) => [good.key, good]));

/** True when `key` names a Great Building of the bundled data. */
export function isGbKey(key: unknown): key is GbKey {
  return typeof key === "string" && gbByKey.has(key);
}

/** True when `key` names an age of the bundled data. */
export function isAgeKey(key: unknown): key is AgeKey {
  return typeof key === "string" && ageByKey.has(key);
}

/** The Great Building with this key, or `undefined` when there is none. */
export function getGreatBuilding(key: string): GreatBuilding | undefined {
  return gbByKey.get(key);
}

/** Every Great Building, in the order of the data file (by age, then release). */
export function listGreatBuildings(): readonly GreatBuilding[] {
  return GBS.gbs;
}

/** Every age in game order (NoAge first). */
export function listAges(): readonly Age[] {
  return AGES.ages;
}

export function getAge(key: string): Age | undefined {
  return ageByKey.get(key);
}

/** Position of an age in game order (0 for NoAge), or -1 for an unknown key. */
export function getAgeIndex(key: string): number {
  return (AGE_KEYS as readonly string[]).indexOf(key);
}

export function listGoods(): readonly Good[] {
  return GOODS.goods;
}

export function getGood(key: string): Good | undefined {
  return goodByKey.get(key);
}

/** The four production runs of a goods building of `age` (Bronze Age … Venus only). */
export function getGoodsProductionOptions(age: AgeKey): readonly GoodsProductionOption[] | undefined {
  return GOODS.productionOptions[age];
}

export function listSpecialGoods(): readonly SpecialGood[] {
  return SPECIAL_GOODS.specialGoods;
}

/** Continent-map (campaign) data of every age that has one. */
export function listCampaignAges(): readonly CampaignAge[] {
  return CAMPAIGN.ages;
}

export function getCampaignAge(age: string): CampaignAge | undefined {
  return CAMPAIGN.ages.find((a) => a.age === age);
}

/** Recurring-quest costs and rewards per age (Château Frontenac planning). */
export function listRecurringQuests(): readonly RecurringQuestAge[] {
  return RQ_QUESTS.ages;
}

export function getRecurringQuests(age: string): RecurringQuestAge | undefined {
  return RQ_QUESTS.ages.find((a) => a.age === age);
}

export function listGbBonusKinds(): readonly GbBonusKind[] {
  return BONUS.gbBonusKinds;
}

export function getGbBonusKind(key: string): GbBonusKind | undefined {
  return BONUS.gbBonusKinds.find((kind) => kind.key === key);
}

/** Provenance of every data file: source id -> title, repository, commit, date, licence. */
export function getDataSources(): Record<string, GbsFile["meta"]["sources"]> {
  return {
    gbs: GBS.meta.sources,
    ages: AGES.meta.sources,
    goods: GOODS.meta.sources,
    specialGoods: SPECIAL_GOODS.meta.sources,
    campaign: CAMPAIGN.meta.sources,
    rqQuests: RQ_QUESTS.meta.sources,
    bonus: BONUS.meta.sources,
  };
}

// ---------------------------------------------------------------- levels in calculator form

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

/** The calculator form of a GB's level table (`"gb": "<key>"` in the spec vectors). */
export function getGbLevels(key: string): GbLevel[] | undefined {
  const gb = gbByKey.get(key);
  if (!gb) return undefined;
  return gb.levels.map((row) => ({
    cost: row.cost,
    reward: row.rewards
      ? [0, 1, 2, 3, 4].map((i) => {
          const reward: GbLevelReward = { fp: row.rewards!.fp[i]! };
          const bp = row.rewards!.blueprints?.[i];
          const medals = row.rewards!.medals?.[i];
          if (bp != null) reward.bp = bp;
          if (medals != null) reward.medals = medals;
          return reward;
        })
      : null,
  }));
}

export { AGE_KEYS, GB_KEYS };
