/**
 * Input checks of the promotion-message functions: each reader turns an unknown value into the
 * internal form rendering uses (defaults applied), or throws a named error for its field.
 */
import { InvalidNumberError, InvalidTemplateError, NegativeValueError } from "../errors.js";
import type { PromotionPageSettings, PromotionPlace } from "./types.js";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

/**
 * The entries of an input list, a hole of a sparse array read as `undefined` (`map`, `every` and
 * `filter` skip holes, which let them through the entry checks).
 */
export function denseList(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidTemplateError(field);
  return Array.from(value as unknown[]);
}

export function text(value: unknown, field: string): string {
  if (typeof value !== "string") throw new InvalidTemplateError(field);
  return value;
}

function optionalText(value: unknown, fallback: string, field: string): string {
  return value === undefined ? fallback : text(value, field);
}

function optionalFlag(value: unknown, fallback: boolean, field: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new InvalidTemplateError(field);
  return value;
}

/** A number to print: finite and not negative. */
export function printable(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** A custom field as rendering uses it (`key` defaults to its entry name, `show` to true). */
export interface Field {
  key: string;
  value: string;
  placeholder: string;
  show: boolean;
}

/** A template with every default applied, ready to render. */
export interface Template {
  place: string;
  message: string;
  placeSeparator: string;
  reversePlacesOrder: boolean;
  fields: Field[];
  prefix: string;
  suffix: string;
  displayGbName: boolean;
  useShortGbName: boolean;
  showLevel: boolean;
}

/** Checks a custom-field entry; every property may be missing, none may have another type. */
function checkCustomField(entry: unknown, field: string): Record<string, unknown> {
  if (!isRecord(entry)) throw new InvalidTemplateError(field);
  optionalText(entry.key, "", field);
  optionalText(entry.value, "", field);
  optionalText(entry.placeholder, "", field);
  optionalFlag(entry.show, true, field);
  return entry;
}

export function readTemplate(config: unknown, field: string): Template {
  if (!isRecord(config)) throw new InvalidTemplateError(field);
  const customFields = config.customFields;
  const fields: Field[] = [];
  if (customFields !== undefined) {
    if (!isRecord(customFields)) throw new InvalidTemplateError(field);
    for (const [name, entry] of Object.entries(customFields)) {
      const f = checkCustomField(entry, field);
      const value = optionalText(f.value, "", field);
      fields.push({
        key: optionalText(f.key, name, field),
        value,
        placeholder: optionalText(f.placeholder, value, field),
        show: optionalFlag(f.show, true, field),
      });
    }
  }
  return {
    place: text(config.place, field),
    message: text(config.message, field),
    placeSeparator: optionalText(config.placeSeparator, "", field),
    reversePlacesOrder: optionalFlag(config.reversePlacesOrder, false, field),
    fields,
    prefix: optionalText(config.prefix, "", field),
    suffix: optionalText(config.suffix, "", field),
    displayGbName: optionalFlag(config.displayGbName, false, field),
    useShortGbName: optionalFlag(config.useShortGbName, false, field),
    showLevel: optionalFlag(config.showLevel, false, field),
  };
}

export function readPlace(value: unknown, field: string): PromotionPlace {
  if (!isRecord(value)) throw new InvalidTemplateError(field);
  return {
    place: printable(value.place, field),
    value: printable(value.value, field),
    preparation: printable(value.preparation, field),
    included: optionalFlag(value.included, true, field),
  };
}

export interface Context {
  gbName: string;
  gbShortName: string;
  fromLevel: number;
  toLevel: number;
}

export function readContext(i: unknown): Context {
  const gbName = text(fieldOf(i, "gbName"), "gbName");
  return {
    gbName,
    // Without a short name the full name is used.
    gbShortName: optionalText(fieldOf(i, "gbShortName"), gbName, "gbShortName"),
    fromLevel: printable(fieldOf(i, "fromLevel"), "fromLevel"),
    toLevel: printable(fieldOf(i, "toLevel"), "toLevel"),
  };
}

export function readSettings(value: unknown): PromotionPageSettings {
  const field = "settings";
  if (!isRecord(value)) throw new InvalidTemplateError(field);
  const flag = (key: string) => {
    const v = value[key];
    if (typeof v !== "boolean") throw new InvalidTemplateError(field);
    return v;
  };
  return {
    prefix: text(value.prefix, field),
    suffix: text(value.suffix, field),
    showPrefix: flag("showPrefix"),
    showSuffix: flag("showSuffix"),
    displayGbName: flag("displayGbName"),
    useShortName: flag("useShortName"),
    showLevel: flag("showLevel"),
  };
}
