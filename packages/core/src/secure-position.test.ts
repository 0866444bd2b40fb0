import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeSecurePosition,
  securePlace,
  type SecurePlaceInput,
  type SecurePositionInput,
} from "./secure-position.js";

function place(
  levelCost: number,
  currentDeposits: number,
  yourParticipation: number,
  otherParticipation: number,
  yourArcBonus: number,
  reward: number,
): SecurePlaceInput {
  return {
    levelCost,
    currentDeposits,
    yourParticipation,
    otherParticipation,
    yourArcBonus,
    reward,
  };
}

function page(over: Partial<SecurePositionInput>): SecurePositionInput {
  return {
    levelCost: 0,
    currentDeposits: 0,
    yourParticipation: 0,
    otherParticipation: 0,
    yourArcBonus: 90,
    fpTargetReward: 0,
    ...over,
  };
}

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    const e = error as Error & { field?: unknown };
    return { name: e.name, field: e.field };
  }
  throw new Error("expected an error");
}

describe("securePlace", () => {
  it("locks against a rival: ceil((C - D - (X - Y)) / 2) + X", () => {
    // ceil((1720 - 860 - 40) / 2) + 50 = 460; roi = round(1.9 * 245 - 460) = round(5.5) = 6
    expect(securePlace(place(1720, 860, 10, 50, 90, 245))).toEqual({ fp: 460, roi: 6 });
  });

  it("a place without FP reward is a pure loss of the locking total", () => {
    expect(securePlace(place(1720, 860, 10, 50, 90, 0))).toEqual({ fp: 460, roi: -460 });
  });

  it("rounds profit halves towards +infinity (-201.5 -> -201)", () => {
    // empty level: ceil(650 / 2) = 325; 1.9 * 65 - 325 = -201.5
    expect(securePlace(place(650, 0, 0, 0, 90, 65))).toEqual({ fp: 325, roi: -201 });
  });

  it("the tutorial's sniper example: 1.9 * 915 - 1679 = 59.5 -> 60", () => {
    expect(securePlace(place(3357, 0, 0, 0, 90, 915))).toEqual({ fp: 1679, roi: 60 });
  });

  it("decimal arc bonus: 1.925 * 65 - 325 = -199.875 -> -200", () => {
    expect(securePlace(place(650, 0, 0, 0, 92.5, 65))).toEqual({ fp: 325, roi: -200 });
  });

  it("cannot lock when the rival already holds what you could reach", () => {
    // rival has the whole half: ceil(0 / 2) + 860 = 860 <= 860
    expect(securePlace(place(1720, 860, 0, 860, 90, 245))).toEqual({ fp: null, roi: null });
  });

  it("a tie goes to the player who was there first", () => {
    // remaining 40; you 10: at best 50. Rival at 49 can be kept behind, rival at 50 not.
    expect(securePlace(place(100, 60, 10, 49, 90, 10))).toEqual({ fp: 50, roi: -31 });
    expect(securePlace(place(100, 60, 10, 50, 90, 10))).toEqual({ fp: null, roi: null });
  });

  it("counts what you already paid when it is above the locking total", () => {
    // need = ceil((100 - 90 + 60) / 2) = 35, but 60 are already in: roi = round(38 - 60) = -22
    expect(securePlace(place(100, 90, 60, 0, 90, 20))).toEqual({ fp: 35, roi: -22 });
  });

  it("accepts deposits at or above the cost: the place is then impossible", () => {
    expect(securePlace(place(500, 500, 0, 0, 90, 50))).toEqual({ fp: null, roi: null });
    expect(securePlace(place(100, 150, 0, 0, 90, 10))).toEqual({ fp: null, roi: null });
  });

  it("remaining 1 on an otherwise empty rival: fp 1", () => {
    expect(securePlace(place(100, 99, 0, 0, 90, 50))).toEqual({ fp: 1, roi: 94 });
  });

  it("large levels are plain integer arithmetic", () => {
    // ceil((97451 - 12000 - 2000) / 2) + 5000 = 41726 + 5000; 2.5 * 3300 - 46726 = -38476
    expect(securePlace(place(97451, 12000, 3000, 5000, 150, 3300))).toEqual({
      fp: 46726,
      roi: -38476,
    });
  });

  it("treats -0 like 0 and never returns -0", () => {
    const r = securePlace(place(100, -0, 0, 0, 0, 50)); // need 50; round(50 - 50) = 0
    expect(r).toEqual({ fp: 50, roi: 0 });
    // need 2; round(1.5 * 1 - 2) = Math.round(-0.5) = -0 in JS, reported as 0
    const minusHalf = securePlace(place(4, 0, 0, 0, 50, 1));
    expect(minusHalf.fp).toBe(2);
    expect(Object.is(minusHalf.roi, 0)).toBe(true);
    // need 2; round(1.4 - 2) = round(-0.6) = -1
    expect(securePlace(place(3, 0, 0, 0, 40, 1))).toEqual({ fp: 2, roi: -1 });
  });

  describe("validation (type then sign, field by field)", () => {
    it.each([
      ["levelCost", { levelCost: -1 }, "NegativeValueError"],
      ["levelCost", { levelCost: 10.5 }, "InvalidNumberError"],
      ["levelCost", { levelCost: "10" }, "InvalidNumberError"],
      ["levelCost", { levelCost: Number.NaN }, "InvalidNumberError"],
      ["levelCost", { levelCost: 2 ** 53 }, "InvalidNumberError"],
      ["currentDeposits", { currentDeposits: undefined }, "InvalidNumberError"],
      ["yourParticipation", { yourParticipation: -3 }, "NegativeValueError"],
      ["otherParticipation", { otherParticipation: null }, "InvalidNumberError"],
      ["yourArcBonus", { yourArcBonus: Number.POSITIVE_INFINITY }, "InvalidNumberError"],
      ["yourArcBonus", { yourArcBonus: -0.1 }, "NegativeValueError"],
      ["reward", { reward: 2.5 }, "InvalidNumberError"],
      ["reward", { reward: -5 }, "NegativeValueError"],
    ])("%s %j -> %s", (field, over, name) => {
      const input = { ...place(100, 10, 0, 0, 90, 10), ...over } as unknown as SecurePlaceInput;
      expect(errorOf(() => securePlace(input))).toEqual({ name, field });
    });

    it("reports the first offending field in input order", () => {
      const input = {
        ...place(-1, 0, 0, 0, 90, 10),
        currentDeposits: "x",
      } as unknown as SecurePlaceInput;
      expect(errorOf(() => securePlace(input))).toEqual({
        name: "NegativeValueError",
        field: "levelCost",
      });
    });

    it("accepts a decimal arc bonus but rejects one that makes the profit overflow", () => {
      expect(securePlace(place(650, 0, 0, 0, 90.6, 65)).fp).toBe(325);
      expect(errorOf(() => securePlace(place(650, 0, 0, 0, 1e308, 1000)))).toEqual({
        name: "InvalidNumberError",
        field: "yourArcBonus",
      });
    });

    it("rejects a missing input object with a named error", () => {
      expect(errorOf(() => securePlace(null as unknown as SecurePlaceInput))).toEqual({
        name: "InvalidNumberError",
        field: "levelCost",
      });
    });
  });
});

