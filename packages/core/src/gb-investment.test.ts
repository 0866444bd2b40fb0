import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels, type GbLevel } from "./data/index.js";
import {
  computeInvestorView,
  computeLevelInvestment,
  isPotentialSniper,
  type Investor,
  type LevelInvestmentInput,
  type PlaceRow,
} from "./gb-investment.js";

const OBSERVATORY = getGbLevels("Observatory")!;

/** A level with cost `cost` and FP rewards `fp` (P1..P5). */
function lvl(cost: number | null, fp: number[] | null): GbLevel {
  return { cost, reward: fp ? fp.map((x) => ({ fp: x })) : null };
}

/** The small level used by most hand computations: cost 100, rewards 20/10/5/0/0. */
const SMALL = [lvl(100, [20, 10, 5, 0, 0])];
const PCT0 = [0, 0, 0, 0, 0];

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    const e = error as Error & { field?: unknown };
    return { name: e.name, field: e.field };
  }
  throw new Error("expected an error");
}

function row(over: Partial<PlaceRow> & { place: number }): PlaceRow {
  return {
    reward: 0,
    expectedParticipation: 0,
    participation: 0,
    preparation: 0,
    isInvestorParticipation: false,
    investorIndex: -1,
    roi: 0,
    snipe: null,
    ...over,
  };
}

function pick(places: PlaceRow[], key: keyof PlaceRow) {
  return places.map((p) => p[key]);
}

