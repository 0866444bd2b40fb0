/** Promotion messages: the GB page messages and the settings helpers. */
import { describe, expect, it } from "vitest";
import { getGbLevels, type GbLevel } from "../data/index.js";
import {
  applyPromotionPageSettings,
  applyPromotionSampleSettings,
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
  type PromotionPageSettings,
} from "../promotion-messages.js";
import { cfg, errorOf, OBSERVATORY } from "../../test/promotion-fixtures.js";

describe("buildGbPromotionMessages", () => {
  const settings: PromotionPageSettings = { ...DEFAULT_PROMOTION_PAGE_SETTINGS };
  const LIST = [{ name: "list", config: cfg({ message: "${PV1}|${P}", place: "P${PI}(${PV})" }) }];
  const SMALL: GbLevel[] = [{ cost: 100, reward: [20, 10, 5, 0, 0].map((fp) => ({ fp })) }];
  const base = {
    levels: OBSERVATORY,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    includePlaces: [true, true, true, true, true],
    onlySecuredPlaces: false,
    settings,
    templates: LIST,
    gbName: "Observatory",
    gbShortName: "Obs",
  };

  it("only secured places: free places the owner already prepared", () => {
    // owner 402: preparations 402, 402, 421, 421, 430 -> P1, P2 secured
    const r = buildGbPromotionMessages({ ...base, ownerPreparation: 402, onlySecuredPlaces: true });
    expect(r).toMatchObject({
      includePlaces: [true, true, false, false, false],
      messages: [{ name: "list", message: "124|P1(124) P2(67)" }],
    });
  });

  it("only secured places: a place held by an investor is not offered", () => {
    // SMALL, owner 60 + investor 20 on P1: preparations 60, 60, 60, fillers 65
    const r = buildGbPromotionMessages({
      ...base,
      levels: SMALL,
      level: 1,
      investorPercentages: [0, 0, 0, 0, 0],
      investors: [{ value: 20, isPotentialSniper: false }],
      ownerPreparation: 60,
      onlySecuredPlaces: true,
    });
    expect(r).toMatchObject({
      includePlaces: [false, true, true, false, false],
      messages: [{ name: "list", message: "20|P2(10) P3(5)" }],
    });
  });

  it("otherwise the checkboxes are used as given", () => {
    const r = buildGbPromotionMessages({
      ...base,
      includePlaces: [false, true, false, true, true],
    });
    expect(r).toMatchObject({
      includePlaces: [false, true, false, true, true],
      messages: [{ name: "list", message: "124|P2(67) P4(10)" }],
    });
  });

  it("page settings override the template's own", () => {
    const templates = [
      {
        name: "a",
        config: cfg({
          prefix: "tpl",
          suffix: "tpl",
          displayGbName: true,
          showLevel: true,
          useShortGbName: false,
        }),
      },
    ];
    const r = buildGbPromotionMessages({
      ...base,
      templates,
      settings: {
        prefix: "  Hi  ",
        suffix: "thx ",
        showPrefix: true,
        showSuffix: false,
        displayGbName: true,
        useShortName: true,
        showLevel: false,
      },
    });
    expect(r.messages).toEqual([{ name: "a", message: "Hi Obs P1(124) P2(67) P3(19) P4(10)" }]);
    const hidden = buildGbPromotionMessages({
      ...base,
      templates,
      settings: {
        ...settings,
        displayGbName: false,
        suffix: "thx ",
        prefix: "Hi",
        showPrefix: false,
      },
    });
    expect(hidden.messages[0]!.message).toBe(" 9 → 10 P1(124) P2(67) P3(19) P4(10) thx ");
  });

  it("no templates, no messages", () => {
    expect(buildGbPromotionMessages({ ...base, templates: [] }).messages).toEqual([]);
  });

  it.each([
    [{ level: 0 }, "LevelOutOfRangeError", "level"],
    [
      { investors: [{ value: 10_000, isPotentialSniper: false }] },
      "InvestmentExceedsCostError",
      "investors",
    ],
    [{ levels: getGbLevels("AI_Core") }, "UnknownDataError", "level"],
    [{ includePlaces: [true, true, true, true] }, "InvalidTemplateError", "includePlaces"],
    [{ onlySecuredPlaces: "no" }, "InvalidTemplateError", "onlySecuredPlaces"],
    [{ settings: { ...settings, showLevel: 1 } }, "InvalidTemplateError", "settings"],
    [{ templates: [{ name: "x" }] }, "InvalidTemplateError", "templates"],
    [{ templates: [{ name: 3, config: cfg({}) }] }, "InvalidTemplateError", "templates"],
    [{ gbName: null }, "InvalidTemplateError", "gbName"],
  ])("%j -> %s", (over, name, field) => {
    const input = { ...base, ...over } as unknown as Parameters<typeof buildGbPromotionMessages>[0];
    expect(errorOf(() => buildGbPromotionMessages(input))).toEqual({ name, field });
  });

  // Holes used to slip past the entry checks: an undefined checkbox or message in the result.
  it.each(["includePlaces", "templates"] as const)(
    "a hole in %s -> InvalidTemplateError",
    (key) => {
      const list: unknown[] = key === "templates" ? [...LIST, ...LIST] : [...base.includePlaces];
      delete list[0];
      const input = { ...base, [key]: list } as Parameters<typeof buildGbPromotionMessages>[0];
      expect(errorOf(() => buildGbPromotionMessages(input))).toEqual({
        name: "InvalidTemplateError",
        field: key,
      });
    },
  );
});

