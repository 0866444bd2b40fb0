/** GB statistics: hand-made series, unknown data, errors and the page's 21 age series. */
import { describe, expect, it } from "vitest";
import type { GbLevel } from "./data/index.js";
import { getGbLevels } from "./data/index.js";
import {
  computeGbStatistics,
  GB_STATISTICS_SERIES,
  GB_STATS,
  getGbStatisticsSeries,
  type GbStatisticsInput,
  type StatSeries,
} from "./gb-statistics.js";
import { errorOf } from "../test/error-of.js";

function table(rows: [number | null, number | null][]): GbLevel[] {
  return rows.map(([cost, p1]) => ({
    cost,
    reward: p1 === null ? null : [{ fp: p1 }, { fp: 1 }, { fp: 1 }, { fp: 0 }, { fp: 0 }],
  }));
}

const A: StatSeries = {
  key: "A",
  levels: table([
    [10, 1],
    [20, 2],
    [30, 3],
  ]),
};

const B: StatSeries = { key: "B", levels: table([[5, 7]]) };

const C: StatSeries = {
  key: "C",
  levels: table([
    [100, 11],
    [200, 12],
    [300, 13],
    [400, 14],
  ]),
};

const D: StatSeries = {
  key: "D",
  levels: table([
    [1, 21],
    [2, 22],
    [3, 23],
    [4, 24],
  ]),
}; // ties with C

function stats(partial: Record<string, unknown>) {
  return computeGbStatistics({
    stat: "cost_level",
    from: 1,
    to: 3,
    series: [A, B, C, D],
    ...partial,
  } as GbStatisticsInput);
}

describe("computeGbStatistics on hand-made series", () => {
  it("cost_level: labels are the levels, data the costs; shorter series stop", () => {
    expect(stats({ from: 1, to: 4 })).toEqual({
      labels: [1, 2, 3, 4],
      datasets: [
        { key: "A", data: [10, 20, 30] },
        { key: "B", data: [5] },
        { key: "C", data: [100, 200, 300, 400] },
        { key: "D", data: [1, 2, 3, 4] },
      ],
      yMin: 1,
      yMax: 400,
    });
  });

  it("reward_level: data are the P1 rewards", () => {
    expect(stats({ stat: "reward_level", from: 2, to: 3 })).toEqual({
      labels: [2, 3],
      datasets: [
        { key: "A", data: [2, 3] },
        { key: "B", data: [] }, // shorter than `from`
        { key: "C", data: [12, 13] },
        { key: "D", data: [22, 23] },
      ],
      yMin: 2,
      yMax: 23,
    });
  });

  it("reward_cost: x = P1 reward of the reference (longest, first on a tie: C), y = costs", () => {
    expect(stats({ stat: "reward_cost", from: 2, to: 4 })).toEqual({
      labels: [12, 13, 14],
      datasets: [
        { key: "A", data: [20, 30] },
        { key: "B", data: [] },
        { key: "C", data: [200, 300, 400] },
        { key: "D", data: [2, 3, 4] },
      ],
      yMin: 2,
      yMax: 400,
    });
  });

  it("cost_reward: x = cost of the reference, y = P1 rewards; labels start at `from`", () => {
    expect(stats({ stat: "cost_reward", from: 3, to: 4 })).toEqual({
      labels: [300, 400],
      datasets: [
        { key: "A", data: [3] },
        { key: "B", data: [] },
        { key: "C", data: [13, 14] },
        { key: "D", data: [23, 24] },
      ],
      yMin: 3,
      yMax: 24,
    });
  });

  it("the reference is the first of the longest series in input order", () => {
    expect(stats({ stat: "cost_reward", from: 1, to: 1, series: [D, C] }).labels).toEqual([1]);
    expect(stats({ stat: "cost_reward", from: 1, to: 1, series: [A, C, D] }).labels).toEqual([100]);
  });

  it("from = to gives one point; min/max use only the given series", () => {
    const r = stats({ from: 1, to: 1, series: [A, B] });
    expect(r).toEqual({
      labels: [1],
      datasets: [
        { key: "A", data: [10] },
        { key: "B", data: [5] },
      ],
      yMin: 5,
      yMax: 10,
    });
  });

  it("series stop at `to` (no point beyond the labels) [corrected]", () => {
    const r = stats({ from: 1, to: 2 });
    for (const d of r.datasets) expect(d.data.length).toBeLessThanOrEqual(2);
    expect(r.yMax).toBe(200); // not 400: level 4 is past `to`
  });

  it("keeps the input order and duplicate keys", () => {
    expect(stats({ to: 1, series: [B, A, B] }).datasets.map((d) => d.key)).toEqual(["B", "A", "B"]);
  });
});