describe("computeLevelInvestment", () => {
  it("Observatory 9 -> 10 at 0 %: the documented worked table", () => {
    const r = computeLevelInvestment({
      levels: OBSERVATORY,
      level: 10,
      investorPercentages: PCT0,
    });
    expect(r.cost).toBe(650);
    expect(pick(r.places, "expectedParticipation")).toEqual([65, 35, 10, 5, 0]);
    expect(pick(r.places, "participation")).toEqual([65, 35, 10, 5, 0]);
    // P1 650 - 130 = 520; P2 raw 515 -> 520; P3 650 - 120 = 530; P4 raw 530; total max(530, 535)
    expect(pick(r.places, "preparation")).toEqual([520, 520, 530, 530, 535]);
    expect(r.totalPreparations).toBe(535);
    // yourArcBonus defaults to 0: securePlace(650, 0, 0, 0, 0, r) = 325, round(r - 325)
    expect(pick(r.places, "snipe")).toEqual([
      { fp: 325, roi: -260 },
      { fp: 325, roi: -290 },
      { fp: 325, roi: -315 },
      { fp: 325, roi: -320 },
      null,
    ]);
  });

  it("Observatory 9 -> 10 at 90 %: 124/67/19/10, preparations 402/402/421/421, total 430", () => {
    const r = computeLevelInvestment({
      levels: OBSERVATORY,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
    });
    // round(65 * 1.9) = round(123.5) = 124
    expect(pick(r.places, "expectedParticipation")).toEqual([124, 67, 19, 10, 0]);
    expect(pick(r.places, "preparation")).toEqual([402, 402, 421, 421, 430]);
    expect(r.totalPreparations).toBe(430);
    expect(r.extraInvestors).toEqual([]);
    expect(r.investors).toEqual([]);
  });

  it("expected participation keeps the double result: 125 at 82 % gives 227", () => {
    const r = computeLevelInvestment({
      levels: [lvl(10_000, [125, 0, 0, 0, 0])],
      level: 1,
      investorPercentages: [82, 0, 0, 0, 0],
    });
    expect(r.places[0]!.expectedParticipation).toBe(227);
  });

  it("stops at the first place without participation; the rest are filler rows", () => {
    const r = computeLevelInvestment({ levels: SMALL, level: 1, investorPercentages: PCT0 });
    // P1: 100 - 40 = 60; P2: 100 - (20 + 20) = 60; P3: 100 - (30 + 10) = 60; total max(60, 65)
    expect(r).toEqual({
      level: 1,
      cost: 100,
      totalPreparations: 65,
      places: [
        row({
          place: 1,
          reward: 20,
          expectedParticipation: 20,
          participation: 20,
          preparation: 60,
          snipe: { fp: 50, roi: -30 },
        }),
        row({
          place: 2,
          reward: 10,
          expectedParticipation: 10,
          participation: 10,
          preparation: 60,
          snipe: { fp: 50, roi: -40 },
        }),
        row({
          place: 3,
          reward: 5,
          expectedParticipation: 5,
          participation: 5,
          preparation: 60,
          snipe: { fp: 50, roi: -45 },
        }),
        row({ place: 4, preparation: 65 }),
        row({ place: 5, preparation: 65 }),
      ],
      extraInvestors: [],
      investors: [],
    });
  });

  it("huge percentages: the first participation is cut to the level cost", () => {
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: [1000, 1000, 1000, 1000, 1000],
    });
    // E1 = 220, over = 220 - 100 = 120 -> 100; prep max(0, 100 - 200) = 0; level full
    expect(pick(r.places, "expectedParticipation")).toEqual([220, 110, 55, 0, 0]);
    expect(pick(r.places, "participation")).toEqual([100, 0, 0, 0, 0]);
    expect(pick(r.places, "preparation")).toEqual([0, 0, 0, 0, 0]);
    expect(r.totalPreparations).toBe(0);
    expect(pick(r.places, "snipe")).toEqual([{ fp: 50, roi: -30 }, null, null, null, null]);
  });

  it("owner already paid the whole level: P1 keeps its participation, preparation = cost", () => {
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      ownerPreparation: 100,
      yourArcBonus: 90,
    });
    expect(r.places[0]).toEqual(
      row({
        place: 1,
        reward: 20,
        expectedParticipation: 20,
        participation: 20,
        preparation: 100,
        snipe: { fp: null, roi: null },
      }),
    );
    expect(r.totalPreparations).toBe(100);
    expect(pick(r.places, "preparation")).toEqual([100, 100, 100, 100, 100]);
  });

  it("an investor below the expected amount takes the place when he cannot be overtaken", () => {
    // owner 70 + investor 15: remaining 15, lock = ceil((15 + 15) / 2) = 15 <= 15
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors: [{ value: 15, isPotentialSniper: false }],
      ownerPreparation: 70,
    });
    expect(r.places).toEqual([
      row({
        place: 1,
        reward: 20,
        expectedParticipation: 20,
        participation: 15,
        preparation: 70,
        isInvestorParticipation: true,
        investorIndex: 0,
        roi: 5,
        snipe: { fp: null, roi: null },
      }),
      // securePlace(100, 85, 0, 0, 0, 10): ceil(15 / 2) = 8, round(10 - 8) = 2
      row({
        place: 2,
        reward: 10,
        expectedParticipation: 10,
        participation: 10,
        preparation: 70,
        snipe: { fp: 8, roi: 2 },
      }),
      row({
        place: 3,
        reward: 5,
        expectedParticipation: 5,
        participation: 5,
        preparation: 70,
        snipe: { fp: 8, roi: -3 },
      }),
      row({ place: 4, preparation: 70 }),
      row({ place: 5, preparation: 70 }),
    ]);
    expect(r.totalPreparations).toBe(70);
  });

  it("a potential sniper's FP do not count as paid; other investors' do", () => {
    const run = (isPotentialSniper: boolean) =>
      computeLevelInvestment({
        levels: SMALL,
        level: 1,
        investorPercentages: PCT0,
        investors: [{ value: 12, isPotentialSniper }],
      });
    const sniper = run(true);
    // P1: sv = 12, others 0 -> 100 - 40 = 60; snipe securePlace(100, 12, 12, 0) = 50
    // P2: 12 >= 10 takes it (roi -2), raw 100 - (20 + 24) = 56 -> 60; snipe vs rival 12 = 38 + 12
    // P3: raw 100 - (32 + 10) = 58 -> 60; total max(60, 100 - 37) = 63
    expect(sniper.places).toEqual([
      row({
        place: 1,
        reward: 20,
        expectedParticipation: 20,
        participation: 20,
        preparation: 60,
        snipe: { fp: 50, roi: -30 },
      }),
      row({
        place: 2,
        reward: 10,
        expectedParticipation: 10,
        participation: 12,
        preparation: 60,
        isInvestorParticipation: true,
        investorIndex: 0,
        roi: -2,
        snipe: { fp: 50, roi: -40 },
      }),
      row({
        place: 3,
        reward: 5,
        expectedParticipation: 5,
        participation: 5,
        preparation: 60,
        snipe: { fp: 44, roi: -39 },
      }),
      row({ place: 4, preparation: 63 }),
      row({ place: 5, preparation: 63 }),
    ]);
    expect(sniper.totalPreparations).toBe(63);
    const regular = run(false);
    // P1: others = 12 -> 100 - (12 + 40) = 48; snipe securePlace(100, 12, 0, 0) = 44
    expect(regular.places[0]!.preparation).toBe(48);
    expect(regular.places[0]!.snipe).toEqual({ fp: 44, roi: -24 });
  });

  it("investors beyond the five places are extra investors at positions 6, 7, ...", () => {
    const investors: Investor[] = Array.from({ length: 7 }, () => ({
      value: 5,
      isPotentialSniper: false,
    }));
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors,
    });
    expect(pick(r.places, "participation")).toEqual([20, 10, 5, 5, 5]);
    expect(pick(r.places, "isInvestorParticipation")).toEqual([false, false, true, true, true]);
    expect(pick(r.places, "investorIndex")).toEqual([-1, -1, 0, 1, 2]);
    expect(pick(r.places, "roi")).toEqual([0, 0, 0, -5, -5]);
    // P1 100 - (35 + 40) = 25; P2 100 - (20 + 35 + 20) = 25; P3 100 - (30 + 30 + 10) = 30
    expect(pick(r.places, "preparation")).toEqual([25, 25, 30, 30, 30]);
    expect(r.totalPreparations).toBe(35); // max(30, 100 - 45 - 20)
    expect(pick(r.places, "snipe")).toEqual([
      { fp: 33, roi: -13 },
      { fp: 33, roi: -23 },
      { fp: 35, roi: -30 },
      { fp: 35, roi: -35 },
      { fp: 35, roi: -35 },
    ]);
    expect(r.extraInvestors).toEqual([
      { position: 6, participation: 5, investorIndex: 3 },
      { position: 7, participation: 5, investorIndex: 4 },
      { position: 8, participation: 5, investorIndex: 5 },
      { position: 9, participation: 5, investorIndex: 6 },
    ]);
  });

  it("investors that exactly fill the level: P1 is locked, the others are fillers holding them", () => {
    const investors = [15, 15, 15, 15, 15, 15, 10].map((value) => ({
      value,
      isPotentialSniper: false,
    }));
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors,
    });
    // level full: lock = ceil(15 / 2) = 8 <= 15, so the head takes P1 below the rate (roi 5);
    // deposits then reach the cost and P2..P5 are fillers, each taking the next investor
    expect(pick(r.places, "participation")).toEqual([15, 15, 15, 15, 15]);
    expect(pick(r.places, "roi")).toEqual([5, -5, -10, -15, -15]);
    expect(pick(r.places, "snipe")).toEqual([{ fp: null, roi: null }, null, null, null, null]);
    expect(pick(r.places, "preparation")).toEqual([0, 0, 0, 0, 0]);
    expect(r.extraInvestors).toEqual([
      { position: 6, participation: 15, investorIndex: 5 },
      { position: 7, participation: 10, investorIndex: 6 },
    ]);
  });

  it("a single investor paying the whole level", () => {
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors: [{ value: 100, isPotentialSniper: false }],
    });
    expect(r.places[0]).toEqual(
      row({
        place: 1,
        reward: 20,
        expectedParticipation: 20,
        participation: 100,
        isInvestorParticipation: true,
        investorIndex: 0,
        roi: -80,
        snipe: { fp: null, roi: null },
      }),
    );
    expect(r.totalPreparations).toBe(0);
    expect(pick(r.places, "participation")).toEqual([100, 0, 0, 0, 0]);
  });

  it("an investor of 0 FP on a 0-FP place ends the calculation (literal spec: he is consumed)", () => {
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors: [{ value: 0, isPotentialSniper: false }],
    });
    expect(pick(r.places, "participation")).toEqual([20, 10, 5, 0, 0]);
    expect(pick(r.places, "isInvestorParticipation")).toEqual([false, false, false, false, false]);
    expect(r.extraInvestors).toEqual([]);
    expect(r.investors).toEqual([{ value: 0, isPotentialSniper: false }]);
  });

  it("sorts investors by value, descending and stable, and indexes that copy", () => {
    const investors = [
      { value: 10, isPotentialSniper: false },
      { value: 30, isPotentialSniper: true },
      { value: 10, isPotentialSniper: true },
    ];
    const r = computeLevelInvestment({
      levels: SMALL,
      level: 1,
      investorPercentages: PCT0,
      investors,
    });
    expect(r.investors).toEqual([
      { value: 30, isPotentialSniper: true },
      { value: 10, isPotentialSniper: false },
      { value: 10, isPotentialSniper: true },
    ]);
    expect(investors[0]).toEqual({ value: 10, isPotentialSniper: false }); // input untouched
    expect(r.places[0]!.investorIndex).toBe(0);
  });

  it("the last level of a GB is valid, one above is not", () => {
    expect(
      computeLevelInvestment({
        levels: OBSERVATORY,
        level: OBSERVATORY.length,
        investorPercentages: PCT0,
      }).level,
    ).toBe(361);
    expect(
      errorOf(() =>
        computeLevelInvestment({ levels: OBSERVATORY, level: 362, investorPercentages: PCT0 }),
      ),
    ).toEqual({ name: "LevelOutOfRangeError", field: "level" });
  });

  describe("validation order: level, percentages, owner FP, arc, investors, cost", () => {
    const base: LevelInvestmentInput = { levels: SMALL, level: 1, investorPercentages: PCT0 };
    it.each([
      [{ level: 0 }, "LevelOutOfRangeError", "level"],
      [{ level: 1.5 }, "LevelOutOfRangeError", "level"],
      [{ level: "1" }, "LevelOutOfRangeError", "level"],
      [{ levels: null }, "LevelOutOfRangeError", "level"],
      [{ level: 0, investorPercentages: [1] }, "LevelOutOfRangeError", "level"],
      [{ investorPercentages: [90, 90, 90, 90] }, "InvalidPercentagesError", "investorPercentages"],
      [
        { investorPercentages: [90, 90, 90, 90, Number.NaN] },
        "InvalidPercentagesError",
        "investorPercentages",
      ],
      [
        { investorPercentages: [90, "90", 90, 90, 90] },
        "InvalidPercentagesError",
        "investorPercentages",
      ],
      [{ investorPercentages: [-1, 90, 90, 90, 90] }, "NegativeValueError", "investorPercentages"],
      [
        { investorPercentages: [-1, 90, 90, 90, Number.POSITIVE_INFINITY] },
        "InvalidPercentagesError",
        "investorPercentages",
      ],
      [
        { investorPercentages: [-1, 0, 0, 0, 0], ownerPreparation: -1 },
        "NegativeValueError",
        "investorPercentages",
      ],
      [{ ownerPreparation: 1.5 }, "InvalidNumberError", "ownerPreparation"],
      [{ ownerPreparation: -1 }, "NegativeValueError", "ownerPreparation"],
      [{ ownerPreparation: -1, yourArcBonus: -1 }, "NegativeValueError", "ownerPreparation"],
      [{ yourArcBonus: Number.NaN }, "InvalidNumberError", "yourArcBonus"],
      [{ yourArcBonus: -1 }, "NegativeValueError", "yourArcBonus"],
      [
        { yourArcBonus: -1, investors: [{ value: -1, isPotentialSniper: false }] },
        "NegativeValueError",
        "yourArcBonus",
      ],
      [
        { investors: [{ value: 2.5, isPotentialSniper: false }] },
        "InvalidNumberError",
        "investors",
      ],
      [{ investors: [{ value: -1, isPotentialSniper: false }] }, "NegativeValueError", "investors"],
      [{ investors: "none" }, "InvalidNumberError", "investors"],
      [
        { investors: [{ value: 101, isPotentialSniper: false }] },
        "InvestmentExceedsCostError",
        "investors",
      ],
      [
        { investors: [{ value: 60, isPotentialSniper: false }], ownerPreparation: 41 },
        "InvestmentExceedsCostError",
        "ownerPreparation",
      ],
      [
        { investorPercentages: [1e300, 0, 0, 0, 0] },
        "InvalidPercentagesError",
        "investorPercentages",
      ],
    ])("%j -> %s", (over, name, field) => {
      const input = { ...base, ...over } as unknown as LevelInvestmentInput;
      expect(errorOf(() => computeLevelInvestment(input))).toEqual({ name, field });
    });

    it("investors plus owner FP equal to the cost are accepted", () => {
      const r = computeLevelInvestment({
        ...base,
        investors: [{ value: 60, isPotentialSniper: false }],
        ownerPreparation: 40,
      });
      expect(r.places[0]!.participation).toBe(60);
    });
  });

  describe("unknown game data", () => {
    it("a level whose cost is unknown (newest GBs) -> UnknownDataError", () => {
      const levels = getGbLevels("AI_Core")!;
      expect(
        errorOf(() => computeLevelInvestment({ levels, level: 10, investorPercentages: PCT0 })),
      ).toEqual({
        name: "UnknownDataError",
        field: "level",
      });
    });

    it("a level whose rewards are unknown -> UnknownDataError; known ones compute", () => {
      const levels = getGbLevels("Shattered_Horizon_Siphon")!;
      expect(
        errorOf(() => computeLevelInvestment({ levels, level: 10, investorPercentages: PCT0 })),
      ).toEqual({
        name: "UnknownDataError",
        field: "level",
      });
      expect(computeLevelInvestment({ levels, level: 80, investorPercentages: PCT0 }).cost).toBe(
        levels[79]!.cost,
      );
    });

    it("input errors are reported before the data problem", () => {
      const levels = [lvl(null, [5, 0, 0, 0, 0])];
      expect(
        errorOf(() =>
          computeLevelInvestment({
            levels,
            level: 1,
            investorPercentages: PCT0,
            ownerPreparation: -1,
          }),
        ),
      ).toEqual({ name: "NegativeValueError", field: "ownerPreparation" });
      expect(
        errorOf(() => computeLevelInvestment({ levels, level: 1, investorPercentages: PCT0 })),
      ).toEqual({
        name: "UnknownDataError",
        field: "level",
      });
    });

    it("malformed level rows are unknown data too", () => {
      for (const bad of [
        null,
        {},
        { cost: 10, reward: [{ fp: 1 }] },
        { cost: -5, reward: [] },
        { cost: 10, reward: [{ fp: "1" }, {}, {}, {}, {}] },
      ]) {
        const levels = [bad] as unknown as GbLevel[];
        expect(
          errorOf(() => computeLevelInvestment({ levels, level: 1, investorPercentages: PCT0 }))
            .name,
        ).toBe("UnknownDataError");
      }
    });
  });
});

