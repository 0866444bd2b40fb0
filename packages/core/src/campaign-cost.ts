/**
 * Campaign cost (docs/tools/campaign-cost.md) with the bundled continent-map data as default.
 * The calculations live in `campaign-cost-engine.ts`, which browsers import directly with data
 * they load on demand (the bundled map is about 0.6 MB).
 */
import * as engine from "./campaign-cost-engine.js";
import type {
  CampaignCostInput,
  CampaignData,
  CampaignView,
  Conquered,
  ConqueredState,
  LegacyConquered,
  ProvinceKey,
  ToggleConqueredInput,
} from "./campaign-cost-engine.js";
import { listCampaignAges } from "./data/campaign.js";
import type { AgeKey } from "./data/types.js";

export type {
  CampaignAgeRow,
  CampaignCostInput,
  CampaignData,
  CampaignDataAge,
  CampaignDataProvince,
  CampaignDataSector,
  CampaignGoodsAmounts,
  CampaignProvinceRow,
  CampaignSectorRow,
  CampaignView,
  Conquered,
  ConqueredState,
  LegacyConquered,
  ProvinceKey,
  Scope,
  ToggleConqueredInput,
} from "./campaign-cost-engine.js";

const BUNDLED: CampaignData = { ages: listCampaignAges() };

/** Tri-state of a province: 1 all its sectors conquered, 0 none, -1 some. */
export function getProvinceState(
  c: NonNullable<CampaignCostInput["conquered"]>,
  age: AgeKey,
  province: ProvinceKey,
  data?: CampaignData,
): ConqueredState {
  return engine.getProvinceState(c, age, province, data ?? BUNDLED);
}

/** Tri-state of an age: -1 if a province is mixed or provinces differ, else their common state. */
export function getAgeState(
  c: NonNullable<CampaignCostInput["conquered"]>,
  age: AgeKey,
  data?: CampaignData,
): ConqueredState {
  return engine.getAgeState(c, age, data ?? BUNDLED);
}

/**
 * Sets conquered flags (a sector, a whole province, or a whole age) to `value` and returns the
 * new canonical state. Setting is idempotent: toggling an already conquered province to `true`
 * changes nothing.
 */
export function toggleConquered(i: ToggleConqueredInput): { conquered: Conquered } {
  return engine.toggleConquered(i, BUNDLED);
}

/**
 * Reads a stored campaign state (profile field `campaign`) in the canonical form or in the legacy
 * FOE Tools form `{age: {_state, [province]: {_state, sectors}}}` (both may be mixed) and returns
 * the canonical form. Short lists are padded with `false`; unknown ages/provinces and anything
 * unreadable are dropped.
 */
export function normalizeConquered(value: unknown, data?: CampaignData): Conquered {
  return engine.normalizeConquered(value, data ?? BUNDLED);
}

/** Converts the legacy FOE Tools campaign state (docs/tools/campaign-cost.md §7) to the canonical `Conquered` form. */
export function convertLegacyConquered(legacy: LegacyConquered, data?: CampaignData): Conquered {
  return engine.normalizeConquered(legacy, data ?? BUNDLED);
}

/**
 * The campaign cost table of a scope: goods (per good) still needed to negotiate every
 * not-conquered sector of the whole map, of one age's provinces, or of one province's sectors.
 */
export function computeCampaignCost(i: CampaignCostInput): CampaignView {
  return engine.computeCampaignCost(i, BUNDLED);
}
