/** Thread helper: formats read, blocks, unparsed lines, checks against the data, fuzz. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_PARAMS } from "../test/fuzz.js";
import { getGbLevels } from "./data/index.js";
import { computeLevelInvestment } from "./gb-investment.js";
import { buildPromotionMessage, DEFAULT_PROMOTION_TEMPLATES } from "./promotion-messages.js";
import { evaluateThreadOffers, parseThreadText, type ThreadOffer } from "./thread-helper.js";

const offersOf = (text: string) =>
  parseThreadText(text).offers.map((o) => [o.gb, o.level, o.place, o.amount]);

describe("parseThreadText: formats", () => {
  it("reads our range template and its reversed form", () => {
    expect(offersOf("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)")).toEqual([
      ["The_Arc", 10, 1, 209],
      ["The_Arc", 10, 2, 105],
      ["The_Arc", 10, 3, 38],
      ["The_Arc", 10, 4, 10],
    ]);
    expect(offersOf("P4(10) P3(38) The Arc 9 → 10")).toEqual([
      ["The_Arc", 10, 4, 10],
      ["The_Arc", 10, 3, 38],
    ]);
  });

  it("reads short names, other languages, arrows, separators and level words", () => {
    expect(offersOf("Arc 79->80 P1 (2,585) P2: 1290")).toEqual([
      ["The_Arc", 80, 1, 2585],
      ["The_Arc", 80, 2, 1290],
    ]);
    expect(offersOf("Die Arche Stufe 80: P1=2.585")).toEqual([["The_Arc", 80, 1, 2585]]);
    expect(offersOf("Арка 79 → 80 P1(2585)")).toEqual([["The_Arc", 80, 1, 2585]]);
    expect(offersOf("Obs lvl 10 #1 209 #2 105")).toEqual([
      ["Observatory", 10, 1, 209],
      ["Observatory", 10, 2, 105],
    ]);
    expect(offersOf("CF 41-42 1(500)")).toEqual([["Chateau_Frontenac", 42, 1, 500]]);
  });

  it("reads places without amounts", () => {
    expect(offersOf("The Arc 9 → 10 1 2 3")).toEqual([
      ["The_Arc", 10, 1, null],
      ["The_Arc", 10, 2, null],
      ["The_Arc", 10, 3, null],
    ]);
    expect(offersOf("The Arc 9 → 10 4,3,2")).toEqual([
      ["The_Arc", 10, 4, null],
      ["The_Arc", 10, 3, null],
      ["The_Arc", 10, 2, null],
    ]);
  });

  it("reads every default template's message back (with a level where the template has one)", () => {
    const levels = getGbLevels("The_Arc")!;
    const view = computeLevelInvestment({
      levels,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
    });
    for (const template of DEFAULT_PROMOTION_TEMPLATES) {
      const { message } = buildPromotionMessage({
        config: template.config,
        gbName: "The Arc",
        gbShortName: "Arc",
        fromLevel: 9,
        toLevel: 10,
        ownerPreparation: view.totalPreparations,
        levelCost: view.cost,
        places: view.places.map((p) => ({
          place: p.place,
          value: p.participation,
          preparation: p.preparation,
          included: p.participation > 0,
        })),
      });
      const { offers } = parseThreadText(message);
      if (!template.config.displayGbName) continue;
      expect(offers.length, `${template.name}: ${message}`).toBeGreaterThan(0);
      for (const offer of offers) expect(offer.gb, template.name).toBe("The_Arc");
    }
  });

  it("takes the GB and level of a block header for the lines below it", () => {
    const text = ["Observatory 9 → 10", "P1 209", "P2 105", "", "P3 38"].join("\n");
    const result = parseThreadText(text);
    expect(result.offers.map((o) => [o.line, o.gb, o.level, o.place])).toEqual([
      [2, "Observatory", 10, 1],
      [3, "Observatory", 10, 2],
    ]);
    // After a blank line the block ends: "P3 38" belongs to nothing.
    expect(result.unparsed).toEqual([{ line: 5, text: "P3 38" }]);
  });

  it("returns every line that holds text but no offer", () => {
    const text = "hello guild!\nThe Arc 9 → 10\n\nwho has room?\nArc 80 P1(500)";
    const result = parseThreadText(text);
    expect(result.unparsed.map((u) => u.line)).toEqual([1, 2, 4]);
    expect(result.offers).toHaveLength(1);
  });

  it("does not take ordinary words for GB short names", () => {
    expect(parseThreadText("ao 9 → 10 P1(20)").offers).toEqual([]);
    expect(parseThreadText("it is 1 2 3").offers).toEqual([]);
  });
});

describe("evaluateThreadOffers", () => {
  const levelsOf = (gb: string) => getGbLevels(gb);
  const offer = (o: Partial<ThreadOffer>): ThreadOffer => ({
    line: 1,
    gb: "The_Arc",
    fromLevel: 9,
    level: 10,
    place: 1,
    amount: 209,
    ...o,
  });

  it("gives the profit at the player's Arc bonus and checks one rate per line", () => {
    const [p1, p2] = evaluateThreadOffers({
      offers: [offer({}), offer({ place: 2, amount: 105 })],
      levelsOf,
      yourArcBonus: 90,
    });
    // Level 10 of The Arc: P1 reward 110 → 209 at 1.9, P2 55 → 105 (rounded).
    expect(p1).toMatchObject({
      reward: 110,
      boostedReward: 209,
      profit: 0,
      rate: 1.9,
      check: "ok",
    });
    expect(p2).toMatchObject({ reward: 55, check: "ok" });
  });

  it("flags amounts no single rate explains (e.g. a wrong level)", () => {
    const flagged = evaluateThreadOffers({
      offers: [offer({ place: 3, amount: 500 }), offer({ place: 4, amount: 200 })],
      levelsOf,
      yourArcBonus: 90,
    });
    expect(flagged.map((o) => o.check)).toEqual(["rateMismatch", "rateMismatch"]);
  });

  it("says what is unknown instead of guessing", () => {
    const r = evaluateThreadOffers({
      offers: [
        offer({ level: null }),
        offer({ level: 99999 }),
        offer({ gb: "AI_Core" as never, level: 1 }),
        offer({ amount: null }),
      ],
      levelsOf,
      yourArcBonus: 90,
    });
    expect(r.map((o) => o.check)).toEqual(["noLevel", "unknownLevel", "unknownLevel", "noAmount"]);
    expect(r[3]!.boostedReward).toBe(209);
  });
});

describe("thread helper: fuzz", () => {
  it("any text gives offers and unparsed lines, and their evaluation never throws", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom("The Arc", "Arc", "Obs", "P1(", ")", "→", "\n", "lvl", "#2", "1,2,3", " "),
      fc.integer({ min: -5, max: 100_000 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        const result = parseThreadText(text);
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const o of result.offers) {
          expect(o.place).toBeGreaterThanOrEqual(1);
          expect(o.place).toBeLessThanOrEqual(7);
          expect(o.line).toBeLessThanOrEqual(lines);
        }
        evaluateThreadOffers({ offers: result.offers, levelsOf: getGbLevels, yourArcBonus: 90 });
      }),
      { ...FUZZ_PARAMS, numRuns: 2000 },
    );
    expect(parseThreadText(undefined)).toEqual({ offers: [], unparsed: [] });
  });
});