describe("computeInvestorView", () => {
  const TWO = [lvl(100, [20, 10, 5, 0, 0]), lvl(200, [40, 20, 5, 5, 0])];
  const A90 = [90, 90, 90, 90, 90];

  it("none: every place priced on an empty level", () => {
    const r = computeInvestorView({
      levels: SMALL,
      currentLevel: 0,
      targetLevel: 1,
      yourArcBonus: 90,
      mode: "none",
      investorPercentages: PCT0,
    });
    // participations from the owner view at [90 x5]: 38, 19, round(9.5) = 10
    // securePlace(100, 0, 0, 0, 90, r) = 50; roi round(38 - 50), round(19 - 50), round(-40.5), -50, -50
    expect(r).toEqual({
      rows: [
        {
          level: 1,
          cost: 100,
          places: [
            {
              place: 1,
              reward: 20,
              participation: 38,
              preparation: null,
              fp: 50,
              realParticipation: null,
              roi: -12,
            },
            {
              place: 2,
              reward: 10,
              participation: 19,
              preparation: null,
              fp: 50,
              realParticipation: null,
              roi: -31,
            },
            {
              place: 3,
              reward: 5,
              participation: 10,
              preparation: null,
              fp: 50,
              realParticipation: null,
              roi: -40,
            },
            {
              place: 4,
              reward: 0,
              participation: 0,
              preparation: null,
              fp: 50,
              realParticipation: null,
              roi: -50,
            },
            {
              place: 5,
              reward: 0,
              participation: 0,
              preparation: null,
              fp: 50,
              realParticipation: null,
              roi: -50,
            },
          ],
        },
      ],
      profitLoss: [-12, -31, -40, -50, -50],
    });
  });

  it("normal: places above were locked by investors, deposits accumulate", () => {
    const r = computeInvestorView({
      levels: SMALL,
      currentLevel: 0,
      targetLevel: 1,
      yourArcBonus: 90,
      mode: "normal",
      investorPercentages: PCT0,
    });
    // deposits 0, 50, 75, 88, 94 -> fp 50, 25, 13, 6, 3
    expect(r.rows[0]!.places.map((p) => p.fp)).toEqual([50, 25, 13, 6, 3]);
    // round(38 - 50), round(19 - 25), round(9.5 - 13) = round(-3.5) = -3, -6, -3
    expect(r.rows[0]!.places.map((p) => p.roi)).toEqual([-12, -6, -3, -6, -3]);
    expect(r.profitLoss).toEqual([-12, -6, -3, -6, -3]);
  });

  it("normal: a place that cannot be locked any more shows fp null and roi 0", () => {
    const r = computeInvestorView({
      levels: [lvl(1, [5, 0, 0, 0, 0])],
      currentLevel: 0,
      targetLevel: 1,
      yourArcBonus: 90,
      mode: "normal",
      investorPercentages: PCT0,
    });
    expect(r.rows[0]!.places.map((p) => [p.fp, p.roi])).toEqual([
      [1, 9], // round(9.5 - 1) = round(8.5)
      [null, 0],
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
  });

  it("optimal: owner prepared, investors pay the rate, you get your arc bonus", () => {
    const r = computeInvestorView({
      levels: SMALL,
      currentLevel: 0,
      targetLevel: 1,
      yourArcBonus: 100,
      mode: "optimal",
      investorPercentages: A90,
    });
    // owner view at 90 %: 38 / 24, 19 / 24, 10 / 24, fillers with total max(24, 100 - 67) = 33
    expect(r.rows[0]!.places).toEqual([
      {
        place: 1,
        reward: 20,
        participation: 38,
        preparation: 24,
        fp: null,
        realParticipation: 40,
        roi: 2,
      },
      {
        place: 2,
        reward: 10,
        participation: 19,
        preparation: 24,
        fp: null,
        realParticipation: 20,
        roi: 1,
      },
      {
        place: 3,
        reward: 5,
        participation: 10,
        preparation: 24,
        fp: null,
        realParticipation: 10,
        roi: 0,
      },
      {
        place: 4,
        reward: 0,
        participation: 0,
        preparation: 33,
        fp: null,
        realParticipation: 0,
        roi: 0,
      },
      {
        place: 5,
        reward: 0,
        participation: 0,
        preparation: 33,
        fp: null,
        realParticipation: 0,
        roi: 0,
      },
    ]);
  });

  it("sums each place over the range", () => {
    const r = computeInvestorView({
      levels: TWO,
      currentLevel: 0,
      targetLevel: 2,
      yourArcBonus: 90,
      mode: "none",
      investorPercentages: PCT0,
    });
    expect(r.rows.map((x) => x.level)).toEqual([1, 2]);
    // level 2: securePlace(200, 0, 0, 0, 90, r) = 100; round(76 - 100), round(38 - 100),
    // round(9.5 - 100) = round(-90.5) = -90, -90, -100
    expect(r.rows[1]!.places.map((p) => p.roi)).toEqual([-24, -62, -90, -90, -100]);
    expect(r.profitLoss).toEqual([-12 - 24, -31 - 62, -40 - 90, -50 - 90, -50 - 100]);
  });

  it("only the levels of the range are read", () => {
    const levels = [lvl(null, null), ...TWO];
    const r = computeInvestorView({
      levels,
      currentLevel: 1,
      targetLevel: 3,
      yourArcBonus: 90,
      mode: "optimal",
      investorPercentages: A90,
    });
    expect(r.rows.map((x) => [x.level, x.cost])).toEqual([
      [2, 100],
      [3, 200],
    ]);
    expect(
      errorOf(() =>
        computeInvestorView({
          levels,
          currentLevel: 0,
          targetLevel: 3,
          yourArcBonus: 90,
          mode: "optimal",
          investorPercentages: A90,
        }),
      ),
    ).toEqual({ name: "UnknownDataError", field: "level" });
  });

  describe("validation order: targetLevel, currentLevel, arc, mode, percentages", () => {
    const base = {
      levels: TWO,
      currentLevel: 0,
      targetLevel: 2,
      yourArcBonus: 90,
      mode: "none",
      investorPercentages: A90,
    };
    it.each([
      [{ targetLevel: 3 }, "LevelOutOfRangeError", "targetLevel"],
      [{ targetLevel: 0 }, "LevelOutOfRangeError", "targetLevel"],
      [{ targetLevel: 3, mode: "x" }, "LevelOutOfRangeError", "targetLevel"],
      [{ currentLevel: 2 }, "LevelOutOfRangeError", "currentLevel"],
      [{ currentLevel: -1 }, "LevelOutOfRangeError", "currentLevel"],
      [{ currentLevel: 0.5 }, "LevelOutOfRangeError", "currentLevel"],
      [{ yourArcBonus: -1, mode: "x" }, "NegativeValueError", "yourArcBonus"],
      [{ yourArcBonus: "90" }, "InvalidNumberError", "yourArcBonus"],
      [{ mode: "fast", investorPercentages: [] }, "InvalidModeError", "mode"],
      [
        { mode: "optimal", investorPercentages: [90] },
        "InvalidPercentagesError",
        "investorPercentages",
      ],
      [
        { mode: "none", investorPercentages: [90, 90, 90, 90, -1] },
        "NegativeValueError",
        "investorPercentages",
      ],
      [{ levels: undefined }, "LevelOutOfRangeError", "targetLevel"],
      [{ yourArcBonus: 1e300 }, "InvalidNumberError", "yourArcBonus"],
      [{ mode: "optimal", yourArcBonus: 1e300 }, "InvalidNumberError", "yourArcBonus"],
    ])("%j -> %s", (over, name, field) => {
      const input = { ...base, ...over } as unknown as Parameters<typeof computeInvestorView>[0];
      expect(errorOf(() => computeInvestorView(input))).toEqual({ name, field });
    });
  });
});

describe("isPotentialSniper", () => {
  const view = computeLevelInvestment({
    levels: OBSERVATORY,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
  });
  it("an amount equal to the rate of a free place is not a sniper", () => {
    expect(isPotentialSniper({ value: 124, places: view.places })).toBe(false);
    expect(isPotentialSniper({ value: 19, places: view.places })).toBe(false);
    expect(isPotentialSniper({ value: 125, places: view.places })).toBe(true);
  });
  it("places already held by an investor do not count", () => {
    const held = computeLevelInvestment({
      levels: OBSERVATORY,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      investors: [{ value: 124, isPotentialSniper: false }],
    });
    expect(held.places[0]!.isInvestorParticipation).toBe(true);
    expect(isPotentialSniper({ value: 124, places: held.places })).toBe(true);
    expect(isPotentialSniper({ value: 67, places: held.places })).toBe(false);
  });
  it("rejects malformed input with named errors", () => {
    expect(errorOf(() => isPotentialSniper({ value: -1, places: [] }))).toEqual({
      name: "NegativeValueError",
      field: "value",
    });
    expect(
      errorOf(() => isPotentialSniper({ value: 1, places: null as unknown as PlaceRow[] })),
    ).toEqual({
      name: "InvalidNumberError",
      field: "places",
    });
  });
});

describe("properties of the owner view", () => {
  /** Random custom level with non-increasing rewards, percentages, owner FP and regular investors. */
  const scenario = fc
    .record({
      cost: fc.integer({ min: 1, max: 20_000 }),
      rewards: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 5, maxLength: 5 }),
      pcts: fc.array(
        fc.oneof(fc.integer({ min: 0, max: 200 }), fc.double({ min: 0, max: 300, noNaN: true })),
        {
          minLength: 5,
          maxLength: 5,
        },
      ),
      ownerShare: fc.double({ min: 0, max: 1, noNaN: true }),
      investorShares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
      arc: fc.integer({ min: 0, max: 200 }),
    })
    .map(({ cost, rewards, pcts, ownerShare, investorShares, arc }) => {
      const sortedRewards = [...rewards].sort((a, b) => b - a);
      let budget = cost;
      const investors: Investor[] = [];
      for (const share of investorShares) {
        const value = Math.floor(share * budget * 0.5);
        budget -= value;
        investors.push({ value, isPotentialSniper: false });
      }
      const ownerPreparation = Math.floor(ownerShare * budget);
      return {
        levels: [lvl(cost, sortedRewards)],
        level: 1,
        investorPercentages: pcts,
        investors,
        ownerPreparation,
        yourArcBonus: arc,
      };
    });

  it("preparation never exceeds the cost, never decreases, never goes below the owner's FP", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const r = computeLevelInvestment(input);
        const C = r.cost;
        expect(r.totalPreparations).toBeLessThanOrEqual(C);
        let previous = input.ownerPreparation;
        for (const p of r.places) {
          expect(p.preparation).toBeLessThanOrEqual(C);
          expect(p.preparation).toBeGreaterThanOrEqual(previous);
          expect(p.participation).toBeGreaterThanOrEqual(0);
          previous = p.preparation;
        }
      }),
      { seed: 11, numRuns: 3000 },
    );
  });

  it("a place reported secured cannot be overtaken once the owner prepared and investors paid", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const r = computeLevelInvestment(input);
        const C = r.cost;
        const values = r.investors.map((x) => x.value);
        let placed = 0;
        let popped = 0;
        for (const p of r.places) {
          if (p.snipe === null) break; // filler rows: the calculation stopped
          placed += p.participation;
          if (p.isInvestorParticipation) popped++;
          const stillQueued = values.slice(popped).reduce((a, b) => a + b, 0);
          // FP still missing once the owner's preparation and everybody's FP are in
          const missing = C - p.preparation - placed - stillQueued;
          expect(missing).toBeLessThanOrEqual(p.participation);
        }
      }),
      { seed: 12, numRuns: 3000 },
    );
  });

  it("every investor appears exactly once unless a 0-FP investor ended the calculation", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const r = computeLevelInvestment(input);
        const indexes = [
          ...r.places.filter((p) => p.investorIndex >= 0).map((p) => p.investorIndex),
          ...r.extraInvestors.map((e) => e.investorIndex),
        ];
        if (!r.investors.some((x) => x.value === 0)) {
          expect(indexes).toEqual(r.investors.map((_x, i) => i));
        }
        expect(new Set(indexes).size).toBe(indexes.length);
      }),
      { seed: 13, numRuns: 2000 },
    );
  });
});
