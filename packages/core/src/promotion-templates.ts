/**
 * The built-in promotion templates (docs/tools/promotion-messages.md), in a module of their own
 * without runtime imports: a new profile starts with copies of them, so the web app's profile
 * store needs them on every page, while the renderer in `promotion-messages` is only needed on
 * the GB page.
 */
import type {
  CustomField,
  PromotionTemplate,
  PromotionTemplateConfig,
} from "./promotion-messages/types.js";

const RANGE_MESSAGE = "${GBN} ${FLVL} → ${TLVL} ${P}";
const RANGE_MESSAGE_AFTER = "${P} ${GBN} ${FLVL} → ${TLVL}";

function defaultTemplate(
  index: number,
  message: string,
  place: string,
  placeSeparator: string,
  reversePlacesOrder: boolean,
  displayGbName: boolean,
  showLevel: boolean,
  customFields?: Record<string, CustomField>,
): PromotionTemplate {
  const config: PromotionTemplateConfig = {
    prefix: "",
    suffix: "",
    displayGbName,
    showLevel,
    useShortGbName: false,
    reversePlacesOrder,
    placeSeparator,
    place,
    message,
  };
  if (customFields) config.customFields = customFields;
  return { name: `Default ${index}`, config };
}

function makeDefaultTemplates(): PromotionTemplate[] {
  return [
    defaultTemplate(0, "${GBN} ${P}", "${PI} (${PV})", "  ", true, true, false),
    defaultTemplate(1, RANGE_MESSAGE, "P${PI}(${PV})", " ", false, true, true),
    defaultTemplate(2, RANGE_MESSAGE_AFTER, "P${PI}(${PV})", " ", false, true, true),
    defaultTemplate(3, RANGE_MESSAGE, "P${PI}(${PV})", " ", true, true, true),
    defaultTemplate(4, RANGE_MESSAGE_AFTER, "P${PI}(${PV})", " ", true, true, true),
    defaultTemplate(5, RANGE_MESSAGE, "${PI}", " ", false, true, true),
    defaultTemplate(6, RANGE_MESSAGE, "${PI}", " ", true, true, true),
    defaultTemplate(7, RANGE_MESSAGE, "${PI}", ",", false, true, true),
    defaultTemplate(8, RANGE_MESSAGE, "${PI}", ",", true, true, true),
    defaultTemplate(9, RANGE_MESSAGE, "${PI}", ",", true, false, false),
    defaultTemplate(10, RANGE_MESSAGE, "${PI}", ",", true, true, true),
    defaultTemplate(11, "${P}", "${Your pseudo} - ${GBN} ${PI}", "${LF}", false, true, true, {
      "Your pseudo": {
        key: "Your pseudo",
        value: "My pseudo",
        placeholder: "My pseudo",
        show: true,
      },
    }),
  ];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The 12 built-in templates "Default 0" … "Default 11" (frozen). All twelve stay, so that stored
 * lists naming any of them still resolve; a new profile starts with the distinct ones only
 * ({@link getDistinctDefaultPromotionTemplates}).
 */
export const DEFAULT_PROMOTION_TEMPLATES: readonly PromotionTemplate[] =
  deepFreeze(makeDefaultTemplates());

/** Fresh, mutable copies of the 12 default templates. */
export function getDefaultPromotionTemplates(): PromotionTemplate[] {
  return makeDefaultTemplates();
}

/**
 * What the GB page renders of a template: the page settings replace its prefix, suffix, GB-name,
 * short-name and level flags (docs/tools/promotion-messages.md §2), so only these parts count.
 */
function pageRendering(config: PromotionTemplateConfig): string {
  const fields = Object.entries(config.customFields ?? {}).map(([name, f]) => [
    name,
    f.key,
    f.value,
    f.show,
  ]);
  return JSON.stringify([
    config.message,
    config.place,
    config.placeSeparator,
    config.reversePlacesOrder,
    fields,
  ]);
}

/**
 * The templates without those that render the same message on the GB page as an earlier one
 * (Default 9 and Default 10 render as Default 8): the first of each kind is kept, in order.
 */
export function distinctPromotionTemplates<T extends PromotionTemplate>(
  templates: readonly T[],
): T[] {
  const seen = new Set<string>();
  return templates.filter((template) => {
    const key = pageRendering(template.config);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fresh copies of the distinct default templates: a new profile's message list. */
export function getDistinctDefaultPromotionTemplates(): PromotionTemplate[] {
  return distinctPromotionTemplates(makeDefaultTemplates());
}
