/** GB statistics: properties over random series and ranges. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeGbStatistics,
  GB_STATS,
  getGbStatisticsSeries,
  type GbStat,
} from "./gb-statistics.js";

describe("computeGbStatistics: properties", () => {
  const all = getGbStatisticsSeries();
  const input = fc
    .tuple(
      fc.constantFrom<GbStat>(...GB_STATS),
      fc.subarray(all, { minLength: 1 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([stat, series, x, y]) => {
      const max = Math.max(...series.map((s) => s.levels.length));
      const to = 1 + Math.floor(x * (max - 1));
      const from = 1 + Math.floor(y * (to - 1));
      return { stat, series, from, to };
    });
  const PARAMS = { seed: 99, numRuns: 300 };

  it("one label per level in range; one point per level a series has in range", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeGbStatistics(i);
        expect(r.labels).toHaveLength(i.to - i.from + 1);
        expect(r.datasets.map((d) => d.key)).toEqual(i.series.map((s) => s.key));
        r.datasets.forEach((d, k) => {
          const size = i.series[k]!.levels.length;
          expect(d.data).toHaveLength(Math.max(0, Math.min(i.to, size) - i.from + 1));
        });
      }),
      PARAMS,
    );
  });

  it("yMin / yMax bound every point and are reached", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeGbStatistics(i);
        const values = r.datasets.flatMap((d) => d.data).filter((v): v is number => v !== null);
        expect(r.yMin).toBe(Math.min(...values));
        expect(r.yMax).toBe(Math.max(...values));
      }),
      PARAMS,
    );
  });

  it("the four stats read the same two columns of the same levels", () => {
    fc.assert(
      fc.property(input, (i) => {
        const run = (stat: GbStat) => computeGbStatistics({ ...i, stat });
        const costLevel = run("cost_level");
        const rewardLevel = run("reward_level");
        const rewardCost = run("reward_cost");
        const costReward = run("cost_reward");
        // y columns
        expect(rewardCost.datasets).toEqual(costLevel.datasets);
        expect(costReward.datasets).toEqual(rewardLevel.datasets);
        // x columns: levels, then the reference series' rewards / costs of those levels
        expect(costLevel.labels).toEqual(
          Array.from({ length: i.to - i.from + 1 }, (_, k) => i.from + k),
        );
        const ref = i.series.findIndex(
          (s) => s.levels.length === Math.max(...i.series.map((t) => t.levels.length)),
        );
        expect(rewardCost.labels).toEqual(rewardLevel.datasets[ref]!.data);
        expect(costReward.labels).toEqual(costLevel.datasets[ref]!.data);
      }),
      PARAMS,
    );
  });

  it("each point is the level's datum", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeGbStatistics({ ...i, stat: "cost_level" });
        const expected = i.series.map((s) => ({
          key: s.key,
          data: s.levels.slice(i.from - 1, i.to).map((l) => l.cost),
        }));
        expect(r.datasets).toEqual(expected);
      }),
      PARAMS,
    );
  });
});
