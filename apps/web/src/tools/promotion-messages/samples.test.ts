import { describe, expect, it } from "vitest";
import {
  applyPromotionSampleSettings,
  buildPromotionMessage,
  DEFAULT_PROMOTION_TEMPLATES,
  type PromotionPageSettings,
} from "@foe-toolbox/core/promotion-messages";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { PREVIEW_DATA } from "./previews";
import { buildTemplateSamples } from "./samples";

describe("samples of the Add picker", () => {
  it("match the core's sample settings on every template", () => {
    const levels = getGbLevels("Observatory")!;
    const settings: PromotionPageSettings = {
      prefix: " Hello ",
      suffix: "thanks",
      showPrefix: false,
      showSuffix: false,
      displayGbName: true,
      useShortName: true,
      showLevel: false,
    };
    const custom = {
      name: "Mine",
      config: {
        message: "${GBN} ${FLVL}-${TLVL} ${P}",
        place: "${PI}:${PV}",
        placeSeparator: "/",
        reversePlacesOrder: false,
        useShortGbName: true,
        showLevel: true,
      },
    };
    const templates = [...DEFAULT_PROMOTION_TEMPLATES, custom];
    const samples = buildTemplateSamples(
      {
        levels,
        level: 10,
        investorPercentages: [90, 90, 90, 90, 90],
        investors: [],
        ownerPreparation: 0,
        includePlaces: [true, true, true, true, true],
        onlySecuredPlaces: false,
        gbName: "Observatory",
        gbShortName: "Obs",
      },
      settings,
      templates,
    );
    // Observatory 9 -> 10 at 1.9 is the builder's preview data: the places are known.
    const context = { ...PREVIEW_DATA, gbName: "Observatory", gbShortName: "Obs" };
    const expected = templates.map(
      (t) =>
        buildPromotionMessage({
          ...context,
          config: applyPromotionSampleSettings({ config: t.config, settings }).config,
        }).message,
    );
    expect(samples).toEqual(expected);
    expect(samples[1]).toBe("Hello Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10) thanks");
    expect(samples.at(-1)).toBe("Hello Obs 9-10 1:124/2:67/3:19/4:10 thanks");
  });
});