describe("computeSecurePosition", () => {
  it("initial all-zero state is valid and shows nothing", () => {
    expect(computeSecurePosition(page({ fpTargetReward: 50 }))).toEqual({
      remaining: 0,
      showResult: false,
      fp: null,
      roi: null,
      alreadySecured: false,
      stillToPut: null,
      rates: [],
    });
  });

  it("lists the rates 85..70 when the arc bonus equals the 90 rate", () => {
    // C 100, D 90, you 60 already: need 35 <= 60 -> lock icon, rates still listed
    const r = computeSecurePosition(
      page({ levelCost: 100, currentDeposits: 90, yourParticipation: 60, fpTargetReward: 20 }),
    );
    expect(r).toEqual({
      remaining: 10,
      showResult: true,
      fp: 35,
      roi: -22,
      alreadySecured: true,
      stillToPut: null,
      rates: [
        // amount = round(factor * 20), rateFp = min(amount, 10); lock roi = round(f * 20 - 60)
        { rate: 85, factor: 1.85, rateFp: 10, rateRoi: 27, lock: { fp: 35, roi: -23 } },
        { rate: 80, factor: 1.8, rateFp: 10, rateRoi: 26, lock: { fp: 35, roi: -24 } },
        { rate: 75, factor: 1.75, rateFp: 10, rateRoi: 25, lock: { fp: 35, roi: -25 } },
        { rate: 70, factor: 1.7, rateFp: 10, rateRoi: 24, lock: { fp: 35, roi: -26 } },
      ],
    });
  });

  it("hides only the row whose rate equals the arc bonus exactly", () => {
    const base = { levelCost: 700, fpTargetReward: 35 };
    expect(
      computeSecurePosition(page({ ...base, yourArcBonus: 85 })).rates.map((r) => r.rate),
    ).toEqual([90, 80, 75, 70]);
    expect(
      computeSecurePosition(page({ ...base, yourArcBonus: 90.6 })).rates.map((r) => r.rate),
    ).toEqual([90, 85, 80, 75, 70]);
  });

  it("uses the literal factor: round(1.85 * 35) = round(64.75) = 65", () => {
    const r = computeSecurePosition(page({ levelCost: 700, fpTargetReward: 35, yourArcBonus: 92 }));
    const row85 = r.rates.find((x) => x.rate === 85)!;
    expect(row85.rateFp).toBe(65);
    expect(row85.rateRoi).toBe(0);
    expect(row85.lock).toEqual({ fp: 350, roi: -285 }); // round(64.75 - 350) = round(-285.25)
  });

  it("stillToPut is what is left to add after a partial payment", () => {
    const r = computeSecurePosition(
      page({
        levelCost: 1720,
        currentDeposits: 860,
        yourParticipation: 10,
        otherParticipation: 50,
        fpTargetReward: 245,
      }),
    );
    expect([r.fp, r.stillToPut, r.alreadySecured, r.roi]).toEqual([460, 450, false, 6]);
  });

  it("no stillToPut when you paid nothing yet", () => {
    const r = computeSecurePosition(page({ levelCost: 650, fpTargetReward: 65 }));
    expect([r.fp, r.stillToPut, r.roi]).toEqual([325, null, -201]);
  });

  it("remaining 1: fp 1 and large positive rate roi", () => {
    const r = computeSecurePosition(
      page({ levelCost: 100, currentDeposits: 99, fpTargetReward: 50 }),
    );
    expect(r.remaining).toBe(1);
    expect(r.fp).toBe(1);
    expect(r.roi).toBe(94); // round(1.9 * 50 - 1)
    // 85: round(1.85 * 50) = round(92.5) = 93, pay 1, keep 92; lock round(92.5 - 1) = 92
    expect(r.rates[0]).toEqual({
      rate: 85,
      factor: 1.85,
      rateFp: 1,
      rateRoi: 92,
      lock: { fp: 1, roi: 92 },
    });
  });

  it("cannot block a rival who holds more than you could reach", () => {
    // remaining 1, you 40, rival 50: ceil((1 - 10) / 2) + 50 = 46 <= 50
    const r = computeSecurePosition(
      page({
        levelCost: 100,
        currentDeposits: 99,
        yourParticipation: 40,
        otherParticipation: 50,
        fpTargetReward: 50,
      }),
    );
    expect(r).toEqual({
      remaining: 1,
      showResult: true,
      fp: null,
      roi: null,
      alreadySecured: false,
      stillToPut: null,
      rates: [],
    });
  });

  it("zero target reward: roi = -fp and no rate table", () => {
    const r = computeSecurePosition(page({ levelCost: 651 }));
    expect([r.fp, r.roi, r.rates]).toEqual([326, -326, []]);
  });

  describe("cross-field rules, in order", () => {
    it.each([
      [{ levelCost: 0, currentDeposits: 5 }, "LevelCostNotPositiveError", "levelCost"],
      [{ levelCost: 0, otherParticipation: 1 }, "LevelCostNotPositiveError", "levelCost"],
      [{ levelCost: 500, currentDeposits: 500 }, "DepositsNotBelowCostError", "currentDeposits"],
      [{ levelCost: 500, currentDeposits: 600 }, "DepositsNotBelowCostError", "currentDeposits"],
      [
        { levelCost: 100, currentDeposits: 50, yourParticipation: 100 },
        "ParticipationNotBelowCostError",
        "yourParticipation",
      ],
      [
        { levelCost: 100, currentDeposits: 50, otherParticipation: 100 },
        "ParticipationNotBelowCostError",
        "otherParticipation",
      ],
      [
        { levelCost: 100, currentDeposits: 50, yourParticipation: 100, otherParticipation: 100 },
        "ParticipationNotBelowCostError",
        "yourParticipation",
      ],
      [
        { levelCost: 500, currentDeposits: 100, yourParticipation: 60, otherParticipation: 50 },
        "ParticipationsExceedDepositsError",
        "currentDeposits",
      ],
    ])("%j -> %s", (over, name, field) => {
      expect(errorOf(() => computeSecurePosition(page(over)))).toEqual({ name, field });
    });

    it("type and sign errors come before the cross-field rules", () => {
      const input = page({ levelCost: 0, currentDeposits: 5, fpTargetReward: -5 });
      expect(errorOf(() => computeSecurePosition(input))).toEqual({
        name: "NegativeValueError",
        field: "fpTargetReward",
      });
      const decimal = { ...page({ levelCost: 10 }), currentDeposits: 1.5 } as SecurePositionInput;
      expect(errorOf(() => computeSecurePosition(decimal))).toEqual({
        name: "InvalidNumberError",
        field: "currentDeposits",
      });
    });

    it("participations equal to the deposits are valid", () => {
      const r = computeSecurePosition(
        page({
          levelCost: 500,
          currentDeposits: 110,
          yourParticipation: 60,
          otherParticipation: 50,
          fpTargetReward: 50,
        }),
      );
      // ceil((500 - 110 - (50 - 60)) / 2) + 50 = 200 + 50 = 250
      expect([r.fp, r.stillToPut]).toEqual([250, 190]);
    });
  });
});

