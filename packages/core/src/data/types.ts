/**
 * Types of the bundled Forge of Empires game data (`packages/core/data/*.json`).
 * They describe the JSON exactly: `null` always means "unknown" and is never 0.
 */

/** Age keys in game order (FOE Tools style keys; the game's own ids are `Age.gameEraKey`). */
export const AGE_KEYS = [
  "NoAge",
  "StoneAge",
  "BronzeAge",
  "IronAge",
  "EarlyMiddleAges",
  "HighMiddleAges",
  "LateMiddleAges",
  "ColonialAge",
  "IndustrialAge",
  "ProgressiveEra",
  "ModernEra",
  "PostmodernEra",
  "ContemporaryEra",
  "Tomorrow",
  "TheFuture",
  "ArcticFuture",
  "OceanicFuture",
  "VirtualFuture",
  "SpaceAgeMars",
  "SpaceAgeAsteroidBelt",
  "SpaceAgeVenus",
  "SpaceAgeJupiterMoon",
  "SpaceAgeTitan",
  "SpaceAgeSpaceHub",
  "StellarAgeDiscovery",
] as const;
export type AgeKey = (typeof AGE_KEYS)[number];

/** Great Building keys, in the order of the data file. */
export const GB_KEYS = [
  "Observatory",
  "Temple_of_Relics",
  "Oracle_of_Delphi",
  "Galata_Tower",
  "Tower_of_Babel",
  "Statue_of_Zeus",
  "Colosseum",
  "Lighthouse_of_Alexandria",
  "Hagia_Sophia",
  "Cathedral_of_Aachen",
  "St_Mark_s_Basilica",
  "Notre_Dame",
  "Saint_Basil_s_Cathedral",
  "Castel_del_Monte",
  "Deal_Castle",
  "Frauenkirche_of_Dresden",
  "Capitol",
  "Royal_Albert_Hall",
  "Chateau_Frontenac",
  "Alcatraz",
  "Space_Needle",
  "Atomium",
  "Cape_Canaveral",
  "The_Habitat",
  "Lotus_Temple",
  "Innovation_Tower",
  "Truce_Tower",
  "Voyager_V1",
  "The_Arc",
  "Rain_Forest_Project",
  "Gaea_Statue",
  "Arctic_Orangery",
  "Seed_Vault",
  "Atlantis_Museum",
  "The_Kraken",
  "The_Blue_Galaxy",
  "Terracotta_Army",
  "Himeji_Castle",
  "The_Virgo_Project",
  "Star_Gazer",
  "Space_Carrier",
  "Flying_Island",
  "AI_Core",
  "Saturn_VI_Gate_Centaurus",
  "Saturn_VI_Gate_Pegasus",
  "Saturn_VI_Gate_Hydra",
  "Stellar_Warship",
  "Cosmic_Catalyst",
  "Shattered_Horizon_Siphon",
] as const;
export type GbKey = (typeof GB_KEYS)[number];

/** Where a fact came from (see `data/README.md`, "Sources"). */
export interface DataSource {
  title: string;
  repository?: string;
  /** File(s) inside the repository. */
  path?: string;
  commit?: string;
  date?: string;
  version?: string;
  /** Spelled as in the JSON files. */
  license?: string;
  note?: string;
}

export interface DataFileMeta {
  file: string;
  schemaVersion: number;
  generated: string;
  description: string;
  sources: Record<string, DataSource>;
}

export interface Size {
  width: number;
  length: number;
}

// ---------------------------------------------------------------- Great Buildings

/** Patron rewards of one level, index 0 = 1st place; without the Arc bonus. */
export interface GbLevelRewards {
  fp: [number, number, number, number, number];
  medals: [number, number, number, number, number] | null;
  blueprints: [number, number, number, number, number] | null;
}

/** One GB level row: the cost and rewards of going from `level - 1` to `level`. */
export interface GbDataLevel {
  level: number;
  /** Total FP of the level; `null` = unknown. */
  cost: number | null;
  rewards: GbLevelRewards | null;
  /** What the GB itself gives at this level (`bonus.json` kinds); `null` = no data. */
  bonus: Record<string, number> | null;
}

/** Extra unlock cost of the newest GBs from `fromLevel` on (per step = targetLevel - 10). */
export interface GbLevelUnlockCost {
  fromLevel: number;
  blueprintSets: number;
  goodsPerTypePerStep: number;
  resourcesPerStep: Partial<Record<"coins" | "supplies" | "medals" | "dark_matter", number>>;
  stepRule: string;
}

export interface GbCoverage {
  maxLevel: number;
  /**
   * First level from which every cost is known: 1 = all known; 10 = levels 1–9 unknown (`null`)
   * and every level from 10 on known; `null` = no cost known at all.
   */
  costsFromLevel: number | null;
  sourceLevels2021: number | null;
  medalsThroughLevel: number;
  blueprintsThroughLevel: number;
  bonusThroughLevel: number;
}

