/** Promotion messages: default templates, level stripping, rendering of messages and places. */
import { describe, expect, it } from "vitest";
import {
  buildPromotionMessage,
  buildPromotionPlace,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
  getDefaultPromotionTemplates,
  PROMOTION_MESSAGE_PLACEHOLDERS,
  PROMOTION_PLACE_PLACEHOLDERS,
  stripLevelPlaceholders,
  type PromotionTemplateConfig,
} from "./promotion-messages.js";
import { CTX, cfg, errorOf, msg } from "../test/promotion-fixtures.js";

describe("default templates", () => {
  it("are the 12 templates of docs/tools/promotion-messages.md, rendered on the builder data", () => {
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
