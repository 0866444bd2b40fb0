/**
 * GB leveling order ("which Great Building should I level next?",
 * docs/tools/gb-leveling-order.md): for one GB bonus (FP per day, attack, goods, …) it plans in which
 * order to level the player's GBs in 1.9-style guild threads so that the bonus grows as early as
 * possible per FP the owner pays, and estimates after how many days each step is done.
 *
 * The planner itself lives in `gb-leveling-order/compute.ts`, which does not import the game data
 * (for browsers that load a compact copy of it); this module adds the bundled data as default.
 */
import { listGreatBuildings } from "./data/gbs.js";
import {
  computeGbLevelingOrderWith,
  type GbLevelingOrderInput,
  type GbLevelingOrderResult,
} from "./gb-leveling-order/compute.js";

export {
  GB_LEVELING_ORDER_DEFAULTS,
  GB_LEVELING_ORDER_POPULAR_REWARDS,
  GB_LEVELING_ORDER_RANDOM_REWARDS,
  GB_LEVELING_ORDER_REWARDS,
  isGbLevelingOrderReward,
  type GbLevelingOrderDataset,
  type GbLevelingOrderInput,
  type GbLevelingOrderRandomRewardKind,
  type GbLevelingOrderResult,
  type GbLevelingOrderRewardKind,
  type GbLevelingOrderStep,
} from "./gb-leveling-order/compute.js";

/**
 * Plans in which order to level the player's GBs for one bonus (docs/tools/gb-leveling-order.md §4):
 * every planned GB goes from its current level to the target, run by run, always taking the run
 * with the most bonus per owner FP (ties: smallest GB key); each row says after how many days of
 * FP income it is done and the total bonus reached. Uses `input.data` when given, else the
 * bundled data.
 *
 * Throws `UnknownRewardError`, `InvalidNumberError` or `UnknownGreatBuildingError` (docs/tools/gb-leveling-order.md §3).
 */
export function computeGbLevelingOrder(input: GbLevelingOrderInput): GbLevelingOrderResult {
  return computeGbLevelingOrderWith(input, listGreatBuildings);
}
