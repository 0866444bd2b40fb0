/**
 * The planner proper (docs/tools/gb-leveling-order.md §4.3–4.6): ratio rule on runs of consecutive
 * level-ups, a priority queue of the GBs' best runs, a real FP balance and merged rows.
 */
import type { GbKey } from "../data/index.js";
import { UnknownDataError } from "../errors.js";

/** One eligible GB as the planner sees it. */
export interface GbLevelingPlannerGb {
  key: GbKey;
  /** `B(g, L)` indexed by level L = 0..N (index 0 holds 0). */
  bonus: Float64Array;
  /** Current level, -1 (not built) .. N. */
  level: number;
  /** Level the GB is brought to when planned. */
  cap: number;
  /** Levelled by the plan (not locked, below its cap, target not 0). */
  planned: boolean;
  /** FP value of placing the GB (paid with its first level-up when it is not built). */
  buildFp: number;
  /** Owner cost indexed by level; filled at least for levels max(level, 0)+1 .. cap when planned. */
  ownerCost: Float64Array;
}

/** One row of the plan: `gb` goes from level `from` to `to`, done after `days` days. */
export interface GbLevelingPlannerRow {
  gb: GbKey;
  from: number;
  to: number;
  days: number;
  totalBonus: number;
}

interface QueueEntry {
  gb: GbLevelingPlannerGb;
  score: number;
  length: number;
}

/** Ratio score of a run: gain per FP, ±Infinity / 0 for free runs. */
function runScore(gain: number, cost: number): number {
  if (cost > 0) return gain / cost;
  return gain > 0 ? Number.POSITIVE_INFINITY : gain < 0 ? Number.NEGATIVE_INFINITY : 0;
}

/**
 * Best run of a planned GB below its cap: the k consecutive level-ups with the highest
 * gain / cost ratio, the shortest among equal scores.
 */
export function bestRun(gb: GbLevelingPlannerGb): { score: number; length: number } {
  const m = Math.max(gb.level, 0);
  let cost = gb.level === -1 ? gb.buildFp : 0;
  const base = gb.bonus[m] as number;
  let bestScore = 0;
  let bestLength = 0;
  for (let k = 1; k <= gb.cap - m; k++) {
    cost = cost + (gb.ownerCost[m + k] as number);
    const score = runScore((gb.bonus[m + k] as number) - base, cost);
    if (k === 1 || score > bestScore) {
      bestScore = score;
      bestLength = k;
    }
  }
  return { score: bestScore, length: bestLength };
}

/** True when `a` is picked before `b`: higher score, then the smaller GB key (code-unit order). */
function before(a: QueueEntry, b: QueueEntry): boolean {
  if (a.score !== b.score) return a.score > b.score;
  return a.gb.key < b.gb.key;
}

/** Binary max-heap of the planned GBs' best runs. */
class RunQueue {
  private readonly items: QueueEntry[] = [];

  get size(): number {
    return this.items.length;
  }

  push(entry: QueueEntry): void {
    const items = this.items;
    let i = items.length;
    items.push(entry);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent] as QueueEntry;
      if (!before(entry, p)) break;
      items[i] = p;
      i = parent;
    }
    items[i] = entry;
  }

  pop(): QueueEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let i = 0;
    const n = items.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      let child = left;
      if (right < n && before(items[right] as QueueEntry, items[left] as QueueEntry)) child = right;
      const c = items[child] as QueueEntry;
      if (!before(c, last)) break;
      items[i] = c;
      i = child;
    }
    items[i] = last;
    return top;
  }
}

/**
 * Orders the level-ups of the planned GBs (§4.4), pays each from an FP balance fed by the daily
 * income (§4.5) and merges consecutive steps of one GB into rows (§4.6). `gbs` are the eligible
 * GBs in dataset order; their `level` fields are advanced in place.
 */
export function planLevelUps(
  gbs: GbLevelingPlannerGb[],
  fpPer24h: number,
  countBonusAsIncome: boolean,
): GbLevelingPlannerRow[] {
  const queue = new RunQueue();
  for (const gb of gbs) {
    if (gb.planned && gb.level < gb.cap) queue.push({ gb, ...bestRun(gb) });
  }
  const rows: GbLevelingPlannerRow[] = [];
  if (queue.size === 0) return rows;

  const totalBonus = (): number => {
    let sum = 0;
    for (const gb of gbs) if (gb.level > 0) sum += gb.bonus[gb.level] as number;
    return sum;
  };
  let total = totalBonus();
  let income = fpPer24h + (countBonusAsIncome ? total : 0);
  let days = 0;
  let balance = 0;
  let last: GbLevelingPlannerRow | undefined;

  for (let entry = queue.pop(); entry !== undefined; entry = queue.pop()) {
    const gb = entry.gb;
    for (let step = 0; step < entry.length; step++) {
      const from = gb.level;
      const to = from === -1 ? 1 : from + 1;
      const cost = (gb.ownerCost[to] as number) + (from === -1 ? gb.buildFp : 0);
      if (balance >= cost) {
        balance = balance - cost;
      } else {
        // Only reachable with injected data whose FP bonuses make the income non-positive.
        if (!(income > 0))
          throw new UnknownDataError("data", "UnknownDataError: daily FP income is not positive");
        const d = Math.ceil((cost - balance) / income);
        days = days + d;
        balance = balance + d * income - cost;
      }
      gb.level = to;
      total = totalBonus();
      income = fpPer24h + (countBonusAsIncome ? total : 0);
      if (last !== undefined && last.gb === gb.key) {
        last.to = to;
        last.days = days;
        last.totalBonus = total;
      } else {
        last = { gb: gb.key, from, to, days, totalBonus: total };
        rows.push(last);
      }
    }
    if (gb.level < gb.cap) queue.push({ gb, ...bestRun(gb) });
  }
  return rows;
}