describe("computeGbStatistics: unknown data", () => {
  const gaps: StatSeries = {
    key: "G",
    levels: table([
      [10, null],
      [null, 4],
      [30, 6],
    ]),
  };

  it("an unknown value is a null point, left out of min/max", () => {
    expect(stats({ series: [gaps] })).toEqual({
      labels: [1, 2, 3],
      datasets: [{ key: "G", data: [10, null, 30] }],
      yMin: 10,
      yMax: 30,
    });
    expect(stats({ stat: "reward_level", series: [gaps] }).datasets[0]!.data).toEqual([null, 4, 6]);
  });

  it("unknown reference values give null labels", () => {
    expect(stats({ stat: "reward_cost", series: [gaps] }).labels).toEqual([null, 4, 6]);
    expect(stats({ stat: "cost_reward", series: [gaps] }).labels).toEqual([10, null, 30]);
  });

  it("no known value at all: yMin and yMax are null", () => {
    const r = stats({ from: 2, to: 2, series: [gaps] });
    expect(r).toEqual({
      labels: [2],
      datasets: [{ key: "G", data: [null] }],
      yMin: null,
      yMax: null,
    });
  });

  it("a GB without known costs and one without known rewards (bundled data)", () => {
    const ai = { key: "AI", levels: getGbLevels("AI_Core")! };
    const shs = { key: "SHS", levels: getGbLevels("Shattered_Horizon_Siphon")! };
    const cost = computeGbStatistics({ stat: "cost_level", from: 79, to: 80, series: [ai, shs] });
    expect(cost.datasets).toEqual([
      { key: "AI", data: [null, null] },
      { key: "SHS", data: [shs.levels[78]!.cost, 81835] },
    ]);
    const reward = computeGbStatistics({
      stat: "reward_level",
      from: 79,
      to: 80,
      series: [ai, shs],
    });
    expect(reward.datasets[1]).toEqual({ key: "SHS", data: [null, 1970] });
    expect(reward.datasets[0]!.data.every((v) => typeof v === "number")).toBe(true);
  });

  const malformed: [string, unknown, string, string][] = [
    ["series not an array", "Observatory", "UnknownDataError", "series"],
    ["series entry null", [null], "UnknownDataError", "series[0]"],
    ["key missing", [{ levels: [] }], "UnknownDataError", "series[0].key"],
    ["levels not an array", [{ key: "x", levels: {} }], "UnknownDataError", "series[0].levels"],
    [
      "level entry not an object",
      [{ key: "x", levels: [5] }],
      "UnknownDataError",
      "series[0].levels[0]",
    ],
    [
      "cost a string",
      [{ key: "x", levels: [{ cost: "5", reward: null }] }],
      "InvalidNumberError",
      "series[0].levels[0].cost",
    ],
    [
      "cost NaN",
      [{ key: "x", levels: [{ cost: Number.NaN, reward: null }] }],
      "InvalidNumberError",
      "series[0].levels[0].cost",
    ],
  ];
  it.each(malformed)("%s", (_name, series, name, field) => {
    expect(errorOf(() => stats({ from: 1, to: 1, series }))).toEqual({ name, field });
  });

  it("malformed rewards are named errors when a reward is read", () => {
    const bad = (reward: unknown) => [{ key: "x", levels: [{ cost: 5, reward }] }];
    expect(
      errorOf(() => stats({ stat: "reward_level", from: 1, to: 1, series: bad("x") })),
    ).toEqual({
      name: "UnknownDataError",
      field: "series[0].levels[0].reward",
    });
    expect(
      errorOf(() => stats({ stat: "reward_level", from: 1, to: 1, series: bad([7]) })),
    ).toEqual({
      name: "UnknownDataError",
      field: "series[0].levels[0].reward[0]",
    });
    expect(
      errorOf(() => stats({ stat: "reward_level", from: 1, to: 1, series: bad([{ fp: "7" }]) })),
    ).toEqual({
      name: "InvalidNumberError",
      field: "series[0].levels[0].reward[0].fp",
    });
    // an empty reward list or a missing fp is unknown data: a null point
    expect(
      stats({ stat: "reward_level", from: 1, to: 1, series: bad([]) }).datasets[0]!.data,
    ).toEqual([null]);
    expect(
      stats({ stat: "reward_level", from: 1, to: 1, series: bad([{}]) }).datasets[0]!.data,
    ).toEqual([null]);
    // the cost chart does not read rewards
    expect(stats({ from: 1, to: 1, series: bad("x") }).datasets[0]!.data).toEqual([5]);
  });
});

