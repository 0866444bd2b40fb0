/**
 * Builds the compact planner data (`dataset-format.ts`) from the full GB data, on the server at
 * build time. The unit test checks that the planner gives identical plans on both.
 */
import type { GreatBuilding } from "@foe-toolbox/core/data/types";
import {
  GB_LEVELING_ORDER_CHANCE_TABLE,
  GB_LEVELING_ORDER_REWARDS,
} from "@foe-toolbox/core/gb-leveling-order/rewards";
import { buildGoods } from "@foe-toolbox/core/gb-leveling-order/tables";
import {
  COMPACT_DATASET_FORMAT,
  type CompactColumn,
  type CompactGb,
  type CompactGbDataset,
} from "./dataset-format";

/**
 * Bonus kinds the planner reads: the kinds it maximises (advanced tactics among them), the
 * chance kinds of its chance table and `trials`, the number of chance draws per day.
 */
export const PLANNER_BONUS_KINDS: readonly string[] = [
  ...new Set<string>([
    ...GB_LEVELING_ORDER_REWARDS,
    ...Object.values(GB_LEVELING_ORDER_CHANCE_TABLE).map((entry) => entry.ck),
    "trials",
  ]),
];

/** A column without its trailing unknowns; integers as differences, other numbers as they are. */
export function encodeColumn(values: readonly (number | null)[]): CompactColumn {
  let end = values.length;
  while (end > 0 && values[end - 1] === null) end--;
  const kept = values.slice(0, end);
  // Differences of non-integers would not add back to the same doubles.
  if (!kept.every((v) => v === null || Number.isSafeInteger(v))) return { raw: kept };
  return {
    delta: kept.map((v, i) => {
      const previous = i > 0 ? kept[i - 1] : null;
      return v === null || previous === null || previous === undefined ? v : v - previous;
    }),
  };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function compactGb(gb: GreatBuilding): CompactGb {
  // A GB without levels is never eligible (docs/tools/gb-leveling-order.md §2): its key is enough
  // to accept it as an input. Incomplete GBs keep their levels: under Prestige known costs are
  // enough, and the player can enter the costs the data lacks (docs/tools/gb-prestige.md).
  if (gb.levels.length === 0) return { key: gb.key };
  const fpColumn = (place: number) =>
    encodeColumn(gb.levels.map((row) => numberOrNull(row.rewards?.fp[place])));
  const bonus: Record<string, CompactColumn> = {};
  for (const kind of PLANNER_BONUS_KINDS) {
    const values = gb.levels.map((row) => numberOrNull(row.bonus?.[kind]));
    if (values.some((v) => v !== null)) bonus[kind] = encodeColumn(values);
  }
  return {
    key: gb.key,
    levels: {
      count: gb.levels.length,
      buildGoods: buildGoods(gb),
      cost: encodeColumn(gb.levels.map((row) => numberOrNull(row.cost))),
      fp: [fpColumn(0), fpColumn(1), fpColumn(2), fpColumn(3), fpColumn(4)],
      bonus,
    },
  };
}

export function buildCompactDataset(gbs: readonly GreatBuilding[]): CompactGbDataset {
  return { format: COMPACT_DATASET_FORMAT, gbs: gbs.map(compactGb) };
}
