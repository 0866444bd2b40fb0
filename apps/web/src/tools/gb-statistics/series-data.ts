/**
 * The GB statistics chart only reads each level's cost and first-place FP reward, so the page
 * fetches the 21 series in that compact form (`/api/gb-statistics.json`, a few dozen KB instead of
 * the full level tables) and turns it back into the `StatSeries` the core function takes.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { StatSeries } from "@foe-toolbox/core/gb-statistics";

export const GB_STATISTICS_URL = "/api/gb-statistics.json";

/** One series: level N's cost and P1 FP reward at index N-1 (`null` = unknown). */
export interface CompactStatSeries {
  key: string;
  cost: (number | null)[];
  p1: (number | null)[];
}

export function compactStatSeries(series: readonly StatSeries[]): CompactStatSeries[] {
  return series.map(({ key, levels }) => ({
    key,
    cost: levels.map((level) => level.cost),
    p1: levels.map((level) => level.reward?.[0]?.fp ?? null),
  }));
}

const isValue = (v: unknown) => v === null || (typeof v === "number" && Number.isFinite(v));

/** Fetched JSON -> the series for `computeGbStatistics`; throws on a malformed file. */
export function expandStatSeries(raw: unknown): StatSeries[] {
  const list =
    raw !== null && typeof raw === "object" ? (raw as { series?: unknown }).series : undefined;
  if (!Array.isArray(list)) throw new TypeError("Not a GB statistics file");
  return list.map((entry: unknown): StatSeries => {
    const s = (entry ?? {}) as Partial<Record<keyof CompactStatSeries, unknown>>;
    if (
      typeof s.key !== "string" ||
      !Array.isArray(s.cost) ||
      !Array.isArray(s.p1) ||
      s.cost.length !== s.p1.length ||
      !s.cost.every(isValue) ||
      !s.p1.every(isValue)
    ) {
      throw new TypeError("Malformed GB statistics series");
    }
    const p1 = s.p1 as (number | null)[];
    const levels = (s.cost as (number | null)[]).map((cost, i): GbLevel => ({
      cost,
      reward: p1[i] === null ? null : [{ fp: p1[i]! }],
    }));
    return { key: s.key, levels };
  });
}
