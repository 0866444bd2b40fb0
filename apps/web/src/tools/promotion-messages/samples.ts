/**
 * Samples of the "Add" picker (docs/tools/promotion-messages.md §2): each template rendered with
 * the current level, the page's prefix / suffix texts (eye toggles ignored) and GB-name setting,
 * but with its own show-level and short-name flags. The core renders them: templates sharing those
 * two flags go through one `buildGbPromotionMessages` call.
 */
import {
  buildGbPromotionMessages,
  type GbPromotionMessagesInput,
  type PromotionPageSettings,
  type PromotionTemplate,
} from "@foe-toolbox/core/promotion-messages";

export function buildTemplateSamples(
  level: Omit<GbPromotionMessagesInput, "templates" | "settings">,
  settings: PromotionPageSettings,
  templates: readonly PromotionTemplate[],
): string[] {
  const samples = new Array<string>(templates.length).fill("");
  const groups = new Map<string, number[]>();
  templates.forEach((template, index) => {
    const key = `${template.config.showLevel === true}|${template.config.useShortGbName === true}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  for (const [key, indexes] of groups) {
    const [showLevel, useShortName] = key.split("|").map((flag) => flag === "true") as [
      boolean,
      boolean,
    ];
    const { messages } = buildGbPromotionMessages({
      ...level,
      templates: indexes.map((i) => templates[i]!),
      settings: { ...settings, showPrefix: true, showSuffix: true, showLevel, useShortName },
    });
    indexes.forEach((templateIndex, j) => {
      samples[templateIndex] = messages[j]!.message;
    });
  }
  return samples;
}
