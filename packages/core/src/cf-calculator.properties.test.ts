/** Château Frontenac: properties over random budgets and ages. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeCfRewards, getCfMinimums } from "./cf-calculator.js";
import { listRecurringQuests } from "./data/index.js";

// ---------------------------------------------------------------- properties

const AGES = listRecurringQuests().map((a) => a.age);

const arbInput = fc
  .record({
    age: fc.constantFrom(...AGES),
    cfBoost: fc.integer({ min: 0, max: 400 }),
    extraCoins: fc.integer({ min: 0, max: 50_000_000 }),
    extraSupplies: fc.integer({ min: 0, max: 50_000_000 }),
    secondRq: fc.boolean(),
    suppliesGathered: fc.integer({ min: 0, max: 5_000_000 }),
    otherRq: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ extraCoins, extraSupplies, ...rest }) => {
    const min = getCfMinimums(rest.age);
    return { ...rest, coins: min.coins + extraCoins, supplies: min.supplies + extraSupplies };
  });

describe("cf properties", () => {
  it("totals add up and the player's own goods/FP are only added", () => {
    fc.assert(
      fc.property(arbInput, fc.nat(10_000), fc.nat(10_000), (input, goods, fp) => {
        const r = computeCfRewards({ ...input, goods, fpPer24h: fp });
        expect(r.totalRqCompleted).toBe(
          r.dailyUbq + r.bonusUbq + input.otherRq + r.secondRqCompleted,
        );
        expect(r.totalGoods).toBe(r.goods + goods);
        expect(r.totalFp).toBe(r.fp + fp);
        const rq = listRecurringQuests().find((a) => a.age === input.age)!;
        expect(r.dailyUbq).toBe(
          Math.min(
            Math.floor(input.coins / rq.cost.payCoins),
            Math.floor(input.supplies / rq.cost.paySupplies),
          ),
        );
        if (!input.secondRq || !rq.secondQuestGiver) expect(r.secondRqCompleted).toBe(0);
        expect(r.infinityGenerator).toBe(false);
      }),
      { seed: 5, numRuns: 500 },
    );
  });

  it("more budget, more other RQs or more boost never give fewer quests or rewards", () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.nat(20_000_000),
        fc.nat(20),
        fc.nat(200),
        (input, more, moreRq, moreBoost) => {
          const base = computeCfRewards(input);
          const variants = [
            computeCfRewards({
              ...input,
              coins: input.coins + more,
              supplies: input.supplies + more,
            }),
            computeCfRewards({ ...input, otherRq: input.otherRq + moreRq }),
            computeCfRewards({ ...input, cfBoost: input.cfBoost + moreBoost }),
          ];
          for (const v of variants) {
            if (v.infinityGenerator) continue;
            expect(v.totalRqCompleted).toBeGreaterThanOrEqual(base.totalRqCompleted);
            expect(v.goods).toBeGreaterThanOrEqual(base.goods);
            expect(v.medals).toBeGreaterThanOrEqual(base.medals);
            expect(v.fp).toBeGreaterThanOrEqual(base.fp);
            expect(v.bp).toBeGreaterThanOrEqual(base.bp);
          }
        },
      ),
      { seed: 9, numRuns: 500 },
    );
  });

  it("in infinity mode each extra cumulative round adds a row and never removes quests", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AGES),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 30 }),
        (age, over, rounds) => {
          const min = getCfMinimums(age);
          let boost = 0;
          while (!computeCfRewards({ age, cfBoost: boost, ...min }).infinityGenerator) boost += 100;
          const input = {
            age,
            cfBoost: boost + over,
            coins: min.coins * 3,
            supplies: min.supplies * 3,
          };
          const a = computeCfRewards({ ...input, cumulativeQuests: rounds });
          const b = computeCfRewards({ ...input, cumulativeQuests: rounds + 1 });
          expect(a.infinityGenerator && b.infinityGenerator).toBe(true);
          expect(a.returns.length).toBeLessThanOrEqual(rounds);
          if (a.returns.length === rounds) {
            expect(b.returns.slice(0, rounds)).toEqual(a.returns);
          }
          expect(b.totalRqCompleted).toBeGreaterThanOrEqual(a.totalRqCompleted);
        },
      ),
      { seed: 13, numRuns: 200 },
    );
  });
});
