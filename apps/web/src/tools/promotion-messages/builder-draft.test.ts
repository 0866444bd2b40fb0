import { describe, expect, it } from "vitest";
import { DEFAULT_PROMOTION_TEMPLATES } from "@foe-toolbox/core/promotion-messages";
import {
  addField,
  blankDraft,
  configFromDraft,
  draftFromConfig,
  fieldNameProblem,
} from "./builder-draft";
import { builderPreview } from "./previews";

describe("builder draft", () => {
  it("turns every default template into a draft and back without change", () => {
    for (const { config } of DEFAULT_PROMOTION_TEMPLATES) {
      expect(configFromDraft(draftFromConfig(config))).toEqual(config);
    }
  });

  it("adds custom fields with the typed value as placeholder and an empty value", () => {
    const draft = addField(
      { ...blankDraft(), place: "${Me} P${PI}", message: "${P} ${Me}" },
      " Me ",
      "Bob",
    );
    const config = configFromDraft(draft);
    expect(config.customFields).toEqual({
      Me: { key: "Me", value: "", placeholder: "Bob", show: true },
    });
    // Place preview: the field's (empty) value; message preview: its placeholder everywhere.
    expect(builderPreview(config, { gbName: "Observatory", gbShortName: "Obs" })).toEqual({
      place: " P1",
      message: "Bob P1 Bob P2 Bob P3 Bob P4 Bob",
    });
  });

  it("shows levels and the GB name in the previews of a blank template", () => {
    const config = configFromDraft({
      ...blankDraft(),
      message: "${GBN} ${FLVL}→${TLVL} ${P}",
      place: "P${PI}(${PV})",
    });
    expect(builderPreview(config, { gbName: "Observatory", gbShortName: "Obs" }).message).toBe(
      "Observatory 9→10 P1(124) P2(67) P3(19) P4(10)",
    );
  });

  it("requires a unique, non-blank field name", () => {
    const fields = addField(blankDraft(), "A", "").fields;
    expect(fieldNameProblem(fields, "  ")).toBe("required");
    expect(fieldNameProblem(fields, "A ")).toBe("taken");
    expect(fieldNameProblem(fields, "A", 0)).toBeNull();
    expect(fieldNameProblem(fields, "B")).toBeNull();
  });
});
