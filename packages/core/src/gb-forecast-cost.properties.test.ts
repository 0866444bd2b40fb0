/** GB forecast: properties over random level tables and inputs. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels, listGreatBuildings } from "./data/index.js";
import { computeGbForecast, splitDays } from "./gb-forecast-cost.js";

describe("computeGbForecast: properties", () => {
  const tables = new Map(listGreatBuildings().map((gb) => [gb.key, getGbLevels(gb.key)!]));
  const complete = [...tables.keys()].filter((key) =>
    tables.get(key)!.every((l) => l.cost !== null && l.reward !== null),
  );

  /** A GB with complete data (by key, so counterexamples stay short) and a range inside it. */
  const gbRange = fc.constantFrom(...complete).chain((key) => {
    const size = tables.get(key)!.length;
    return fc
      .tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 1, max: 40 }))
      .map(([current, span]) => ({ key, current, target: Math.min(size, current + span) }));
  });
  const levelsOf = (key: (typeof complete)[number]) => tables.get(key)!;
  const percentage = fc.oneof(
    fc.integer({ min: 0, max: 200 }),
    fc.double({ min: 0, max: 2000, noNaN: true }),
    fc.constant(90),
  );
  const percentages = fc.array(percentage, { minLength: 5, maxLength: 5 });
  const PARAMS = { seed: 4242, numRuns: 400 };

  it("totals are the sums of the rows; rows cover current+1..target with the data's costs", () => {
    fc.assert(
      fc.property(gbRange, percentages, ({ key, current, target }, pcts) => {
        const r = computeGbForecast({
          levels: levelsOf(key),
          currentLevel: current,
          targetLevel: target,
          investorPercentages: pcts,
        });
        expect(r.rows.map((row) => row.level)).toEqual(
          Array.from({ length: target - current }, (_, k) => current + 1 + k),
        );
        r.rows.forEach((row) => expect(row.cost).toBe(levelsOf(key)[row.level - 1]!.cost));
        const sum = (f: (row: (typeof r.rows)[number]) => number) =>
          r.rows.reduce((s, row) => s + f(row), 0);
        expect(r.totalCost).toBe(sum((row) => row.cost));
        expect(r.totalPreparationNoBonus).toBe(sum((row) => row.preparationNoBonus));
        expect(r.totalPreparationWithBonus).toBe(sum((row) => row.preparationWithBonus));
        expect(r.savedFp).toBe(r.totalPreparationNoBonus - r.totalPreparationWithBonus);
      }),
      PARAMS,
    );
  });

  it("each preparation is an integer between 0 and the level cost", () => {
    fc.assert(
      fc.property(gbRange, percentages, ({ key, current, target }, pcts) => {
        const r = computeGbForecast({
          levels: levelsOf(key),
          currentLevel: current,
          targetLevel: target,
          investorPercentages: pcts,
        });
        for (const row of r.rows) {
          for (const prep of [row.preparationNoBonus, row.preparationWithBonus]) {
            expect(Number.isInteger(prep)).toBe(true);
            expect(prep).toBeGreaterThanOrEqual(0);
            expect(prep).toBeLessThanOrEqual(row.cost);
          }
        }
      }),
      PARAMS,
    );
  });

  it("a range is the concatenation of its two halves", () => {
    fc.assert(
      fc.property(
        gbRange,
        percentages,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ key, current, target }, pcts, cut) => {
          fc.pre(target - current >= 2);
          const mid = current + 1 + Math.floor(cut * (target - current - 1));
          const run = (a: number, b: number) =>
            computeGbForecast({
              levels: levelsOf(key),
              currentLevel: a,
              targetLevel: b,
              investorPercentages: pcts,
            });
          const whole = run(current, target);
          const left = run(current, Math.min(mid, target - 1));
          const right = run(Math.min(mid, target - 1), target);
          expect(whole.rows).toEqual([...left.rows, ...right.rows]);
          expect(whole.totalCost).toBe(left.totalCost + right.totalCost);
          expect(whole.savedFp).toBe(left.savedFp + right.savedFp);
        },
      ),
      PARAMS,
    );
  });

  it("at 0 % both preparations agree; a higher uniform rate never costs the owner more", () => {
    fc.assert(
      fc.property(gbRange, percentage, percentage, ({ key, current, target }, a, b) => {
        const run = (p: number) =>
          computeGbForecast({
            levels: levelsOf(key),
            currentLevel: current,
            targetLevel: target,
            investorPercentages: [p, p, p, p, p],
          });
        const zero = run(0);
        expect(zero.savedFp).toBe(0);
        const [low, high] = a <= b ? [run(a), run(b)] : [run(b), run(a)];
        low.rows.forEach((row, k) => {
          expect(high.rows[k]!.preparationWithBonus).toBeLessThanOrEqual(row.preparationWithBonus);
          expect(row.preparationNoBonus).toBe(zero.rows[k]!.preparationNoBonus);
        });
      }),
      PARAMS,
    );
  });

  it("days are the fewest whole days covering the FP still to pay; rate threads never take longer than swaps", () => {
    fc.assert(
      fc.property(
        gbRange,
        percentages,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ key, current, target }, pcts, fpPerDay, share) => {
          const firstCost = levelsOf(key)[current]!.cost!;
          const alreadyInvested = Math.floor(share * firstCost);
          const r = computeGbForecast({
            levels: levelsOf(key),
            currentLevel: current,
            targetLevel: target,
            investorPercentages: pcts,
            fpPerDay,
            alreadyInvested,
          });
          const check = (days: number | null, fp: number) => {
            expect(days).not.toBeNull();
            const d = days!;
            expect(Number.isInteger(d) && d >= 0).toBe(true);
            expect(d * fpPerDay).toBeGreaterThanOrEqual(fp);
            if (d > 0) expect((d - 1) * fpPerDay).toBeLessThan(fp);
          };
          check(r.ownerDays, r.totalPreparationWithBonus - alreadyInvested);
          check(r.swapDays, r.totalCost - alreadyInvested);
          expect(r.ownerDays!).toBeLessThanOrEqual(r.swapDays!);
          expect(r.ownerDuration).toEqual(splitDays(r.ownerDays!));
          expect(r.swapDuration).toEqual(splitDays(r.swapDays!));
        },
      ),
      PARAMS,
    );
  });
});
