import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROMOTION_TEMPLATES,
  parseImportedTemplate,
  type PromotionTemplateConfig,
} from "@foe-toolbox/core/promotion-messages";
import { builderPreview, importPreview, PREVIEW_DATA } from "./previews";

const names = { gbName: "Observatory", gbShortName: "Obs" };

describe("dialog previews", () => {
  it("builder: GB name shown unless set off; fields' values in the place, placeholders in the message", () => {
    const config: PromotionTemplateConfig = {
      ...DEFAULT_PROMOTION_TEMPLATES[11]!.config,
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
    expect(builderPreview(config, names)).toEqual({
      place: "Yoratheon - Observatory 1",
      message:
        "My pseudo - Observatory 1\nMy pseudo - Observatory 2\nMy pseudo - Observatory 3\nMy pseudo - Observatory 4",
    });
    expect(builderPreview({ ...config, displayGbName: false }, names).place).toBe("Yoratheon -  1");
    expect(builderPreview({ ...config, place: "", message: "" }, names)).toEqual({
      place: "",
      message: "",
    });
  });

  it("builder: the level is stripped from the place unless shown", () => {
    const config: PromotionTemplateConfig = {
      place: "${FLVL}→${TLVL} P${PI}(${PV})",
      message: "${P}",
      placeSeparator: " ",
      reversePlacesOrder: false,
    };
    expect(builderPreview({ ...config, showLevel: true }, names).place).toBe("9→10 P1(124)");
    const place = builderPreview(config, names).place;
    expect(place).toContain("P1(124)");
    expect(place).not.toMatch(/9|10/);
  });

  it("import: the config as is, empty field values show their placeholder", () => {
    const { config } = parseImportedTemplate({
      text: '{"place":"P${PI}(${PV})","message":"${GBN} ${FLVL} → ${TLVL} ${x} ${P}","placeSeparator":" ","showLevel":true,"customFields":{"x":{"key":"x","value":"","placeholder":"ph"}}}',
    });
    expect(importPreview(config, names)).toBe(" 9 → 10 ph P1(124) P2(67) P3(19) P4(10)");
    expect(PREVIEW_DATA.places).toHaveLength(4);
  });

  it("throws the core's error for a config it cannot read", () => {
    expect(() =>
      builderPreview({ place: 1, message: "" } as unknown as PromotionTemplateConfig, names),
    ).toThrow();
  });
});