describe("settings helpers", () => {
  it("page and sample settings", () => {
    const config = cfg({
      prefix: "a",
      suffix: "b",
      showLevel: false,
      useShortGbName: true,
      displayGbName: false,
    });
    const s: PromotionPageSettings = {
      prefix: " Hi ",
      suffix: "thx",
      showPrefix: false,
      showSuffix: true,
      displayGbName: true,
      useShortName: false,
      showLevel: true,
    };
    expect(applyPromotionPageSettings({ config, settings: s }).config).toEqual({
      ...config,
      prefix: "",
      suffix: "thx",
      displayGbName: true,
      useShortGbName: false,
      showLevel: true,
    });
    expect(applyPromotionSampleSettings({ config, settings: s }).config).toEqual({
      ...config,
      prefix: "Hi",
      suffix: "thx",
      displayGbName: true,
      useShortGbName: true,
      showLevel: false,
    });
    expect(
      errorOf(() =>
        applyPromotionPageSettings({ config, settings: null as unknown as PromotionPageSettings }),
      ),
    ).toEqual({
      name: "InvalidTemplateError",
      field: "settings",
    });
  });
});

describe("buildGbPromotionMessages: taken places", () => {
  // The Arc 9 → 10 at 1.9: P1 209, P2 105, P3 38, P4 10. An investor took P1 with its 209 FP.
  const arc = {
    levels: getGbLevels("The_Arc")!,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    investors: [{ value: 209, isPotentialSniper: false }],
    includePlaces: [true, true, true, true, true],
    onlySecuredPlaces: false,
    settings: {
      prefix: "",
      suffix: "",
      showPrefix: true,
      showSuffix: true,
      displayGbName: true,
      useShortName: false,
      showLevel: true,
    },
    templates: [DEFAULT_PROMOTION_TEMPLATES[1]!],
    gbName: "The Arc",
    gbShortName: "Arc",
  };

  it("leaves a place an investor took out when the page asks, and puts it back on demand", () => {
    const none = [false, false, false, false, false];
    const out = buildGbPromotionMessages({ ...arc, includeTakenPlaces: none });
    expect(out.messages[0]!.message).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
    expect(out.includePlaces).toEqual([false, true, true, true, true]);
    const back = buildGbPromotionMessages({ ...arc, includeTakenPlaces: [true, ...none.slice(1)] });
    expect(back.messages[0]!.message).toBe("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");
  });

  it("without the option, taken places follow their checkbox (the public vectors)", () => {
    const { messages } = buildGbPromotionMessages(arc);
    expect(messages[0]!.message).toBe("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");
  });
});
