/**
 * GB leveling order (docs/tools/gb-leveling-order.md): properties on the bundled data, best
 * runs and optimality of the order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { synthChainGb, type Chain } from "../test/leveling-fixtures.js";
import { FUZZ_PARAMS } from "../test/fuzz.js";
import {
  GB_KEYS,
  getGreatBuilding,
  listGreatBuildings,
  type GbKey,
  type GreatBuilding,
} from "./data/index.js";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_REWARDS,
  type GbLevelingOrderInput,
  type GbLevelingOrderResult,
  type GbLevelingOrderRewardKind,
} from "./gb-leveling-order.js";
import { bestRun, type GbLevelingPlannerGb } from "./gb-leveling-order/planner.js";
import { bonusTable, buildFp, isCompleteGb, ownerCostOfLevel } from "./gb-leveling-order/tables.js";

const PROPERTY_RUNS = { seed: FUZZ_PARAMS.seed, numRuns: 300 } as const;

function gbOf(key: string): GreatBuilding {
  const gb = getGreatBuilding(key);
  if (!gb) throw new Error(key);
  return gb;
}

// ---------------------------------------------------------------- valid inputs on the bundled data

interface ValidCase {
  reward: GbLevelingOrderRewardKind;
  gbs: GbKey[];
  currentLevels: Partial<Record<GbKey, number>>;
  targetLevel: number;
  goodsFpRatio: number;
  fpPer24h: number;
  investorPercentage: number;
  lockedGbs: GbKey[];
  includeRandomRewards: boolean;
  randomRewardPer24h: number;
}

const gbKeyArb = fc.constantFrom(...GB_KEYS);

const validInput: fc.Arbitrary<ValidCase> = fc.record({
  reward: fc.constantFrom(...GB_LEVELING_ORDER_REWARDS),
  gbs: fc.uniqueArray(gbKeyArb, { maxLength: 12 }),
  currentLevels: fc.dictionary(
    gbKeyArb,
    fc.oneof(
      fc.constantFrom(-1, 0),
      fc.integer({ min: -1, max: 60 }),
      fc.integer({ min: 60, max: 500 }),
    ),
  ),
  targetLevel: fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(-1, 0) },
    { weight: 9, arbitrary: fc.integer({ min: 1, max: 40 }) },
  ),
  goodsFpRatio: fc.oneof(
    fc.constantFrom(0, 0.1, 0.2, 1),
    fc.double({ min: 0, max: 1, noNaN: true }),
  ),
  fpPer24h: fc.oneof(fc.constantFrom(1, 10, 1000), fc.integer({ min: 1, max: 5000 })),
  investorPercentage: fc.oneof(
    fc.constantFrom(0, 80, 90, 100, 1000),
    fc.double({ min: 0, max: 300, noNaN: true }),
  ),
  lockedGbs: fc.uniqueArray(gbKeyArb, { maxLength: 4 }),
  includeRandomRewards: fc.boolean(),
  randomRewardPer24h: fc.oneof(fc.constant(10), fc.double({ min: 1, max: 10_000, noNaN: true })),
});

interface Expected {
  start: Map<string, number>;
  cap: Map<string, number>;
  planned: Set<string>;
  tables: Map<string, Float64Array>;
  /** Cost of the level-up to level L of a GB (build cost included for -1 → 1). */
  stepCost: (gb: string, from: number, to: number) => number;
}

/** The starting state of docs/tools/gb-leveling-order.md §4.1–4.3, computed from the tested building blocks. */
function expectedState(c: ValidCase): Expected {
  const filter = new Set(c.gbs);
  const start = new Map<string, number>();
  const cap = new Map<string, number>();
  const planned = new Set<string>();
  const tables = new Map<string, Float64Array>();
  for (const gb of listGreatBuildings()) {
    if (!filter.has(gb.key) || !isCompleteGb(gb)) continue;
    const table = bonusTable(gb, c);
    if (!table) continue;
    const n = gb.levels.length;
    const level = Math.min(c.currentLevels[gb.key] ?? -1, n);
    const top = c.targetLevel === -1 ? n : Math.min(c.targetLevel, n);
    tables.set(gb.key, table);
    start.set(gb.key, level);
    cap.set(gb.key, top);
    if (!c.lockedGbs.includes(gb.key) && c.targetLevel !== 0 && level < top) planned.add(gb.key);
  }
  const stepCost = (key: string, from: number, to: number): number =>
    ownerCostOfLevel(gbOf(key), to, c.investorPercentage) +
    (from === -1 ? buildFp(gbOf(key), c.goodsFpRatio) : 0);
  return { start, cap, planned, tables, stepCost };
}

