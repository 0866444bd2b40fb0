/**
 * The template being edited in the builder modal (docs/tools/promotion-messages.md §6), as the
 * inputs show it: custom fields as an ordered list (their names are editable), turned into the
 * shareable configuration and back.
 */
import type { CustomField, PromotionTemplateConfig } from "@foe-toolbox/core/promotion-messages";

export interface BuilderDraft {
  prefix: string;
  suffix: string;
  useShortGbName: boolean;
  reversePlacesOrder: boolean;
  placeSeparator: string;
  place: string;
  message: string;
  fields: CustomField[];
  /** Flags the builder has no input for: kept from the template it started from. */
  displayGbName?: boolean;
  showLevel?: boolean;
}

/**
 * A template from scratch. Levels are shown so that `${FLVL}` / `${TLVL}` appear in the previews
 * (a missing `showLevel` would strip them); the GB name follows the builder's default (shown).
 */
export function blankDraft(): BuilderDraft {
  return {
    prefix: "",
    suffix: "",
    useShortGbName: false,
    reversePlacesOrder: false,
    placeSeparator: " ",
    place: "",
    message: "",
    fields: [],
    showLevel: true,
  };
}

export function draftFromConfig(config: PromotionTemplateConfig): BuilderDraft {
  const draft: BuilderDraft = {
    prefix: config.prefix ?? "",
    suffix: config.suffix ?? "",
    useShortGbName: config.useShortGbName ?? false,
    reversePlacesOrder: config.reversePlacesOrder,
    placeSeparator: config.placeSeparator,
    place: config.place,
    message: config.message,
    fields: Object.values(config.customFields ?? {}).map((f) => ({ ...f })),
  };
  if (config.displayGbName !== undefined) draft.displayGbName = config.displayGbName;
  if (config.showLevel !== undefined) draft.showLevel = config.showLevel;
  return draft;
}

/** The configuration to save and share (`JSON.stringify` of it is the share format). */
export function configFromDraft(draft: BuilderDraft): PromotionTemplateConfig {
  const config: PromotionTemplateConfig = {
    prefix: draft.prefix,
    suffix: draft.suffix,
    useShortGbName: draft.useShortGbName,
    reversePlacesOrder: draft.reversePlacesOrder,
    placeSeparator: draft.placeSeparator,
    place: draft.place,
    message: draft.message,
  };
  if (draft.displayGbName !== undefined) config.displayGbName = draft.displayGbName;
  if (draft.showLevel !== undefined) config.showLevel = draft.showLevel;
  if (draft.fields.length > 0) {
    config.customFields = Object.fromEntries(draft.fields.map((f) => [f.key, { ...f }]));
  }
  return config;
}

export type FieldNameProblem = "required" | "taken";

/** Why `name` cannot name a custom field (other than the one at `except`), or null. */
export function fieldNameProblem(
  fields: readonly CustomField[],
  name: string,
  except = -1,
): FieldNameProblem | null {
  const key = name.trim();
  if (key === "") return "required";
  return fields.some((f, i) => i !== except && f.key === key) ? "taken" : null;
}

/** Adds a field: what the player typed as its value becomes the placeholder; its value starts empty. */
export function addField(draft: BuilderDraft, name: string, value: string): BuilderDraft {
  return {
    ...draft,
    fields: [...draft.fields, { key: name.trim(), value: "", placeholder: value, show: true }],
  };
}
