/** Public types of the campaign cost: conquered state, scopes, the cost view and the map data. */
import type { AgeKey, CampaignSectorCost } from "../data/types.js";

/** Key of a province; only unique within one age (`Breturia` exists in two ages). */
export type ProvinceKey = string;

/**
 * Conquered sectors: `conquered[age][province][i]` is `true` when sector `i` is conquered;
 * anything missing is not conquered. Canonical form: only provinces with at least one `true`,
 * arrays of full sector length, ages and provinces in data order.
 */
export type Conquered = Partial<Record<AgeKey, Record<ProvinceKey, boolean[]>>>;

/** `Conquered` as the functions read it: they never write into the caller's state. */
type ReadConquered = Partial<
  Readonly<Record<AgeKey, Readonly<Record<ProvinceKey, readonly boolean[]>>>>
>;

/** What the campaign table shows: the whole map, the provinces of one age, or one province. */
export type Scope =
  { readonly age: "all" } | { readonly age: AgeKey; readonly province: "all" | ProvinceKey };

/** Tri-state of a province or age: 1 all sectors conquered, 0 none, -1 mixed. */
export type ConqueredState = -1 | 0 | 1;

/** Goods amounts keyed by good key, and special goods (Promethium, Orichalcum…) by their key. */
export interface CampaignGoodsAmounts {
  goods: Record<string, number>;
  specialGoods: Record<string, number>;
}

/** Row of the "All Ages" table: goods still needed for one campaign age. */
export type CampaignAgeRow = { age: AgeKey; state: ConqueredState } & CampaignGoodsAmounts;
/** Row of the "all provinces" table: goods still needed for one province. */
export type CampaignProvinceRow = {
  province: ProvinceKey;
  state: ConqueredState;
} & CampaignGoodsAmounts;
/** Row of a province table: the sector's own cost (not reduced when conquered). */
export type CampaignSectorRow = { sector: number; conquered: boolean } & CampaignGoodsAmounts;

/** The campaign table of a scope (docs/tools/campaign-cost.md §4). */
export interface CampaignView {
  /** Ages whose goods appear in a sector cost of the scope, in age order. */
  columnAges: AgeKey[];
  /** The five goods of every column age, in `ages.json` order. */
  goodsColumns: string[];
  /** Special goods used in the scope, in `special-goods.json` order. */
  specialGoodsColumns: string[];
  rows: (CampaignAgeRow | CampaignProvinceRow | CampaignSectorRow)[];
  /** Amounts of the not conquered sectors of the scope, one entry per column. */
  totals: CampaignGoodsAmounts;
  /** Age tri-state (province "all") or province tri-state (one province); absent for all ages. */
  state?: ConqueredState;
}

/**
 * Campaign data in the shape of `campaign.json` (without `meta`); only the fields read here are
 * required, so `campaign.json` itself and a compact copy of it (names, rewards and pre-summed
 * totals left out) both fit. A sector cost of `null` (unknown) counts as nothing.
 */
export interface CampaignData {
  readonly ages: readonly CampaignDataAge[];
}
export interface CampaignDataAge {
  readonly age: AgeKey;
  readonly provinces: readonly CampaignDataProvince[];
}
export interface CampaignDataProvince {
  readonly key: ProvinceKey;
  readonly sectors: readonly CampaignDataSector[];
}
export interface CampaignDataSector {
  readonly cost: readonly CampaignSectorCost[] | null;
}

/** Input of `computeCampaignCost`. */
export interface CampaignCostInput {
  readonly scope: Scope;
  readonly conquered?: ReadConquered;
  readonly data?: CampaignData;
}

/**
 * Input of `toggleConquered`: a sector (`province` + `sector`), a province, or a whole age (only
 * `age`) is set to `value`.
 */
export interface ToggleConqueredInput {
  readonly conquered?: ReadConquered;
  readonly age: AgeKey;
  readonly province?: ProvinceKey;
  readonly sector?: number;
  readonly value: boolean;
  readonly data?: CampaignData;
}

/**
 * The conquered state as FOE Tools stored it: `{age: {_state, [province]: {_state, sectors}}}`.
 * `_state` values are derived and ignored on import.
 */
export type LegacyConquered = Readonly<
  Record<string, Readonly<Record<string, unknown>> & { readonly _state?: unknown }>
>;
