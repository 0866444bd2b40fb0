/** GB forecast: input errors, their order, and unknown or malformed game data. */
import { describe, expect, it } from "vitest";
import type { GbLevel } from "./data/index.js";
import { getGbLevels, listGreatBuildings } from "./data/index.js";
import { computeGbForecast, type ForecastInput } from "./gb-forecast-cost.js";
import { errorOf } from "../test/error-of.js";
import { forecast, level, P0, P90, SPARSE } from "../test/forecast-fixtures.js";

describe("computeGbForecast: errors and their order", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "target above max",
      { currentLevel: 0, targetLevel: 362 },
      "LevelOutOfRangeError",
      "targetLevel",
    ],
    ["target 0", { currentLevel: 0, targetLevel: 0 }, "LevelOutOfRangeError", "targetLevel"],
    ["target not an integer", { targetLevel: 10.5 }, "LevelOutOfRangeError", "targetLevel"],
    ["target a string", { targetLevel: "10" }, "LevelOutOfRangeError", "targetLevel"],
    ["target missing", { targetLevel: undefined }, "LevelOutOfRangeError", "targetLevel"],
    [
      "target checked before current",
      { currentLevel: -1, targetLevel: 400 },
      "LevelOutOfRangeError",
      "targetLevel",
    ],
    [
      "current = target",
      { currentLevel: 10, targetLevel: 10 },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    [
      "current above target",
      { currentLevel: 11, targetLevel: 10 },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    ["current negative", { currentLevel: -1 }, "LevelOutOfRangeError", "currentLevel"],
    ["current not an integer", { currentLevel: 0.5 }, "LevelOutOfRangeError", "currentLevel"],
    [
      "current before percentages",
      { currentLevel: 10, investorPercentages: [] },
      "LevelOutOfRangeError",
      "currentLevel",
    ],
    [
      "4 percentages",
      { investorPercentages: [0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "6 percentages",
      { investorPercentages: [0, 0, 0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "NaN percentage",
      { investorPercentages: [0, Number.NaN, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "infinite percentage",
      { investorPercentages: [0, 0, 0, 0, -Infinity] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "string percentage",
      { investorPercentages: ["90", 0, 0, 0, 0] },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "percentages not an array",
      { investorPercentages: 90 },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "sparse percentages",
      { investorPercentages: SPARSE },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "percentages before negatives",
      { investorPercentages: [0], fpPerDay: -1 },
      "InvalidPercentagesError",
      "investorPercentages",
    ],
    [
      "negative percentage",
      { investorPercentages: [90, 90, 90, 90, -0.1] },
      "NegativeValueError",
      "investorPercentages[4]",
    ],
    ["negative fpPerDay", { fpPerDay: -1 }, "NegativeValueError", "fpPerDay"],
    ["negative alreadyInvested", { alreadyInvested: -1 }, "NegativeValueError", "alreadyInvested"],
    [
      "negative before invalid (other field)",
      { fpPerDay: Number.NaN, alreadyInvested: -5 },
      "NegativeValueError",
      "alreadyInvested",
    ],
    ["-Infinity fpPerDay is negative", { fpPerDay: -Infinity }, "NegativeValueError", "fpPerDay"],
    [
      "negative non-integer alreadyInvested",
      { alreadyInvested: -1.5 },
      "NegativeValueError",
      "alreadyInvested",
    ],
    ["NaN fpPerDay", { fpPerDay: Number.NaN }, "InvalidNumberError", "fpPerDay"],
    ["infinite fpPerDay", { fpPerDay: Infinity }, "InvalidNumberError", "fpPerDay"],
    ["string fpPerDay", { fpPerDay: "50" }, "InvalidNumberError", "fpPerDay"],
    ["null fpPerDay", { fpPerDay: null }, "InvalidNumberError", "fpPerDay"],
    [
      "non-integer alreadyInvested",
      { alreadyInvested: 1.5 },
      "InvalidNumberError",
      "alreadyInvested",
    ],
    ["string alreadyInvested", { alreadyInvested: "3" }, "InvalidNumberError", "alreadyInvested"],
    [
      "invalid before exceeding",
      { fpPerDay: "x", alreadyInvested: 10_000 },
      "InvalidNumberError",
      "fpPerDay",
    ],
    [
      "already invested above the level cost",
      { alreadyInvested: 651 },
      "AlreadyInvestedExceedsCostError",
      "alreadyInvested",
    ],
  ];
  it.each(cases)("%s", (_name, partial, name, field) => {
    expect(errorOf(() => forecast(partial))).toEqual({ name, field });
  });
});

describe("computeGbForecast: unknown or malformed game data", () => {
  it("the six GBs without costs give UnknownDataError", () => {
    const keys = listGreatBuildings()
      .filter((gb) => gb.levels.some((l) => l.cost === null))
      .map((gb) => gb.key);
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      expect(
        errorOf(() =>
          computeGbForecast({
            levels: getGbLevels(key)!,
            currentLevel: 0,
            targetLevel: 1,
            investorPercentages: P90,
          }),
        ),
      ).toEqual({ name: "UnknownDataError", field: "levels[0].cost" });
    }
  });

  it("Shattered Horizon Siphon: level 80 has rewards, level 81 does not", () => {
    const shs = getGbLevels("Shattered_Horizon_Siphon")!;
    const ok = computeGbForecast({
      levels: shs,
      currentLevel: 79,
      targetLevel: 80,
      investorPercentages: P90,
    });
    expect(ok.rows[0]!.cost).toBe(81835);
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: shs,
          currentLevel: 79,
          targetLevel: 81,
          investorPercentages: P90,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[80].reward" });
  });

  it("unknown data is reported before the already-invested bound", () => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: [level(null, [1, 1, 1, 1, 1])],
          currentLevel: 0,
          targetLevel: 1,
          investorPercentages: P0,
          alreadyInvested: 5,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "levels[0].cost" });
  });

  const malformed: [string, unknown, string, string][] = [
    ["levels not an array", "Observatory", "UnknownDataError", "levels"],
    ["level entry null", [null], "UnknownDataError", "levels[0]"],
    [
      "cost a string",
      [{ cost: "50", reward: [{ fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }, { fp: 1 }] }],
      "InvalidNumberError",
      "levels[0].cost",
    ],
    ["cost not an integer", [level(50.5, [1, 1, 1, 1, 1])], "InvalidNumberError", "levels[0].cost"],
    [
      "cost beyond safe integers",
      [level(1e300, [1, 1, 1, 1, 1])],
      "InvalidNumberError",
      "levels[0].cost",
    ],
    ["cost negative", [level(-50, [1, 1, 1, 1, 1])], "NegativeValueError", "levels[0].cost"],
    ["4 rewards", [level(50, [1, 1, 1, 1])], "UnknownDataError", "levels[0].reward"],
    [
      "reward not an array",
      [{ cost: 50, reward: { fp: 1 } }],
      "UnknownDataError",
      "levels[0].reward",
    ],
    [
      "reward entry null",
      [{ cost: 50, reward: [{ fp: 1 }, null, { fp: 1 }, { fp: 1 }, { fp: 1 }] }],
      "UnknownDataError",
      "levels[0].reward[1]",
    ],
    [
      "reward fp null",
      [level(50, [1, 1, null, 1, 1])],
      "UnknownDataError",
      "levels[0].reward[2].fp",
    ],
    [
      "reward fp NaN",
      [level(50, [1, 1, 1, Number.NaN, 1])],
      "InvalidNumberError",
      "levels[0].reward[3].fp",
    ],
    [
      "reward fp negative",
      [level(50, [1, 1, 1, 1, -1])],
      "NegativeValueError",
      "levels[0].reward[4].fp",
    ],
  ];
  it.each(malformed)("%s", (_name, levels, name, field) => {
    expect(
      errorOf(() =>
        computeGbForecast({
          levels: levels as GbLevel[],
          currentLevel: 0,
          targetLevel: 1,
          investorPercentages: P0,
        }),
      ),
    ).toEqual({ name, field });
  });

  it("a non-object input reports the missing levels", () => {
    for (const input of [null, undefined, 42, "x"]) {
      expect(errorOf(() => computeGbForecast(input as unknown as ForecastInput))).toEqual({
        name: "UnknownDataError",
        field: "levels",
      });
    }
  });
});
