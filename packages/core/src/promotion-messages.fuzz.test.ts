/**
 * Fuzz: the promotion-message functions return a clean result or throw a named error for any
 * input: random and broken templates, odd strings (regex characters, `$&`, lone surrogates),
 * junk numbers, missing or unknown keys.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyJunk, checkOutcome, corrupt, FUZZ_PARAMS, mostlyNumber } from "../test/fuzz.js";
import { getGbLevels } from "./data/index.js";
import {
  applyPromotionPageSettings,
  applyPromotionSampleSettings,
  buildGbPromotionMessages,
  buildPromotionMessage,
  buildPromotionPlace,
  DEFAULT_PROMOTION_TEMPLATES,
  getDefaultPromotionTemplates,
  parseImportedTemplate,
  PROMOTION_MESSAGE_PLACEHOLDERS,
  PROMOTION_PLACE_PLACEHOLDERS,
  stripLevelPlaceholders,
  validateTemplateName,
} from "./promotion-messages.js";

/** Odd text: ASCII, any UTF-16 (lone surrogates too), regex and replacement specials. */
const oddText = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom("$&", "$1", "$'", "$`", "a(b", "[", "\\", "${", "}", "${LF}", "\n", "→", ""),
);
const TOKENS = [
  ...PROMOTION_MESSAGE_PLACEHOLDERS,
  ...PROMOTION_PLACE_PLACEHOLDERS,
  "FOO",
  "k",
  "a(b",
];
const pattern = fc
  .array(
    fc.oneof(
      oddText,
      fc.constantFrom(...TOKENS).map((t) => `\${${t}}`),
      fc.constantFrom(...TOKENS).map((t) => `\${${t.toLowerCase()}}`),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

const customField = fc.record(
  {
    key: fc.oneof(fc.constantFrom("k", "a(b", ""), oddText),
    value: oddText,
    placeholder: oddText,
    show: fc.boolean(),
  },
  { requiredKeys: ["key", "value"] },
);

const config = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DEFAULT_PROMOTION_TEMPLATES.map((t) => t.config)) },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        place: pattern,
        message: pattern,
        placeSeparator: pattern,
        reversePlacesOrder: fc.boolean(),
        customFields: fc.dictionary(
          fc.string({ maxLength: 4 }),
          fc.oneof({ weight: 9, arbitrary: customField }, { weight: 1, arbitrary: anyJunk }),
          {
            maxKeys: 3,
          },
        ),
        prefix: oddText,
        suffix: oddText,
        displayGbName: fc.oneof(
          { weight: 9, arbitrary: fc.boolean() },
          { weight: 1, arbitrary: anyJunk },
        ),
        useShortGbName: fc.boolean(),
        showLevel: fc.boolean(),
      },
      { requiredKeys: ["place", "message"] },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

const place = fc.record({
  place: fc.integer({ min: 1, max: 5 }),
  value: fc.integer({ min: 0, max: 1e7 }),
  preparation: fc.integer({ min: 0, max: 1e7 }),
  included: fc.boolean(),
});

const places = fc.oneof(
  { weight: 9, arbitrary: fc.array(place, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(place, anyJunk), { maxLength: 3 }) },
);

const settings = fc.record({
  prefix: oddText,
  suffix: oddText,
  showPrefix: fc.boolean(),
  showSuffix: fc.boolean(),
  displayGbName: fc.boolean(),
  useShortName: fc.boolean(),
  showLevel: fc.boolean(),
});

const level = fc.integer({ min: 0, max: 500 });
const names = { gbName: oddText, gbShortName: oddText };

function fuzz(fn: (input: never) => unknown, arb: fc.Arbitrary<unknown>, minOk = 0.3): void {
  let ok = 0;
  fc.assert(
    fc.property(arb, (input) => {
      if (checkOutcome(fn, input) === "ok") ok++;
    }),
    FUZZ_PARAMS,
  );
  expect(ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * minOk);
}

describe("fuzz: promotion-messages", () => {
  it("buildPromotionMessage", () => {
    const valid = fc.record({
      config,
      ...names,
      fromLevel: mostlyNumber(level),
      toLevel: level,
      ownerPreparation: fc.integer({ min: 0, max: 1e7 }),
      levelCost: fc.integer({ min: 0, max: 1e7 }),
      places,
    });
    fuzz(buildPromotionMessage, corrupt(valid, 4));
  });

  it("buildPromotionPlace", () => {
    const valid = fc.record({
      config,
      ...names,
      fromLevel: level,
      toLevel: mostlyNumber(level),
      place,
    });
    fuzz(buildPromotionPlace, corrupt(valid, 4));
  });

  it("buildGbPromotionMessages", () => {
    const tables = [
      "Observatory",
      "The_Arc",
      "Tower_of_Babel",
      "AI_Core",
      "Shattered_Horizon_Siphon",
    ].map((key) => getGbLevels(key)!);
    const valid = fc.record({
      levels: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...tables) },
        { weight: 1, arbitrary: anyJunk },
      ),
      level: fc.integer({ min: 1, max: 90 }),
      investorPercentages: fc.oneof(
        fc.constant([90, 90, 90, 90, 90]),
        fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 5, maxLength: 5 }),
      ),
      investors: fc.array(
        fc.record({ value: fc.integer({ min: 0, max: 300 }), isPotentialSniper: fc.boolean() }),
        {
          maxLength: 4,
        },
      ),
      ownerPreparation: fc.integer({ min: 0, max: 300 }),
      includePlaces: fc.oneof(
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      ),
      includeTakenPlaces: fc.option(fc.array(fc.boolean(), { maxLength: 7 }), { nil: undefined }),
      rules: fc.constantFrom(undefined, "live", "prestige"),
      onlySecuredPlaces: fc.boolean(),
      settings,
      templates: fc.array(fc.record({ name: fc.string({ maxLength: 6 }), config }), {
        maxLength: 4,
      }),
      ...names,
    });
    fuzz(buildGbPromotionMessages, corrupt(valid, 4), 0.15);
  });

  it("parseImportedTemplate", () => {
    const text = fc.oneof(
      config.map((c) => JSON.stringify(c) ?? ""),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.json(),
      oddText,
      fc.constantFrom(
        "",
        "   ",
        "{",
        '{"place":"a"}',
        '{"place":"a","message":"b","customFields":{"x":{"value":"v"}}}',
      ),
    );
    fuzz(parseImportedTemplate, corrupt(fc.record({ text }), 4), 0.1);
  });

  it("validateTemplateName", () => {
    const name = fc.oneof(
      oddText,
      fc.nat(20).map((n) => `Default ${n}`),
      fc.constantFrom("  x ", "Default\u00a05"),
    );
    fuzz(validateTemplateName, corrupt(fc.record({ name }), 4), 0.15);
  });

  it("applyPromotionPageSettings and applyPromotionSampleSettings", () => {
    const valid = fc.record({ config, settings });
    fuzz(applyPromotionPageSettings, corrupt(valid, 4));
    fuzz(applyPromotionSampleSettings, corrupt(valid, 4));
  });

  it("stripLevelPlaceholders and getDefaultPromotionTemplates", () => {
    fuzz(
      (input: never) => stripLevelPlaceholders(input),
      fc.oneof({ weight: 9, arbitrary: pattern }, { weight: 1, arbitrary: anyJunk }),
    );
    fuzz(getDefaultPromotionTemplates, anyJunk);
  });
});
