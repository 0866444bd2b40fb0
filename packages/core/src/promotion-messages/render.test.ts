/** Promotion messages: Property: rendering replaces every known placeholder. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildPromotionMessage,
  buildPromotionPlace,
  PROMOTION_MESSAGE_PLACEHOLDERS,
  PROMOTION_PLACE_PLACEHOLDERS,
  type PromotionTemplateConfig,
} from "../promotion-messages.js";
import { CTX } from "../../test/promotion-fixtures.js";

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
