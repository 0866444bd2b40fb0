/** Promotion messages: Importing a shared template and checking template names. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROMOTION_TEMPLATES,
  parseImportedTemplate,
  validateTemplateName,
} from "../promotion-messages.js";
import { errorOf } from "../../test/promotion-fixtures.js";

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
