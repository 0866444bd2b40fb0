/**
 * The compact copy of the GB data that the leveling order planner reads, as browsers download it
 * (built on the server by `dataset-build.ts`, served by `/api/gb-leveling-order.json`). It keeps
 * only what `computeGbLevelingOrder` looks at — every GB key, and for the complete GBs the build
 * goods, each level's cost, five FP place rewards and the bonus values of the planner's kinds —
 * in columns, integer columns as differences to the previous level (they compress far better).
 * `decodeGbLevelingOrderDataset` turns it back into the `data` argument of the planner.
 */
import type { GbLevelingOrderDataset } from "@foe-toolbox/core/gb-leveling-order/compute";
import {
  GB_KEYS,
  type GbDataLevel,
  type GbKey,
  type GreatBuilding,
} from "@foe-toolbox/core/data/types";
import { runToEnd } from "@/lib/slices";

export const COMPACT_DATASET_FORMAT = 1;

/** Values per level; `null` = unknown. `delta`: each value after a known one is the difference. */
export type CompactColumn = { delta: (number | null)[] } | { raw: (number | null)[] };

export interface CompactGb {
  key: GbKey;
  /** Only for complete GBs (the others are never planned, so only their key is needed). */
  levels?: {
    /** Number of levels N(g). */
    count: number;
    /** Sum of the build goods (the only thing the planner reads of the build cost). */
    buildGoods: number;
    cost: CompactColumn;
    /** P1..P5 FP rewards, one column per place. */
    fp: [CompactColumn, CompactColumn, CompactColumn, CompactColumn, CompactColumn];
    /** Per bonus kind; missing trailing levels are unknown. */
    bonus: Record<string, CompactColumn>;
  };
}

export interface CompactGbDataset {
  format: typeof COMPACT_DATASET_FORMAT;
  gbs: CompactGb[];
}

function isNumberOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === "number" && Number.isFinite(value));
}

/** The values of a column, `length` long (missing trailing values are unknown); null when malformed. */
export function decodeColumn(column: unknown, length: number): (number | null)[] | null {
  if (column === null || typeof column !== "object") return null;
  const c = column as { delta?: unknown; raw?: unknown };
  const values = Array.isArray(c.delta) ? c.delta : Array.isArray(c.raw) ? c.raw : null;
  if (values === null || values.length > length || !values.every(isNumberOrNull)) return null;
  const out: (number | null)[] = new Array<number | null>(length).fill(null);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number | null;
    const previous = i > 0 ? out[i - 1] : null;
    out[i] =
      v === null
        ? null
        : Array.isArray(c.delta) && previous !== null && previous !== undefined
          ? previous + v
          : v;
  }
  return out;
}

/** The fields of `GreatBuilding` the planner reads (the rest of the GB data is not downloaded). */
type PlannerGb = Pick<GreatBuilding, "key" | "buildCost" | "levels">;

const KNOWN_KEYS: ReadonlySet<string> = new Set(GB_KEYS);

function decodeGb(value: unknown): PlannerGb | null {
  if (value === null || typeof value !== "object") return null;
  const gb = value as { key?: unknown; levels?: unknown };
  if (typeof gb.key !== "string" || !KNOWN_KEYS.has(gb.key)) return null;
  const key = gb.key as GbKey;
  if (gb.levels === undefined) return { key, buildCost: { goods: null }, levels: [] };
  if (gb.levels === null || typeof gb.levels !== "object") return null;
  const l = gb.levels as {
    count?: unknown;
    buildGoods?: unknown;
    cost?: unknown;
    fp?: unknown;
    bonus?: unknown;
  };
  const n = l.count;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) return null;
  const cost = decodeColumn(l.cost, n);
  if (typeof l.buildGoods !== "number" || !(l.buildGoods >= 0) || cost === null) return null;
  if (!Array.isArray(l.fp) || l.fp.length !== 5) return null;
  const fp = l.fp.map((column) => decodeColumn(column, n));
  if (fp.some((column) => column === null)) return null;
  if (l.bonus === null || typeof l.bonus !== "object" || Array.isArray(l.bonus)) return null;
  const bonus: [string, (number | null)[]][] = [];
  for (const [kind, column] of Object.entries(l.bonus)) {
    const values = decodeColumn(column, n);
    if (values === null) return null;
    bonus.push([kind, values]);
  }
  const levels: GbDataLevel[] = [];
  for (let i = 0; i < n; i++) {
    const levelBonus: Record<string, number> = {};
    for (const [kind, values] of bonus) {
      const v = values[i];
      if (v !== null && v !== undefined) levelBonus[kind] = v;
    }
    levels.push({
      level: i + 1,
      cost: cost[i] ?? null,
      rewards: {
        // An unknown reward stays null: the planner then treats the GB as incomplete, as with the full data.
        fp: fp.map((column) => column?.[i] ?? null) as [number, number, number, number, number],
        medals: null,
        blueprints: null,
      },
      bonus: levelBonus,
    });
  }
  // One amount holding the sum: the planner only ever reads the sum of the build goods.
  return { key, buildCost: { goods: l.buildGoods > 0 ? { total: l.buildGoods } : null }, levels };
}

/**
 * The decoding, one GB per step (for `runInSlices`: the page does not freeze while a phone decodes
 * every level of every GB); returns what `decodeGbLevelingOrderDataset` returns.
 */
export function* decodeGbLevelingOrderSteps(
  json: unknown,
): Generator<void, GbLevelingOrderDataset | null> {
  if (json === null || typeof json !== "object") return null;
  const d = json as { format?: unknown; gbs?: unknown };
  if (d.format !== COMPACT_DATASET_FORMAT || !Array.isArray(d.gbs)) return null;
  const gbs: PlannerGb[] = [];
  for (const value of d.gbs) {
    const gb = decodeGb(value);
    if (gb === null) return null;
    gbs.push(gb);
    yield;
  }
  // The planner reads only key, buildCost and levels; the other GreatBuilding fields are display data.
  return { gbs: gbs as unknown as GreatBuilding[] };
}

/**
 * The downloaded compact data as the planner's `data` argument; `null` when it is not a dataset of
 * this format (an old cached copy, a broken download), so the page can report it and retry.
 */
export function decodeGbLevelingOrderDataset(json: unknown): GbLevelingOrderDataset | null {
  return runToEnd(decodeGbLevelingOrderSteps(json));
}