describe("computeGbStatistics: errors and their order", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["unknown stat", { stat: "cost" }, "InvalidStatError", "stat"],
    ["stat missing", { stat: undefined }, "InvalidStatError", "stat"],
    ["stat not a string", { stat: 1 }, "InvalidStatError", "stat"],
    ["stat before levels", { stat: "x", from: 0, to: 0 }, "InvalidStatError", "stat"],
    ["stat before series", { stat: "x", series: null }, "InvalidStatError", "stat"],
    ["to 0", { from: 1, to: 0 }, "LevelOutOfRangeError", "to"],
    ["to above the longest series", { from: 1, to: 5 }, "LevelOutOfRangeError", "to"],
    ["to not an integer", { to: 2.5 }, "LevelOutOfRangeError", "to"],
    ["to a string", { to: "3" }, "LevelOutOfRangeError", "to"],
    ["to before from", { from: 0, to: 0 }, "LevelOutOfRangeError", "to"],
    ["no series: no level exists", { from: 1, to: 1, series: [] }, "LevelOutOfRangeError", "to"],
    ["from 0", { from: 0, to: 3 }, "LevelOutOfRangeError", "from"],
    ["from above to", { from: 3, to: 2 }, "LevelOutOfRangeError", "from"],
    ["from not an integer", { from: 1.5 }, "LevelOutOfRangeError", "from"],
    ["from missing", { from: undefined }, "LevelOutOfRangeError", "from"],
  ];
  it.each(cases)("%s", (_name, partial, name, field) => {
    expect(errorOf(() => stats(partial))).toEqual({ name, field });
  });

  it("a non-object input is an invalid stat", () => {
    expect(errorOf(() => computeGbStatistics(null as never))).toEqual({
      name: "InvalidStatError",
      field: "stat",
    });
  });
});

describe("computeGbStatistics on the 21 age series of the page", () => {
  const all = getGbStatisticsSeries();

  it("the series table: 21 keys in order with the reference GBs and level counts of docs/tools/gb-statistics.md", () => {
    expect(GB_STATISTICS_SERIES.map((s) => [s.key, s.gb, getGbLevels(s.gb)!.length])).toEqual([
      ["Oracle", "Oracle_of_Delphi", 361],
      ["NoAge", "Observatory", 361],
      ["BronzeAge", "Tower_of_Babel", 420],
      ["IronAge", "Colosseum", 347],
      ["EarlyMiddleAges", "Hagia_Sophia", 251],
      ["HighMiddleAges", "St_Mark_s_Basilica", 361],
      ["LateMiddleAges", "Saint_Basil_s_Cathedral", 276],
      ["ColonialAge", "Deal_Castle", 301],
      ["IndustrialAge", "Capitol", 158],
      ["ProgressiveEra", "Chateau_Frontenac", 420],
      ["ModernEra", "Space_Needle", 215],
      ["PostmodernEra", "Cape_Canaveral", 221],
      ["ContemporaryEra", "Lotus_Temple", 261],
      ["Tomorrow", "Truce_Tower", 201],
      ["TheFuture", "The_Arc", 403],
      ["ArcticFuture", "Gaea_Statue", 310],
      ["OceanicFuture", "Atlantis_Museum", 301],
      ["VirtualFuture", "Terracotta_Army", 269],
      ["SpaceAgeMars", "The_Virgo_Project", 211],
      ["SpaceAgeAsteroidBelt", "Space_Carrier", 320],
      ["SpaceAgeVenus", "Flying_Island", 162],
    ]);
    expect(GB_STATISTICS_SERIES[0]!.label).toBe("No Age (Oracle of Delphi)");
    expect(GB_STATISTICS_SERIES[17]!.colour).toBe("rgb(85,271,39)");
    expect(all.map((s) => s.key)).toEqual(GB_STATISTICS_SERIES.map((s) => s.key));
    expect(GB_STATS).toEqual(["cost_level", "reward_level", "reward_cost", "cost_reward"]);
  });

  it("maxLevel is 420; to = 421 is out of range", () => {
    expect(
      errorOf(() => computeGbStatistics({ stat: "cost_level", from: 1, to: 421, series: all }))
        .name,
    ).toBe("LevelOutOfRangeError");
  });

  it("from = to = 420: only BronzeAge and ProgressiveEra have a point", () => {
    const r = computeGbStatistics({ stat: "cost_level", from: 420, to: 420, series: all });
    expect(r.labels).toEqual([420]);
    const withData = r.datasets.filter((d) => d.data.length > 0);
    expect(withData).toEqual([
      { key: "BronzeAge", data: [12_716_131] },
      { key: "ProgressiveEra", data: [20_694_880] },
    ]);
    expect([r.yMin, r.yMax]).toEqual([12_716_131, 20_694_880]);
  });

  it("the 'against' charts use BronzeAge (first of the two 420-level series) for the labels", () => {
    const reward = computeGbStatistics({ stat: "reward_cost", from: 420, to: 420, series: all });
    expect(reward.labels).toEqual([4830]); // Tower_of_Babel level 420 P1; Chateau_Frontenac has 7905
    const cost = computeGbStatistics({ stat: "cost_reward", from: 420, to: 420, series: all });
    expect(cost.labels).toEqual([12_716_131]);
    expect(cost.datasets.find((d) => d.key === "ProgressiveEra")!.data).toEqual([7905]);
  });

  it("Oracle of Delphi has its own first levels, then the No Age table", () => {
    const r = computeGbStatistics({ stat: "cost_level", from: 1, to: 10, series: all.slice(0, 2) });
    const [oracle, noAge] = r.datasets;
    expect(oracle!.data.slice(0, 9)).not.toEqual(noAge!.data.slice(0, 9));
    expect(oracle!.data[9]).toBe(650);
    expect(noAge!.data[9]).toBe(650);
  });
});
