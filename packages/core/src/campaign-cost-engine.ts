/**
 * Campaign cost (docs/tools/campaign-cost.md): the goods still needed to negotiate the sectors
 * of the continent map, per age, province or sector, given which sectors are already conquered.
 *
 * This module does not import the continent-map data (about 0.6 MB): every function takes it as
 * `data`, so that a browser can load it on demand. `campaign-cost.ts` exposes the same functions
 * with the bundled data as default. The parts live in `campaign-cost/`: types, the indexed map
 * data, the conquered state, goods amounts and the cost view.
 */
export type * from "./campaign-cost/types.js";
export {
  convertLegacyConquered,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
} from "./campaign-cost/conquered.js";
export { computeCampaignCost } from "./campaign-cost/view.js";
export { prepareCampaignData } from "./campaign-cost/indexed-data.js";