export interface GreatBuilding {
  key: GbKey;
  gameId: string;
  name: string;
  shortName: string;
  age: AgeKey;
  size: Size | null;
  /** Goods to place the GB; `{ note }` when only a total is known (the split per good is not). */
  buildCost: { goods: Record<string, number> | { note: string } | null };
  levelUnlockCost: GbLevelUnlockCost | null;
  bonusKinds: string[];
  status: string;
  sources: Record<string, string>;
  coverage: GbCoverage;
  levels: GbDataLevel[];
}

// ---------------------------------------------------------------- Ages, goods

export interface Age {
  key: AgeKey;
  /** Game era number (0 = All Ages). */
  index: number;
  gameEraKey: string;
  name: string;
  shortName: string;
  source: string;
  status?: string | null;
  greatBuildings: GbKey[];
  goods: string[];
  specialGoods: string[];
}

export interface GoodsBuilding {
  coins: number;
  supplies: number;
  buildTimeSeconds: number;
  size: Size;
  population: number | null;
  roadConnection: number;
}

export interface Good {
  key: string;
  gameId: string;
  name: string;
  nameStatus?: string;
  age: AgeKey;
  building: GoodsBuilding | null;
  unrefinedInput: string | null;
  source: string;
}

export interface GoodsProductionOption {
  quantity: number;
  durationSeconds: number;
  coins: number;
  supplies: number;
  unrefinedInputAge: AgeKey | null;
}

export interface SpecialGood {
  key: string;
  gameId: string;
  name: string;
  nameStatus?: string;
  age: AgeKey;
  source: string;
}

// ---------------------------------------------------------------- Campaign

export type CampaignRewardType =
  | "coins"
  | "supplies"
  | "specialGood"
  | "goods"
  | "goodsProductionBonus"
  | "pvpTower"
  | "expansion"
  | "medals"
  | "diamonds"
  | "explorationSite";

export interface CampaignReward {
  type: CampaignRewardType;
  amount?: number;
  good?: string;
  age?: AgeKey;
}

export interface CampaignSectorCost {
  good: string;
  amount: number;
  /** A special good (key in special-goods.json). */
  special?: boolean;
}

export interface CampaignSector {
  rewards: CampaignReward[];
  cost: CampaignSectorCost[];
}

export interface CampaignProvince {
  key: string;
  name: string;
  rewards: CampaignReward[];
  sectors: CampaignSector[];
  totalCost: Record<string, number>;
}

export interface CampaignAge {
  age: AgeKey;
  provinces: CampaignProvince[];
  totalCost: Record<string, number>;
}

// ---------------------------------------------------------------- Recurring quests

export interface RecurringQuestAge {
  age: AgeKey;
  secondQuestGiver: boolean;
  cost: { payCoins: number; paySupplies: number; gatherSupplies: number };
  rewards: {
    blueprints: number;
    forgePoints: number;
    goods: number;
    medals: number;
    smallCoins: number;
    largeCoins: number;
    smallSupplies: number;
    largeSupplies: number;
    diamonds: number;
  };
}

// ---------------------------------------------------------------- Bonus kinds

export interface GbBonusKind {
  key: string;
  name: string;
  unit: string;
  meaning: string;
  sourceKeys: string[];
}

// ---------------------------------------------------------------- Files

/** A level cost logged in the live game; the data must equal it (checked by `validate.mjs`). */
export interface GbLoggedCost {
  gb: GbKey;
  level: number;
  cost: number;
  /** Key of `meta.sources`. */
  source: string;
}

/** Unboosted P1..P5 rewards of a level logged in the live game (absent = not logged). */
export interface GbLoggedRewards {
  gb: GbKey;
  level: number;
  fp?: [number, number, number, number, number];
  medals?: [number, number, number, number, number];
  blueprints?: [number, number, number, number, number];
  source: string;
}

/** Values logged from the live game that the level rows must equal. */
export interface GbDataChecks {
  description: string;
  loggedCosts: GbLoggedCost[];
  loggedRewards: GbLoggedRewards[];
}

export interface GbsFile {
  meta: DataFileMeta & { formulas: Record<string, string>; checks: GbDataChecks };
  gbs: GreatBuilding[];
}
export interface AgesFile {
  meta: DataFileMeta;
  ages: Age[];
}
export interface GoodsFile {
  meta: DataFileMeta;
  goods: Good[];
  productionOptions: Partial<Record<AgeKey, GoodsProductionOption[]>>;
}
export interface SpecialGoodsFile {
  meta: DataFileMeta;
  specialGoods: SpecialGood[];
}
export interface CampaignFile {
  meta: DataFileMeta;
  ages: CampaignAge[];
}
export interface RecurringQuestsFile {
  meta: DataFileMeta;
  ages: RecurringQuestAge[];
}
export interface BonusFile {
  meta: DataFileMeta;
  gbBonusKinds: GbBonusKind[];
  campaignRewardTypes: CampaignRewardType[];
}
