/**
 * Stored promotion templates (docs/tools/promotion-messages.md §2, §9): the profile's message list
 * and the global list of custom templates. Stored data is untrusted, so each entry is rebuilt with
 * the types the core expects; an entry that cannot be read is dropped, never rendered.
 */
import type {
  CustomField,
  CustomPromotionTemplate,
  PromotionTemplate,
  PromotionTemplateConfig,
} from "@foe-toolbox/core/promotion-messages";
import { isPlainObject, pickBoolean, pickString } from "@/lib/storage/sanitize";

function sanitizeCustomFields(value: unknown): Record<string, CustomField> | undefined {
  if (!isPlainObject(value)) return undefined;
  const fields: Record<string, CustomField> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!isPlainObject(entry)) continue;
    const fieldValue = pickString(entry.value, "");
    fields[name] = {
      key: pickString(entry.key, name),
      value: fieldValue,
      placeholder: pickString(entry.placeholder, fieldValue),
      show: pickBoolean(entry.show, true),
    };
  }
  return fields;
}

/** A template configuration with the core's types, or null without `message` and `place` texts. */
export function sanitizeTemplateConfig(value: unknown): PromotionTemplateConfig | null {
  if (
    !isPlainObject(value) ||
    typeof value.message !== "string" ||
    typeof value.place !== "string"
  ) {
    return null;
  }
  const config: PromotionTemplateConfig = {
    place: value.place,
    message: value.message,
    placeSeparator: pickString(value.placeSeparator, ""),
    reversePlacesOrder: pickBoolean(value.reversePlacesOrder, false),
  };
  // Optional keys stay absent when missing: "missing" has its own meaning for the core.
  for (const key of ["prefix", "suffix"] as const) {
    if (typeof value[key] === "string") config[key] = value[key];
  }
  for (const key of ["displayGbName", "useShortGbName", "showLevel"] as const) {
    if (typeof value[key] === "boolean") config[key] = value[key];
  }
  const customFields = sanitizeCustomFields(value.customFields);
  if (customFields) config.customFields = customFields;
  return config;
}

/** The profile's message list (`promotionMessageList`). */
export function sanitizePromotionTemplates(value: unknown): PromotionTemplate[] {
  if (!Array.isArray(value)) return [];
  const out: PromotionTemplate[] = [];
  for (const entry of value) {
    if (!isPlainObject(entry) || typeof entry.name !== "string") continue;
    const config = sanitizeTemplateConfig(entry.config);
    if (config) out.push({ name: entry.name, config });
  }
  return out;
}

/**
 * The global custom templates (`customPromotionMessagesTemplates`). Ids must be unique for the
 * builder to update or delete the right one: a repeated id gets a suffix.
 */
export function sanitizeCustomPromotionTemplates(value: unknown): CustomPromotionTemplate[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: CustomPromotionTemplate[] = [];
  value.forEach((entry, index) => {
    if (!isPlainObject(entry) || typeof entry.id !== "string" || entry.id === "") return;
    const [template] = sanitizePromotionTemplates([entry]);
    if (!template) return;
    const id = seen.has(entry.id) ? `${entry.id}-${index}` : entry.id;
    seen.add(id);
    out.push({ id, ...template });
  });
  return out;
}
