import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGbLevels, type GbLevel } from "./data/index.js";
import {
  applyPromotionPageSettings,
  applyPromotionSampleSettings,
  buildBuilderPreview,
  buildGbPromotionMessages,
  buildImportPreview,
  buildPromotionMessage,
  buildPromotionPlace,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
  getDefaultPromotionTemplates,
  parseImportedTemplate,
  PROMOTION_MESSAGE_PLACEHOLDERS,
  PROMOTION_PLACE_PLACEHOLDERS,
  PROMOTION_PREVIEW_DATA,
  stripLevelPlaceholders,
  validateTemplateName,
  type PromotionContext,
  type PromotionPageSettings,
  type PromotionTemplateConfig,
} from "./promotion-messages.js";

const OBSERVATORY = getGbLevels("Observatory")!;

/** Observatory 9 -> 10 at rate 1.9, the builder's preview data. */
const CTX: PromotionContext = {
  gbName: "Observatory",
  gbShortName: "Obs",
  fromLevel: 9,
  toLevel: 10,
  ownerPreparation: 430,
  levelCost: 650,
  places: [
    { place: 1, value: 124, preparation: 402, included: true },
    { place: 2, value: 67, preparation: 402, included: true },
    { place: 3, value: 19, preparation: 421, included: true },
    { place: 4, value: 10, preparation: 421, included: true },
  ],
};

function cfg(over: Partial<PromotionTemplateConfig>): PromotionTemplateConfig {
  return {
    place: "P${PI}(${PV})",
    message: "${GBN} ${FLVL} → ${TLVL} ${P}",
    placeSeparator: " ",
    reversePlacesOrder: false,
    displayGbName: true,
    showLevel: true,
    ...over,
  };
}

