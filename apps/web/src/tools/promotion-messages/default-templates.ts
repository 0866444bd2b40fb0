/**
 * The built-in templates the "Add" picker and the builder offer (docs/tools/promotion-messages.md
 * §5): each distinct rendering once. Default 9 and Default 10 render as Default 8 on the GB page,
 * so they are not offered, but a stored list naming them still resolves (the core keeps all 12).
 * Values keep the template's index among the 12 (`d:11` is Default 11).
 */
import {
  DEFAULT_PROMOTION_TEMPLATES,
  distinctPromotionTemplates,
  type PromotionTemplate,
} from "@foe-toolbox/core/promotion-messages";

export interface DefaultTemplateChoice {
  value: string;
  template: PromotionTemplate;
}

export const DEFAULT_TEMPLATE_CHOICES: readonly DefaultTemplateChoice[] = Object.freeze(
  distinctPromotionTemplates(
    DEFAULT_PROMOTION_TEMPLATES.map((template, i) => ({ ...template, index: i })),
  ).map(({ index, name, config }) => ({ value: `d:${index}`, template: { name, config } })),
);
