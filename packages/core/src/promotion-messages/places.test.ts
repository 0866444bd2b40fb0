/**
 * Promotion messages and the places of a level: taken places left out and put back
 * (docs/tools/promotion-messages.md §4), 5 or 7 places with `${PV6}` / `${PV7}`, and the
 * distinct built-in templates (§5).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels } from "../data/index.js";
import { computeLevelInvestment } from "../gb-investment.js";
import {
  buildGbPromotionMessages,
  buildGbPromotionPage,
  buildPromotionMessage,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
  distinctPromotionTemplates,
  getDistinctDefaultPromotionTemplates,
  type GbPromotionMessagesInput,
} from "../promotion-messages.js";
import { CTX, cfg, errorOf } from "../../test/promotion-fixtures.js";

const ARC = getGbLevels("The_Arc")!;
const OBSERVATORY = getGbLevels("Observatory")!;
const NONE = [false, false, false, false, false, false, false];
const ALL5 = [true, true, true, true, true];

function arc(over: Partial<GbPromotionMessagesInput>): GbPromotionMessagesInput {
  return {
    levels: ARC,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    includePlaces: ALL5,
    onlySecuredPlaces: false,
    settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
    templates: [DEFAULT_PROMOTION_TEMPLATES[1]!],
    gbName: "The Arc",
    gbShortName: "Arc",
    ...over,
  };
}
const first = (over: Partial<GbPromotionMessagesInput>) =>
  buildGbPromotionMessages(arc(over)).messages[0]!.message;

describe("buildGbPromotionMessages: places taken by investors", () => {
  it("The Arc 9 → 10 with P1 taken: P1 left out, the free places keep their numbers", () => {
    const investors = [{ value: 209, isPotentialSniper: false }];
    const out = buildGbPromotionPage(arc({ investors, includeTakenPlaces: NONE }));
    expect(out.messages[0]!.message).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
    expect(out.takenPlaces).toEqual([true, false, false, false, false]);
    expect(out.includePlaces).toEqual([false, true, true, true, true]);
  });

  it("level 80 with investors of 500 and 200: they are not offered as P3(500) P4(200)", () => {
    const investors = [
      { value: 500, isPotentialSniper: false },
      { value: 200, isPotentialSniper: false },
    ];
    const owner = computeLevelInvestment({
      levels: ARC,
      level: 80,
      investorPercentages: [90, 90, 90, 90, 90],
      investors,
    });
    const taken = owner.places.filter((p) => p.isInvestorParticipation).map((p) => p.place);
    expect(taken).toEqual([3, 4]);
    const message = first({ level: 80, investors, includeTakenPlaces: NONE });
    expect(message).not.toContain("(500)");
    expect(message).not.toContain("(200)");
    const free = owner.places.filter((p) => !p.isInvestorParticipation && p.participation > 0);
    expect(message).toBe(
      `The Arc 79 → 80 ${free.map((p) => `P${p.place}(${p.participation})`).join(" ")}`,
    );
    expect(free.map((p) => p.place)).toEqual([1, 2, 5]);
    // Put back one by one.
    const back = first({ level: 80, investors, includeTakenPlaces: [false, false, false, true] });
    expect(back).toContain(" P4(200)");
    expect(back).not.toContain("(500)");
  });

  it("'only places already secured' keeps the secured free places and leaves the taken ones out", () => {
    const investors = [{ value: 209, isPotentialSniper: false }];
    const owner = computeLevelInvestment({
      levels: ARC,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      investors,
    });
    const ownerPreparation = owner.places[1]!.preparation;
    const input = { investors, ownerPreparation, onlySecuredPlaces: true };
    const out = buildGbPromotionMessages(arc({ ...input, includeTakenPlaces: NONE }));
    expect(out.messages[0]!.message).toBe("The Arc 9 → 10 P2(105)");
    expect(out.includePlaces.slice(0, 2)).toEqual([false, true]);
    const back = first({ ...input, includeTakenPlaces: [true] });
    expect(back).toBe("The Arc 9 → 10 P1(209) P2(105)");
  });

  it("a free place unticked stays out; a taken place put back follows its tick too", () => {
    const investors = [{ value: 209, isPotentialSniper: false }];
    expect(
      first({
        investors,
        includePlaces: [true, false, true, true, true],
        includeTakenPlaces: [true],
      }),
    ).toBe("The Arc 9 → 10 P1(209) P3(38) P4(10)");
    expect(
      first({
        investors,
        includePlaces: [false, true, true, true, true],
        includeTakenPlaces: [true],
      }),
    ).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
  });

  it("gives the level data it rendered with", () => {
    const investors = [{ value: 209, isPotentialSniper: false }];
    const { context } = buildGbPromotionPage(arc({ investors, includeTakenPlaces: NONE }));
    expect(context).toMatchObject({
      gbName: "The Arc",
      gbShortName: "Arc",
      fromLevel: 9,
      toLevel: 10,
    });
    expect(context.levelCost).toBe(970);
    expect(context.places.map((p) => [p.place, p.value, p.included])).toEqual([
      [1, 209, false],
      [2, 105, true],
      [3, 38, true],
      [4, 10, true],
    ]);
    expect(buildPromotionMessage({ config: cfg({}), ...context }).message).toBe(
      "The Arc 9 → 10 P2(105) P3(38) P4(10)",
    );
  });
});

describe("buildGbPromotionMessages: 5 or 7 places", () => {
  const sevenPlaces = {
    levels: OBSERVATORY,
    // Level 300: 7 places, P6 and P7 worth FP (at 133 they round to 0).
    level: 300,
    rules: "prestige" as const,
    investorPercentages: [90, 90, 90, 90, 90, 90, 90],
    gbName: "Observatory",
    gbShortName: "Obs",
  };
  const numbered = [{ name: "n", config: cfg({ message: "${PV6}|${PV7}|${PP7}|${P}" }) }];

  it("under Prestige above level 100, P6 and P7 are listed and fill ${PV6} / ${PV7}", () => {
    const owner = computeLevelInvestment({ ...sevenPlaces });
    expect(owner.places).toHaveLength(7);
    const out = buildGbPromotionMessages(arc({ ...sevenPlaces, templates: numbered }));
    expect(out.includePlaces).toHaveLength(7);
    const p = owner.places;
    const listed = p.filter((r) => r.participation > 0);
    expect(out.messages[0]!.message).toBe(
      `${p[5]!.participation > 0 ? p[5]!.participation : ""}|${p[6]!.participation > 0 ? p[6]!.participation : ""}|${p[6]!.participation > 0 ? p[6]!.preparation : ""}|` +
        listed.map((r) => `P${r.place}(${r.participation})`).join(" "),
    );
    expect(listed.map((r) => r.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("5 stored flags on a 7-place level include places 6 and 7; 7 flags choose them", () => {
    const five = buildGbPromotionMessages(arc({ ...sevenPlaces, includePlaces: ALL5 }));
    expect(five.includePlaces.slice(5)).toEqual([true, true]);
    const seven = buildGbPromotionMessages(
      arc({ ...sevenPlaces, includePlaces: [...ALL5, false, true] }),
    );
    expect(seven.includePlaces.slice(5)).toEqual([false, true]);
    expect(seven.messages[0]!.message).not.toContain("P6(");
  });

  it("under the live rules ${PV6} and ${PV7} are empty; 7 flags are accepted, 6 are not", () => {
    const out = buildGbPromotionMessages(
      arc({ templates: numbered, includePlaces: [...ALL5, true, true] }),
    );
    expect(out.includePlaces).toHaveLength(5);
    expect(out.messages[0]!.message).toBe("|||P1(209) P2(105) P3(38) P4(10)");
    expect(
      errorOf(() => buildGbPromotionMessages(arc({ includePlaces: [...ALL5, true] }))),
    ).toEqual({
      name: "InvalidTemplateError",
      field: "includePlaces",
    });
  });

  it("buildPromotionMessage fills ${PV7} / ${PP7} from place 7, in any order", () => {
    const places = [
      ...CTX.places,
      { place: 6, value: 3, preparation: 500, included: true },
      { place: 7, value: 1, preparation: 501, included: false },
    ];
    const config = cfg({ message: "${PV7}/${PP7} ${PV6} ${P}", reversePlacesOrder: true });
    expect(buildPromotionMessage({ ...CTX, places, config }).message).toBe(
      "1/501 3 P6(3) P4(10) P3(19) P2(67) P1(124)",
    );
  });
});

describe("distinct default templates", () => {
  // Every template of a list rendered as the GB page renders it.
  const rendered = (templates: readonly { name: string; config: object }[]) =>
    buildGbPromotionMessages(
      arc({ templates: templates as GbPromotionMessagesInput["templates"] }),
    ).messages.map((m) => m.message);

  it("a new profile's list renders no message twice; the 12 built-ins stay", () => {
    expect(DEFAULT_PROMOTION_TEMPLATES).toHaveLength(12);
    expect(new Set(rendered(DEFAULT_PROMOTION_TEMPLATES)).size).toBe(10);
    const list = getDistinctDefaultPromotionTemplates();
    const messages = rendered(list);
    expect(new Set(messages).size).toBe(messages.length);
    expect(list.map((t) => t.name)).toEqual([
      "Default 0",
      "Default 1",
      "Default 2",
      "Default 3",
      "Default 4",
      "Default 5",
      "Default 6",
      "Default 7",
      "Default 8",
      "Default 11",
    ]);
    // Fresh copies, not the frozen built-ins.
    expect(Object.isFrozen(list[0]!.config)).toBe(false);
  });

  it("keeps the first of templates that differ only in what the page settings replace", () => {
    const a = { name: "a", config: cfg({ showLevel: true }) };
    const b = { name: "b", config: cfg({ showLevel: false, displayGbName: false, prefix: "x" }) };
    const c = { name: "c", config: cfg({ placeSeparator: "," }) };
    expect(distinctPromotionTemplates([a, b, c]).map((t) => t.name)).toEqual(["a", "c"]);
  });
});

describe("taken places: properties", () => {
  const investors = fc.array(
    // At most 4 × 200 FP: below the cost of every level from 10 on (970 FP).
    fc.record({ value: fc.integer({ min: 1, max: 200 }), isPotentialSniper: fc.boolean() }),
    { maxLength: 4 },
  );
  const rows = (level: number, inv: { value: number; isPotentialSniper: boolean }[]) =>
    computeLevelInvestment({
      levels: ARC,
      level,
      investorPercentages: [90, 90, 90, 90, 90],
      investors: inv,
    }).places;
  const listed = (message: string) => [...message.matchAll(/P(\d)\(/g)].map((m) => Number(m[1]));

  it("left out, no taken place is offered; put back, every place with FP is", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 90 }), investors, (level, inv) => {
        const places = rows(level, inv);
        const out = first({ level, investors: inv, includeTakenPlaces: NONE });
        const free = places.filter((p) => !p.isInvestorParticipation && p.participation > 0);
        expect(listed(out)).toEqual(free.map((p) => p.place));
        const all = first({ level, investors: inv, includeTakenPlaces: NONE.map(() => true) });
        expect(listed(all)).toEqual(places.filter((p) => p.participation > 0).map((p) => p.place));
      }),
      { numRuns: 60 },
    );
  });
});
