/**
 * The compact form in which a GB page carries its GB's level table to the browser. The page's
 * server payload is part of what a visitor downloads before the page answers: the
 * table as objects (`{cost, reward: [{fp, bp, medals}…]}` per level) is ~9 KB gzip for The Arc,
 * this form ~2.5 KB. Costs, rewards and bonuses are stored per column, each number as its
 * difference to the level before, so the smooth growth of a GB's values compresses well. The
 * page decodes it once; `decodeLevelTable(encodeLevelTable(x))` gives `x` back exactly.
 */
import type { GbLevel, GbLevelReward } from "@foe-toolbox/core/data/levels";

/** A level's bonus values by kind (the data's `levels[].bonus`); null when unknown. */
export type LevelBonus = Readonly<Record<string, number>> | null;

export interface CompactLevelTable {
  /** Level costs as differences to the level before (absolute after an unknown cost). */
  cost: (number | null)[];
  /** Per place (5): the FP rewards, as differences; null for a level without known rewards. */
  fp: (number | null)[][];
  /** Per place: the blueprints, as differences; null where the level has none. */
  bp: (number | null)[][];
  /** Per place: the medals, as differences; null where the level has none. */
  medals: (number | null)[][];
  /** Bonus kinds in the order the data names them. */
  bonusKinds: string[];
  /** Per bonus kind: its value per level, as differences; null where the level lacks it. */
  bonus: (number | null)[][];
  /** Levels (index) whose bonus is unknown (null). */
  bonusUnknown: number[];
  /** Levels whose bonus names its kinds in another order: [level index, ...kind indexes]. */
  bonusOrder: number[][];
}

const PLACES = 5;

function deltas(values: readonly (number | null | undefined)[]): (number | null)[] {
  return values.map((value, i) => {
    if (value == null) return null;
    const before = i > 0 ? values[i - 1] : null;
    return before == null ? value : value - before;
  });
}

function sums(values: readonly (number | null)[]): (number | null)[] {
  const out: (number | null)[] = [];
  values.forEach((value, i) => {
    const before = i > 0 ? out[i - 1] : null;
    out.push(value === null ? null : before == null ? value : before + value);
  });
  return out;
}

/** Integers only: a difference of decimals would not always add back to the same value. */
function isInteger(value: number | null | undefined): boolean {
  return value == null || Number.isInteger(value);
}

export function encodeLevelTable(
  levels: readonly GbLevel[],
  bonuses: readonly LevelBonus[],
): CompactLevelTable {
  const column = (pick: (reward: GbLevelReward) => number | undefined, place: number) =>
    deltas(levels.map((level) => (level.reward ? pick(level.reward[place]!) : null)));
  const places = Array.from({ length: PLACES }, (_, place) => place);
  const bonusKinds: string[] = [];
  for (const bonus of bonuses)
    for (const kind of Object.keys(bonus ?? {}))
      if (!bonusKinds.includes(kind)) bonusKinds.push(kind);
  const bonus = bonusKinds.map((kind) => {
    const values = bonuses.map((b) => b?.[kind] ?? null);
    return values.every(isInteger) ? deltas(values) : values;
  });
  return {
    cost: deltas(levels.map((level) => level.cost)),
    fp: places.map((place) => column((reward) => reward.fp, place)),
    bp: places.map((place) => column((reward) => reward.bp, place)),
    medals: places.map((place) => column((reward) => reward.medals, place)),
    bonusKinds,
    bonus,
    bonusUnknown: bonuses.flatMap((b, i) => (b === null ? [i] : [])),
    bonusOrder: bonuses.flatMap((b, i) => {
      const order = Object.keys(b ?? {}).map((kind) => bonusKinds.indexOf(kind));
      return order.some((k, j) => j > 0 && k < order[j - 1]!) ? [[i, ...order]] : [];
    }),
  };
}

/** Whether a bonus column holds differences (integers) or the values themselves (decimals). */
function bonusValues(column: readonly (number | null)[]): (number | null)[] {
  return column.every(isInteger) ? sums(column) : [...column];
}

export function decodeLevelTable(table: CompactLevelTable): {
  levels: GbLevel[];
  bonuses: LevelBonus[];
} {
  const cost = sums(table.cost);
  const fp = table.fp.map(sums);
  const bp = table.bp.map(sums);
  const medals = table.medals.map(sums);
  const levels = cost.map((levelCost, i): GbLevel => {
    if (fp.every((column) => column[i] === null)) return { cost: levelCost, reward: null };
    const reward = fp.map((column, place) => {
      const one: GbLevelReward = { fp: column[i]! };
      const blueprints = bp[place]![i];
      const placeMedals = medals[place]![i];
      if (blueprints != null) one.bp = blueprints;
      if (placeMedals != null) one.medals = placeMedals;
      return one;
    });
    return { cost: levelCost, reward };
  });
  const unknown = new Set(table.bonusUnknown);
  const columns = table.bonus.map(bonusValues);
  const order = new Map(table.bonusOrder.map(([level, ...kinds]) => [level!, kinds]));
  const allKinds = table.bonusKinds.map((_, k) => k);
  const bonuses = cost.map((_, i): LevelBonus => {
    if (unknown.has(i)) return null;
    const bonus: Record<string, number> = {};
    (order.get(i) ?? allKinds).forEach((k) => {
      const kind = table.bonusKinds[k]!;
      const value = columns[k]![i];
      if (value != null) bonus[kind] = value;
    });
    return bonus;
  });
  return { levels, bonuses };
}
