import { describe, expect, it } from "vitest";
import {
  buildPromotionMessage,
  getDefaultPromotionTemplates,
} from "@foe-toolbox/core/promotion-messages";
import {
  sanitizeCustomPromotionTemplates,
  sanitizePromotionTemplates,
  sanitizeTemplateConfig,
} from "./promotion-templates";

describe("stored promotion templates", () => {
  it("keeps the default templates exactly as the core made them", () => {
    const defaults = getDefaultPromotionTemplates();
    expect(sanitizePromotionTemplates(JSON.parse(JSON.stringify(defaults)))).toEqual(defaults);
  });

  it("drops entries that cannot be rendered and repairs wrong types", () => {
    const stored = [
      null,
      "Default 1",
      { name: 3, config: { message: "${P}", place: "${PI}" } },
      { name: "no place", config: { message: "${P}" } },
      {
        name: "repaired",
        config: {
          message: "${GBN} ${P}",
          place: "${X} ${PI}",
          placeSeparator: 5,
          reversePlacesOrder: "yes",
          prefix: null,
          showLevel: true,
          customFields: { X: { value: "me", show: "no" }, Y: "junk" },
        },
      },
    ];
    const [repaired, ...rest] = sanitizePromotionTemplates(stored);
    expect(rest).toEqual([]);
    expect(repaired).toEqual({
      name: "repaired",
      config: {
        message: "${GBN} ${P}",
        place: "${X} ${PI}",
        placeSeparator: "",
        reversePlacesOrder: false,
        showLevel: true,
        customFields: { X: { key: "X", value: "me", placeholder: "me", show: true } },
      },
    });
    // What the sanitizer returns is always renderable.
    const { message } = buildPromotionMessage({
      config: repaired!.config,
      gbName: "Observatory",
      gbShortName: "Obs",
      fromLevel: 9,
      toLevel: 10,
      ownerPreparation: 430,
      levelCost: 650,
      places: [{ place: 1, value: 124, preparation: 402, included: true }],
    });
    expect(message).toBe(" me 1");
  });

  it("returns an empty list for anything that is not a list", () => {
    expect(sanitizePromotionTemplates({})).toEqual([]);
    expect(sanitizeCustomPromotionTemplates("x")).toEqual([]);
    expect(sanitizeTemplateConfig([])).toBeNull();
  });

  it("needs an id for custom templates and keeps ids unique", () => {
    const config = {
      message: "${P}",
      place: "${PI}",
      placeSeparator: " ",
      reversePlacesOrder: false,
    };
    const custom = sanitizeCustomPromotionTemplates([
      { id: "a", name: "Mine", config },
      { name: "No id", config },
      { id: "a", name: "Copy", config },
    ]);
    expect(custom.map((t) => [t.id, t.name])).toEqual([
      ["a", "Mine"],
      ["a-2", "Copy"],
    ]);
  });
});
