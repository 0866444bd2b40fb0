/** Shared fixtures of the promotion-message tests: the builder's preview data as a context. */
import { getGbLevels } from "../src/data/index.js";
import {
  buildPromotionMessage,
  type PromotionContext,
  type PromotionTemplateConfig,
} from "../src/promotion-messages.js";

export { errorOf } from "./error-of.js";

export const OBSERVATORY = getGbLevels("Observatory")!;

/** Observatory 9 -> 10 at rate 1.9, the builder's preview data. */
export const CTX: PromotionContext = {
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

export function cfg(over: Partial<PromotionTemplateConfig>): PromotionTemplateConfig {
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

export function msg(config: PromotionTemplateConfig, ctx: Partial<PromotionContext> = {}): string {
  return buildPromotionMessage({ config, ...CTX, ...ctx }).message;
}
