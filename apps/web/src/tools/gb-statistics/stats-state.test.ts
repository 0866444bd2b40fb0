import { describe, expect, it } from "vitest";
import {
  computeGbStatistics,
  getGbStatisticsSeries,
  GB_STATISTICS_SERIES,
  GB_STATS,
} from "@foe-toolbox/core/gb-statistics";
import { compactStatSeries, expandStatSeries } from "./series-data";
import {
  decodeVisibility,
  defaultStatsState,
  encodeVisibility,
  parseStatsPermalink,
  sanitizeStatsState,
  statsPermalink,
} from "./stats-state";

const N = GB_STATISTICS_SERIES.length;
const params = (query: string) => new URLSearchParams(query);

describe("GB statistics state", () => {
  it("defaults to the level cost of levels 1-80 with only the first series shown", () => {
    const d = defaultStatsState(N);
    expect(d).toMatchObject({ stat: "cost_level", from: 1, to: 80 });
    expect(encodeVisibility(d.visible)).toBe("0" + "1".repeat(20));
  });

  it("reads any stored value back as a valid state", () => {
    const d = defaultStatsState(3);
    for (const junk of [undefined, null, 5, "x", []])
      expect(sanitizeStatsState(junk, 3)).toEqual(d);
    expect(
      sanitizeStatsState({ stat: "reward_cost", from: 5, to: null, visible: [false, true] }, 3),
    ).toEqual({
      stat: "reward_cost",
      from: 5,
      to: "",
      visible: [false, true, false],
    });
    expect(sanitizeStatsState({ stat: "nope", from: "5", to: Infinity, visible: "01" }, 3)).toEqual(
      d,
    );
  });

  it("reads the visibility string as docs/tools/gb-statistics.md says", () => {
    const d = defaultStatsState(4).visible;
    expect(decodeVisibility("1001", d)).toEqual([false, true, true, false]);
    expect(decodeVisibility("x0", d)).toEqual([false, true, false, false]);
    expect(decodeVisibility("00000000", d)).toEqual([true, true, true, true]);
  });

  it("round-trips the state through a permalink", () => {
    const state = {
      stat: "reward_cost" as const,
      from: 150,
      to: 203,
      visible: decodeVisibility("0110", defaultStatsState(N).visible),
    };
    expect(parseStatsPermalink(params(statsPermalink(state)), 420, N)).toEqual(state);
  });

  it("applies only valid keys and ignores a range with from > to", () => {
    expect(parseStatsPermalink(params("x=1"), 420, N)).toBeNull();
    expect(parseStatsPermalink(params("gbs_s=nope&gbs_f=0&gbs_t=421&gbs_h="), 420, N)).toBeNull();
    expect(parseStatsPermalink(params("gbs_f=90&gbs_t=10"), 420, N)).toBeNull();
    expect(parseStatsPermalink(params("gbs_f=90"), 420, N)).toBeNull();
    expect(parseStatsPermalink(params("gbs_f=5"), 420, N)).toMatchObject({ from: 5, to: 80 });
    expect(parseStatsPermalink(params("gbs_t=420&gbs_f=2.5"), 420, N)).toMatchObject({
      from: 1,
      to: 420,
    });
    expect(parseStatsPermalink(params("gbs_s=cost_reward"), 420, N)).toMatchObject({
      stat: "cost_reward",
      from: 1,
      to: 80,
    });
  });
});

describe("compact series file", () => {
  it("gives computeGbStatistics exactly the results of the full level tables", () => {
    const full = getGbStatisticsSeries();
    const compact = expandStatSeries(
      JSON.parse(JSON.stringify({ series: compactStatSeries(full) })),
    );
    expect(compact.map((s) => s.key)).toEqual(GB_STATISTICS_SERIES.map((s) => s.key));
    for (const stat of GB_STATS) {
      for (const [from, to] of [
        [1, 80],
        [150, 203],
        [1, 420],
        [420, 420],
      ] as const) {
        expect(computeGbStatistics({ stat, from, to, series: compact })).toEqual(
          computeGbStatistics({ stat, from, to, series: full }),
        );
      }
    }
  });

  it("keeps unknown values unknown and rejects a malformed file", () => {
    const [s] = expandStatSeries({ series: [{ key: "k", cost: [5, null], p1: [null, 3] }] });
    expect(s!.levels).toEqual([
      { cost: 5, reward: null },
      { cost: null, reward: [{ fp: 3 }] },
    ]);
    for (const bad of [
      null,
      {},
      { series: [{ key: 1, cost: [], p1: [] }] },
      { series: [{ key: "k", cost: [1], p1: [] }] },
      { series: [{ key: "k", cost: ["1"], p1: [1] }] },
    ]) {
      expect(() => expandStatSeries(bad)).toThrow(TypeError);
    }
  });
});