describe("properties", () => {
  /** A valid page state: 0 <= Y + X <= D < C. */
  const state = fc
    .record({
      levelCost: fc.integer({ min: 1, max: 200_000 }),
      d: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      arc: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.double({ min: 0, max: 200, noNaN: true })),
      reward: fc.integer({ min: 0, max: 20_000 }),
    })
    .map(({ levelCost, d, y, x, arc, reward }) => {
      const currentDeposits = Math.min(levelCost - 1, Math.floor(d * levelCost));
      const yourParticipation = Math.floor(y * currentDeposits);
      const otherParticipation = Math.floor(x * (currentDeposits - yourParticipation));
      return {
        levelCost,
        currentDeposits,
        yourParticipation,
        otherParticipation,
        yourArcBonus: arc,
        reward,
      };
    });

  it("a locked place cannot be overtaken, fits in the level and is the smallest safe total", () => {
    fc.assert(
      fc.property(state, (s) => {
        const { levelCost: C, currentDeposits: D, yourParticipation: Y, otherParticipation: X } = s;
        const { fp } = securePlace(s);
        if (fp === null) {
          // even paying everything left, you would at best tie with a rival who was first
          expect(Y + (C - D)).toBeLessThanOrEqual(X);
          return;
        }
        const total = Math.max(fp, Y);
        const missing = C - D - (total - Y);
        expect(missing).toBeGreaterThanOrEqual(0); // fits in the level
        expect(X + missing).toBeLessThanOrEqual(total); // rival's best cannot pass you
        if (X === 0) expect(missing).toBeLessThanOrEqual(total);
        // one FP less would not be safe
        if (fp - 1 >= Y && fp - 1 > X) expect(X + (C - D - (fp - 1 - Y))).toBeGreaterThan(fp - 1);
      }),
      { seed: 7, numRuns: 3000 },
    );
  });

  it("page results agree with the core formula and with each other", () => {
    fc.assert(
      fc.property(state, (s) => {
        const input = { ...s, fpTargetReward: s.reward };
        const r = computeSecurePosition(input);
        expect(r.remaining).toBe(s.levelCost - s.currentDeposits);
        expect(r.showResult).toBe(true);
        expect({ fp: r.fp, roi: r.roi }).toEqual(securePlace(s));
        expect(r.alreadySecured).toBe(r.fp !== null && r.fp <= s.yourParticipation);
        if (r.stillToPut !== null) expect(r.stillToPut).toBe(r.fp! - s.yourParticipation);
        for (const row of r.rates) {
          expect(row.rateFp).toBeLessThanOrEqual(r.remaining);
          expect(row.rateRoi).toBeGreaterThanOrEqual(0);
          expect(row.lock.fp).toBe(r.fp);
        }
        if (r.fp === null || s.reward === 0) expect(r.rates).toEqual([]);
      }),
      { seed: 8, numRuns: 3000 },
    );
  });
});