function sumBonus(
  order: string[],
  levels: Map<string, number>,
  tables: Map<string, Float64Array>,
): number {
  let sum = 0;
  for (const key of order) {
    const level = levels.get(key) as number;
    if (level > 0) sum += (tables.get(key) as Float64Array)[level] as number;
  }
  return sum;
}

describe("properties on the bundled data", () => {
  it("raises levels only, reaches each cap exactly, keeps days non-decreasing and totals exact", () => {
    fc.assert(
      fc.property(validInput, (c) => {
        const result: GbLevelingOrderResult = computeGbLevelingOrder(c);
        const e = expectedState(c);
        const eligible = [...e.start.keys()];
        expect(result.eligibleGbs).toEqual(eligible);

        const levels = new Map(e.start);
        let prevDays = 0;
        let prevGb: string | undefined;
        let paid = 0;
        for (const row of result.plan) {
          expect(e.planned.has(row.gb)).toBe(true);
          expect(row.gb).not.toBe(prevGb); // consecutive steps of one GB are merged
          expect(row.from).toBe(levels.get(row.gb));
          expect(row.to).toBeGreaterThan(row.from);
          expect(row.to).toBeLessThanOrEqual(e.cap.get(row.gb) as number);
          for (let from = row.from; from < row.to; from = from === -1 ? 1 : from + 1) {
            paid += e.stepCost(row.gb, from, from === -1 ? 1 : from + 1);
          }
          levels.set(row.gb, row.to);
          expect(Number.isInteger(row.days)).toBe(true);
          expect(row.days).toBeGreaterThanOrEqual(prevDays);
          expect(row.totalBonus).toBe(sumBonus(eligible, levels, e.tables));
          // The balance never goes negative and never holds a whole day of income: with a constant
          // income, the days are exactly ceil(FP paid so far / income). FP bonuses only add income.
          if (c.reward === "forgePoints")
            expect(row.days).toBeLessThanOrEqual(Math.ceil(paid / c.fpPer24h));
          else expect(row.days).toBe(Math.ceil(paid / c.fpPer24h));
          prevDays = row.days;
          prevGb = row.gb;
        }
        for (const key of eligible) {
          expect(levels.get(key)).toBe(e.planned.has(key) ? e.cap.get(key) : e.start.get(key));
        }
        expect(result.plan.length === 0).toBe(e.planned.size === 0);
      }),
      PROPERTY_RUNS,
    );
  });

  it("does not depend on the order of the filter, locks or current levels", () => {
    fc.assert(
      fc.property(validInput, (c) => {
        const shuffled: GbLevelingOrderInput = {
          ...c,
          gbs: [...c.gbs].reverse(),
          lockedGbs: [...c.lockedGbs].reverse(),
          currentLevels: Object.fromEntries(Object.entries(c.currentLevels).reverse()),
        };
        expect(computeGbLevelingOrder(shuffled)).toEqual(computeGbLevelingOrder(c));
      }),
      { ...PROPERTY_RUNS, numRuns: 100 },
    );
  });

  it("gives FP income: never later than without counting the FP bonus", () => {
    fc.assert(
      fc.property(validInput, (c) => {
        const fp = computeGbLevelingOrder({ ...c, reward: "forgePoints" });
        const last = fp.plan.at(-1);
        if (!last) return;
        const e = expectedState({ ...c, reward: "forgePoints" });
        let paid = 0;
        for (const key of e.planned) {
          for (
            let from = e.start.get(key) as number;
            from < (e.cap.get(key) as number);
            from = from === -1 ? 1 : from + 1
          ) {
            paid += e.stepCost(key, from, from === -1 ? 1 : from + 1);
          }
        }
        expect(last.days).toBeLessThanOrEqual(Math.ceil(paid / c.fpPer24h));
      }),
      { ...PROPERTY_RUNS, numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------- best run

describe("best run", () => {
  it("is the highest score, shortest among equals", () => {
    const arb = fc.integer({ min: 1, max: 8 }).chain((n) =>
      fc.record({
        bonus: fc.array(fc.integer({ min: -20, max: 40 }), { minLength: n, maxLength: n }),
        costs: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: n, maxLength: n }),
        level: fc.integer({ min: -1, max: n - 1 }),
        build: fc.integer({ min: 0, max: 30 }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ bonus, costs, level, build }) => {
        const gb: GbLevelingPlannerGb = {
          key: "Observatory",
          bonus: Float64Array.from([0, ...bonus]),
          level,
          cap: bonus.length,
          planned: true,
          buildFp: build,
          ownerCost: Float64Array.from([0, ...costs]),
        };
        const m = Math.max(level, 0);
        const scores: number[] = [];
        for (let k = 1; k <= bonus.length - m; k++) {
          let cost = level === -1 ? build : 0;
          for (let j = 1; j <= k; j++) cost += costs[m + j - 1] as number;
          const gain = (bonus[m + k - 1] as number) - (m > 0 ? (bonus[m - 1] as number) : 0);
          scores.push(cost > 0 ? gain / cost : gain > 0 ? Infinity : gain < 0 ? -Infinity : 0);
        }
        const best = Math.max(...scores);
        expect(bestRun(gb)).toEqual({ score: best, length: scores.indexOf(best) + 1 });
      }),
      { ...PROPERTY_RUNS, numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------- optimality (4.4)

const SYNTH_KEYS: GbKey[] = ["Observatory", "Temple_of_Relics", "Oracle_of_Delphi"];

/** Σ gain_i × F_i of one order of level-ups, each level-up given as [cost, gain]. */
function objective(steps: [number, number][]): number {
  let spent = 0;
  let sum = 0;
  for (const [cost, gain] of steps) {
    spent += cost;
    sum += gain * spent;
  }
  return sum;
}

/** Level-ups of each chain in level order, as [cost, gain]. */
function chainSteps(chain: Chain): [number, number][] {
  return chain.costs.map((cost, i) => [
    cost + (i === 0 && chain.start === -1 ? chain.goods : 0),
    (chain.bonus[i] as number) - (i > 0 ? (chain.bonus[i - 1] as number) : 0),
  ]);
}

function bestObjective(chains: [number, number][][]): number {
  let best = Number.POSITIVE_INFINITY;
  const pos = chains.map(() => 0);
  const order: [number, number][] = [];
  const total = chains.reduce((s, c) => s + c.length, 0);
  const walk = () => {
    if (order.length === total) {
      best = Math.min(best, objective(order));
      return;
    }
    chains.forEach((chain, i) => {
      const p = pos[i] as number;
      if (p >= chain.length) return;
      order.push(chain[p] as [number, number]);
      pos[i] = p + 1;
      walk();
      pos[i] = p;
      order.pop();
    });
  };
  walk();
  return best;
}

describe("optimality of the order (4.4)", () => {
  const chainArb = (key: GbKey): fc.Arbitrary<Chain> =>
    fc.integer({ min: 1, max: 3 }).chain((n) =>
      fc.record({
        key: fc.constant(key),
        start: fc.constantFrom(-1, 0),
        costs: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: n, maxLength: n }),
        bonus: fc.array(fc.integer({ min: -5, max: 20 }), { minLength: n, maxLength: n }),
        goods: fc.integer({ min: 0, max: 30 }),
      }),
    );

  it("minimises Σ gain × FP spent over all interleavings (positive costs)", () => {
    const arb = fc.tuple(
      chainArb(SYNTH_KEYS[0] as GbKey),
      chainArb(SYNTH_KEYS[1] as GbKey),
      chainArb(SYNTH_KEYS[2] as GbKey),
    );
    fc.assert(
      fc.property(arb, (chains) => {
        const result = computeGbLevelingOrder({
          reward: "happiness",
          data: { gbs: chains.map(synthChainGb) },
          currentLevels: Object.fromEntries(chains.map((c) => [c.key, c.start])),
          targetLevel: -1,
          goodsFpRatio: 1,
        });
        // Expand the rows into level-ups.
        const byKey = new Map(chains.map((c) => [c.key, chainSteps(c)]));
        const planned: [number, number][] = [];
        for (const row of result.plan) {
          const steps = byKey.get(row.gb) as [number, number][];
          for (let level = Math.max(row.from, 0) + 1; level <= row.to; level++)
            planned.push(steps[level - 1] as [number, number]);
        }
        expect(planned.length).toBe(chains.reduce((s, c) => s + c.costs.length, 0));
        expect(objective(planned)).toBe(bestObjective(chains.map(chainSteps)));
      }),
      { ...PROPERTY_RUNS, numRuns: 400 },
    );
  });
});