function msg(config: PromotionTemplateConfig, ctx: Partial<PromotionContext> = {}): string {
  return buildPromotionMessage({ config, ...CTX, ...ctx }).message;
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

describe("default templates", () => {
  it("are the 12 templates of the spec, rendered on the builder data", () => {
    expect(DEFAULT_PROMOTION_TEMPLATES.map((t) => t.name)).toEqual(
      Array.from({ length: 12 }, (_x, i) => `Default ${i}`),
    );
    expect(DEFAULT_PROMOTION_TEMPLATES.map((t) => msg(t.config))).toEqual([
      "Observatory 4 (10)  3 (19)  2 (67)  1 (124)",
      "Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10)",
      "P1(124) P2(67) P3(19) P4(10) Observatory 9 → 10",
      "Observatory 9 → 10 P4(10) P3(19) P2(67) P1(124)",
      "P4(10) P3(19) P2(67) P1(124) Observatory 9 → 10",
      "Observatory 9 → 10 1 2 3 4",
      "Observatory 9 → 10 4 3 2 1",
      "Observatory 9 → 10 1,2,3,4",
      "Observatory 9 → 10 4,3,2,1",
      " 4,3,2,1", // Default 9: no GB name, no level; the leading space is kept
      "Observatory 9 → 10 4,3,2,1",
      "My pseudo - Observatory 1\nMy pseudo - Observatory 2\nMy pseudo - Observatory 3\nMy pseudo - Observatory 4",
    ]);
  });

  it("are frozen; getDefaultPromotionTemplates gives independent copies", () => {
    expect(
      Object.isFrozen(DEFAULT_PROMOTION_TEMPLATES[11]!.config.customFields!["Your pseudo"]),
    ).toBe(true);
    const copies = getDefaultPromotionTemplates();
    expect(copies).toEqual(DEFAULT_PROMOTION_TEMPLATES);
    copies[11]!.config.customFields!["Your pseudo"]!.value = "Me";
    expect(DEFAULT_PROMOTION_TEMPLATES[11]!.config.customFields!["Your pseudo"]!.value).toBe(
      "My pseudo",
    );
    expect(getDefaultPromotionTemplates()[11]!.config.customFields!["Your pseudo"]!.value).toBe(
      "My pseudo",
    );
  });

  it("page defaults and placeholder lists", () => {
    expect(DEFAULT_PROMOTION_PAGE_SETTINGS).toEqual({
      prefix: "",
      suffix: "",
      showPrefix: true,
      showSuffix: true,
      displayGbName: true,
      useShortName: false,
      showLevel: true,
    });
    expect(PROMOTION_MESSAGE_PLACEHOLDERS).toContain("PV5");
    expect(PROMOTION_MESSAGE_PLACEHOLDERS).not.toContain("PI");
    expect(PROMOTION_PLACE_PLACEHOLDERS).not.toContain("P");
  });
});

describe("stripLevelPlaceholders", () => {
  it.each([
    ["${GBN} ${FLVL} → ${TLVL} ${P}", "${GBN} ${P}"],
    ["${GBN} ${FLVL}-${TLVL}: ${P}", "${GBN}: ${P}"],
    ["${GBN} ${FLVL} to ${TLVL} ${P}", "${GBN} to ${P}"], // "t" blocks the range
    ["${FLVL}>${TLVL} ${P}", " ${P}"],
    ["${flvl} → ${Tlvl}", ""], // any case
    ["${FLVL} 2 ${TLVL}", ""], // digits and spaces may sit between
    ["${FLVL}\n${TLVL}!", "!"],
    ["${FLVL}(${TLVL})", "()"], // "(" blocks: tokens deleted alone
    ["${FLVL}→${TLVL} lvl ${TLVL}", " lvl ${TLVL}"], // lone token kept when a range exists
    ["${FLVL}-${TLVL}-${FLVL}", "-${FLVL}"], // left to right, non-overlapping
    ["A  ${FLVL}", "A "], // at most one whitespace character goes
    ["A\n${TLVL}", "A"],
    ["${FLVL}${TLVL}", ""],
    ["no levels", "no levels"],
  ])("%j -> %j", (pattern, expected) => {
    expect(stripLevelPlaceholders(pattern)).toBe(expected);
  });
});

describe("buildPromotionMessage", () => {
  it("PVn / PPn mean place n; excluded places still fill them; missing ones are empty", () => {
    const places = CTX.places.map((p) => ({ ...p, included: p.place !== 2 }));
    expect(msg(cfg({ message: "${PV2}/${PP2} ${PV5}/${PP5}| ${P}" }), { places })).toBe(
      "67/402 /| P1(124) P3(19) P4(10)",
    );
  });

  it("OP, LC, lowercase keys and the short name", () => {
    expect(msg(cfg({ message: "${gbn} ${Flvl}-${tlvl} ${op}/${Lc}", useShortGbName: true }))).toBe(
      "Obs 9-10 430/650",
    );
    expect(msg(cfg({ message: "[${GBN}]", useShortGbName: true, displayGbName: false }))).toBe(
      "[]",
    );
  });

  it("without a short name the full name is used", () => {
    const config = cfg({ message: "${GBN}", useShortGbName: true });
    expect(
      buildPromotionMessage({ config, ...CTX, gbShortName: undefined as unknown as string })
        .message,
    ).toBe("Observatory");
  });

  it("missing optional keys: no GB name, levels stripped, no separator", () => {
    expect(
      msg({
        place: "P${PI}(${PV})",
        message: "${GBN} ${FLVL} → ${TLVL} ${P}",
      } as PromotionTemplateConfig),
    ).toBe(" P1(124)P2(67)P3(19)P4(10)");
  });

  it("strips levels from the place pattern as well", () => {
    expect(msg(cfg({ place: "P${PI} ${FLVL}→${TLVL}", showLevel: false, message: "${P}" }))).toBe(
      "P1 P2 P3 P4",
    );
    expect(msg(cfg({ place: "P${PI}/${TLVL}", showLevel: true, message: "${P}" }))).toBe(
      "P1/10 P2/10 P3/10 P4/10",
    );
  });

  it("custom fields: literal keys, literal values, hidden ones empty", () => {
    const customFields = {
      a: { key: "a(b", value: "$&$1", placeholder: "", show: true },
      h: { key: "Hidden", value: "secret", placeholder: "", show: false },
    };
    expect(msg(cfg({ message: "${A(B} ${a(b} [${Hidden}] ${P}", customFields }))).toBe(
      "$&$1 $&$1 [] P1(124) P2(67) P3(19) P4(10)",
    );
  });

  it("values are inserted verbatim (no $& patterns), also the GB name", () => {
    expect(msg(cfg({ message: "${GBN}" }), { gbName: "A$&B$'" })).toBe("A$&B$'");
  });

  it("unknown placeholders stay literal, also P / OP inside a place and PI inside a message", () => {
    expect(
      msg(cfg({ message: "${PI} ${PV} ${P}", place: "${PI}${P}${OP}", placeSeparator: "," })),
    ).toBe("${PI} ${PV} 1${P}${OP},2${P}${OP},3${P}${OP},4${P}${OP}");
  });

  it("replacement order: PVn after custom fields, GBN before them, LF last of all", () => {
    const customFields = {
      x: { key: "x", value: "${PV1}", placeholder: "", show: true },
      y: { key: "y", value: "${GBN}", placeholder: "", show: true },
      z: { key: "z", value: "${LF}", placeholder: "", show: true },
    };
    expect(
      msg(
        cfg({ message: "${x} ${y} ${P}", place: "${PI}${z}", placeSeparator: ",", customFields }),
      ),
    ).toBe("124 ${GBN} 1\n,2\n,3\n,4\n");
  });

  it("LF in the message and in the separator", () => {
    expect(msg(cfg({ message: "${GBN}${LF}${P}", placeSeparator: "${lf}" }))).toBe(
      "Observatory\nP1(124)\nP2(67)\nP3(19)\nP4(10)",
    );
  });

  it("prefix and suffix get a space unless the message already has one (or a line feed)", () => {
    expect(msg(cfg({ prefix: "Hi", suffix: "thx" }))).toBe(
      "Hi Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10) thx",
    );
    expect(msg(cfg({ prefix: "Hi", suffix: "thx", message: " ${P} " }))).toBe(
      "Hi P1(124) P2(67) P3(19) P4(10) thx",
    );
    expect(msg(cfg({ prefix: "Hi", suffix: "thx", message: "${LF}x${LF}" }))).toBe("Hi\nx\nthx");
    expect(msg(cfg({ prefix: "Hi", suffix: "thx", message: "" }))).toBe("Hi thx");
    expect(msg(cfg({ prefix: "", suffix: "", message: "" }))).toBe("");
  });

  it("no place included: ${P} is empty", () => {
    const places = CTX.places.map((p) => ({ ...p, included: false }));
    expect(msg(cfg({}), { places })).toBe("Observatory 9 → 10 ");
  });

  describe("validation", () => {
    const ok = { config: cfg({}), ...CTX };
    it.each([
      [{ config: null }, "InvalidTemplateError", "config"],
      [{ config: { place: "x" } }, "InvalidTemplateError", "config"],
      [{ config: cfg({ message: 5 as unknown as string }) }, "InvalidTemplateError", "config"],
      [
        { config: cfg({ reversePlacesOrder: "yes" as unknown as boolean }) },
        "InvalidTemplateError",
        "config",
      ],
      [
        { config: cfg({ customFields: { a: null } as unknown as Record<string, never> }) },
        "InvalidTemplateError",
        "config",
      ],
      [{ gbName: 5 }, "InvalidTemplateError", "gbName"],
      [{ gbShortName: 5 }, "InvalidTemplateError", "gbShortName"],
      [{ fromLevel: Number.NaN }, "InvalidNumberError", "fromLevel"],
      [{ toLevel: -1 }, "NegativeValueError", "toLevel"],
      [{ ownerPreparation: "430" }, "InvalidNumberError", "ownerPreparation"],
      [{ levelCost: -650 }, "NegativeValueError", "levelCost"],
      [{ places: {} }, "InvalidTemplateError", "places"],
      [{ places: [null] }, "InvalidTemplateError", "places"],
      [
        { places: [{ place: 1, value: "1", preparation: 0, included: true }] },
        "InvalidNumberError",
        "places",
      ],
      [
        { places: [{ place: 1, value: 1, preparation: 0, included: "yes" }] },
        "InvalidTemplateError",
        "places",
      ],
    ])("%j -> %s", (over, name, field) => {
      const input = { ...ok, ...over } as unknown as Parameters<typeof buildPromotionMessage>[0];
      expect(errorOf(() => buildPromotionMessage(input))).toEqual({ name, field });
    });

    // A hole is read as a missing place, like null (it used to reach the renderer: TypeError).
    it.each([false, true])(
      "a hole in places (reversed: %s) -> InvalidTemplateError",
      (reversed) => {
        const places = [...CTX.places];
        delete places[1];
        const input = { ...ok, config: cfg({ reversePlacesOrder: reversed }), places };
        expect(errorOf(() => buildPromotionMessage(input))).toEqual({
          name: "InvalidTemplateError",
          field: "places",
        });
      },
    );
  });
});

describe("buildPromotionPlace", () => {
  const base = { gbName: "Observatory", gbShortName: "Obs", fromLevel: 9, toLevel: 10 };
  it("renders one place with its own placeholders", () => {
    const place = { place: 3, value: 19, preparation: 421 };
    expect(
      buildPromotionPlace({
        ...base,
        config: cfg({ place: "${GBN} P${PI}: ${PV} (${PP}) ${FLVL}>${TLVL}" }),
        place,
      }),
    ).toEqual({
      text: "Observatory P3: 19 (421) 9>10",
    });
    expect(
      buildPromotionPlace({
        ...base,
        config: cfg({ place: "P${PI} ${FLVL}>${TLVL}", showLevel: false }),
        place,
      }).text,
    ).toBe("P3");
  });
  it("does not convert LF coming from custom field values (that is a message step)", () => {
    const customFields = { z: { key: "z", value: "${LF}", placeholder: "", show: true } };
    expect(
      buildPromotionPlace({
        ...base,
        config: cfg({ place: "${PI}${z}${LF}", customFields }),
        place: CTX.places[0]!,
      }).text,
    ).toBe("1${LF}\n");
  });
  it("rejects a malformed place", () => {
    expect(
      errorOf(() =>
        buildPromotionPlace({
          ...base,
          config: cfg({}),
          place: null as unknown as (typeof CTX.places)[0],
        }),
      ),
    ).toEqual({ name: "InvalidTemplateError", field: "place" });
  });
});

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
    expect(r).toEqual({
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
    expect(r).toEqual({
      includePlaces: [false, true, true, false, false],
      messages: [{ name: "list", message: "20|P2(10) P3(5)" }],
    });
  });

  it("otherwise the checkboxes are used as given", () => {
    const r = buildGbPromotionMessages({
      ...base,
      includePlaces: [false, true, false, true, true],
    });
    expect(r).toEqual({
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

describe("parseImportedTemplate", () => {
  it("completes custom fields: placeholder = value and show = true when missing", () => {
    const text = JSON.stringify({
      place: "${PI}",
      message: "${x} ${y} ${P}",
      customFields: {
        x: { key: "x", value: "hello" },
        y: { key: "y", value: "v", placeholder: "ph", show: false },
      },
    });
    expect(parseImportedTemplate({ text })).toEqual({
      config: {
        prefix: "",
        suffix: "",
        useShortGbName: false,
        reversePlacesOrder: false,
        placeSeparator: "",
        place: "${PI}",
        message: "${x} ${y} ${P}",
        customFields: {
          x: { key: "x", value: "hello", placeholder: "hello", show: true },
          y: { key: "y", value: "v", placeholder: "ph", show: false },
        },
      },
    });
  });

  it("pasted keys win over the defaults; other keys are kept", () => {
    const text =
      '{"place":"a","message":"b","prefix":"P","placeSeparator":"${LF}","useShortGbName":true,"displayGbName":true,"note":"hi"}';
    expect(parseImportedTemplate({ text }).config).toEqual({
      prefix: "P",
      suffix: "",
      useShortGbName: true,
      reversePlacesOrder: false,
      placeSeparator: "${LF}",
      place: "a",
      message: "b",
      displayGbName: true,
      note: "hi",
    });
  });

  it("round-trips a shared default template", () => {
    const config = DEFAULT_PROMOTION_TEMPLATES[11]!.config;
    expect(parseImportedTemplate({ text: `\n ${JSON.stringify(config)}\t` }).config).toEqual(
      config,
    );
  });

  it.each([
    ["", "EmptyTemplateError"],
    ["\n\t  ", "EmptyTemplateError"],
    ["{", "InvalidTemplateError"],
    ["[]", "InvalidTemplateError"],
    ['"text"', "InvalidTemplateError"],
    ["null", "InvalidTemplateError"],
    ['{"place":"x"}', "InvalidTemplateError"],
    ['{"message":"x"}', "InvalidTemplateError"],
    ['{"place":"x","message":5}', "InvalidTemplateError"],
    ['{"place":"x","message":"y","reversePlacesOrder":"yes"}', "InvalidTemplateError"],
    ['{"place":"x","message":"y","customFields":[1]}', "InvalidTemplateError"],
    ['{"place":"x","message":"y","customFields":{"a":{"value":3}}}', "InvalidTemplateError"],
  ])("%j -> %s", (text, name) => {
    expect(errorOf(() => parseImportedTemplate({ text }))).toEqual({ name, field: "text" });
  });

  it("rejects a text that is not a string", () => {
    expect(errorOf(() => parseImportedTemplate({ text: 5 as unknown as string })).name).toBe(
      "InvalidTemplateError",
    );
  });
});

describe("validateTemplateName", () => {
  it("trims the name", () => {
    expect(validateTemplateName({ name: "  My template " })).toEqual({ name: "My template" });
  });
  it.each([
    ["", "EmptyTemplateNameError"],
    ["   ", "EmptyTemplateNameError"],
    ["Default 3", "ReservedTemplateNameError"],
    ["My Default 12 copy", "ReservedTemplateNameError"],
    ["Default\t7", "ReservedTemplateNameError"],
  ])("%j -> %s", (name, error) => {
    expect(errorOf(() => validateTemplateName({ name }))).toEqual({ name: error, field: "name" });
  });
  it.each(["default 3", "Default3", "Default x", "Defaults"])(
    "%j is allowed (case-sensitive, needs a space)",
    (name) => {
      expect(validateTemplateName({ name }).name).toBe(name);
    },
  );
  it("a missing name is empty", () => {
    expect(errorOf(() => validateTemplateName({} as { name: string })).name).toBe(
      "EmptyTemplateNameError",
    );
  });
});

describe("previews and settings helpers", () => {
  const names = { gbName: "Observatory", gbShortName: "Obs" };
  it("builder preview: GB name shown unless set off; fields' values in the place, placeholders in the message", () => {
    const config: PromotionTemplateConfig = {
      ...DEFAULT_PROMOTION_TEMPLATES[11]!.config,
      displayGbName: undefined,
      customFields: {
        "Your pseudo": {
          key: "Your pseudo",
          value: "Yoratheon",
          placeholder: "My pseudo",
          show: true,
        },
      },
    };
    delete config.displayGbName;
    expect(buildBuilderPreview({ config, ...names })).toEqual({
      place: "Yoratheon - Observatory 1",
      message:
        "My pseudo - Observatory 1\nMy pseudo - Observatory 2\nMy pseudo - Observatory 3\nMy pseudo - Observatory 4",
    });
    expect(
      buildBuilderPreview({ config: { ...config, displayGbName: false }, ...names }).place,
    ).toBe("Yoratheon -  1");
    expect(
      buildBuilderPreview({ config: { ...config, place: "", message: "" }, ...names }),
    ).toEqual({ place: "", message: "" });
  });

  it("import preview: config as is, empty field values show their placeholder", () => {
    const { config } = parseImportedTemplate({
      text: '{"place":"P${PI}(${PV})","message":"${GBN} ${FLVL} → ${TLVL} ${x} ${P}","placeSeparator":" ","showLevel":true,"customFields":{"x":{"key":"x","value":"","placeholder":"ph"}}}',
    });
    expect(buildImportPreview({ config, ...names })).toEqual({
      message: " 9 → 10 ph P1(124) P2(67) P3(19) P4(10)",
    });
    expect(PROMOTION_PREVIEW_DATA.places).toHaveLength(4);
  });

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

describe("property: no known placeholder is left unreplaced", () => {
  const plain = fc.stringMatching(/^[a-zA-Z0-9 →\-:é]{0,6}$/);
  const pattern = (tokens: readonly string[]) =>
    fc
      .array(
        fc.oneof(
          plain,
          fc
            .constantFrom(...tokens)
            .chain((t) => fc.constantFrom(`\${${t}}`, `\${${t.toLowerCase()}}`)),
        ),
        {
          maxLength: 8,
        },
      )
      .map((parts) => parts.join(""));
  const KNOWN = [
    ...new Set([
      ...PROMOTION_MESSAGE_PLACEHOLDERS,
      ...PROMOTION_PLACE_PLACEHOLDERS,
      "Your pseudo",
      "K2",
    ]),
  ];
  const leftover = new RegExp(
    `\\$\\{(?:${KNOWN.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\}`,
    "i",
  );

  it("in messages rendered from random templates", () => {
    const arb = fc.record({
      message: pattern([...PROMOTION_MESSAGE_PLACEHOLDERS, "Your pseudo", "K2"]),
      place: pattern([...PROMOTION_PLACE_PLACEHOLDERS, "Your pseudo", "K2"]),
      placeSeparator: pattern(["LF"]),
      reversePlacesOrder: fc.boolean(),
      displayGbName: fc.boolean(),
      useShortGbName: fc.boolean(),
      showLevel: fc.boolean(),
      prefix: plain,
      suffix: plain,
      show: fc.boolean(),
      value: plain,
      included: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const config: PromotionTemplateConfig = {
          ...a,
          customFields: {
            "Your pseudo": { key: "Your pseudo", value: a.value, placeholder: "", show: a.show },
            K2: { key: "K2", value: a.value, placeholder: "", show: true },
          },
        };
        const places = CTX.places.map((p, k) => ({ ...p, included: a.included[k]! }));
        const message = buildPromotionMessage({ config, ...CTX, places }).message;
        expect(message).not.toMatch(leftover);
        const text = buildPromotionPlace({ config, ...CTX, place: CTX.places[0]! }).text;
        expect(text).not.toMatch(leftover);
      }),
      { seed: 21, numRuns: 3000 },
    );
  });
});