describe("Prestige rules", () => {
  it("rounds the boosted reward to a multiple of 5 before taking the FP paid", () => {
    // 175 × 1.99 = 348.25: 350 under Prestige; live rules round the profit instead.
    expect(securePlace(place(1000, 0, 0, 0, 99, 175))).toEqual({ fp: 500, roi: -152 });
    expect(securePlace({ ...place(1000, 0, 0, 0, 99, 175), rules: "prestige" })).toEqual({
      fp: 500,
      roi: -150,
    });
    expect(securePlace({ ...place(1000, 0, 0, 0, 99, 175), rules: "live" })).toEqual({
      fp: 500,
      roi: -152,
    });
  });

  it("uses the Prestige rounding in the page and in its rate rows", () => {
    const r = computeSecurePosition(
      page({ levelCost: 1000, currentDeposits: 400, fpTargetReward: 175, rules: "prestige" }),
    );
    expect(r.fp).toBe(300);
    // 175 × 1.9 = 332.5 -> 335 (the page's default Arc bonus is 90 %).
    expect(r.roi).toBe(335 - 300);
    // Rate 85 %: 175 × 1.85 = 323.75 -> 325.
    expect(r.rates.find((row) => row.rate === 85)!.lock).toEqual({ fp: 300, roi: 25 });
  });

  it("rejects an unknown rule set with InvalidModeError", () => {
    for (const rules of ["beta", 1, null]) {
      expect(errorOf(() => securePlace({ ...place(10, 0, 0, 0, 0, 5), rules } as never))).toEqual({
        name: "InvalidModeError",
        field: "rules",
      });
      expect(errorOf(() => computeSecurePosition(page({ rules } as never)))).toEqual({
        name: "InvalidModeError",
        field: "rules",
      });
    }
  });
});
