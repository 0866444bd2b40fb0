/**
 * The validation rule set of docs/site.md §19, as pure functions with the rule names the product
 * uses (alpha, alpha_dash, …, required_if, decimal). Rules receive the field's value and their
 * parameters; cross-field rules (confirmed, required_if) read the other values from the context.
 * File rules accept a `FileList` or an array of `File`s; every file must pass.
 */

/** Letters of every script (the 16 locales use Latin, Cyrillic and their accented forms). */
const LETTERS = "\\p{L}\\p{M}";
const ALPHA = new RegExp(`^[${LETTERS}]+$`, "u");
const ALPHA_DASH = new RegExp(`^[${LETTERS}\\p{N}_-]+$`, "u");
const ALPHA_NUM = new RegExp(`^[${LETTERS}\\p{N}]+$`, "u");
const ALPHA_SPACES = new RegExp(`^[${LETTERS}\\s]+$`, "u");
/** Latin, Arabic-Indic and Eastern Arabic-Indic digits. */
const DIGIT = "[0-9\\u0660-\\u0669\\u06F0-\\u06F9]";
const DIGITS_ONLY = new RegExp(`^${DIGIT}+$`, "u");
const INTEGER = new RegExp(`^-?${DIGIT}+$`, "u");
/** One label of a domain name: no spaces, dots, underscores or reserved characters. */
const DOMAIN_LABEL = '[^\\s@"(),:;<>[\\\\\\]_.]+';
const EMAIL = new RegExp(`^[^\\s@"(),:;<>[\\\\\\]]+@${DOMAIN_LABEL}(\\.${DOMAIN_LABEL})+$`, "u");

export const IMAGE_EXTENSIONS = ["jpg", "svg", "jpeg", "png", "bmp", "gif", "webp"] as const;

export interface RuleContext {
  /** Every value of the form, by field name (confirmed, required_if). */
  values: Record<string, unknown>;
  /** Measures an image file (dimensions); injectable so that tests need no decoder. */
  imageSize?: (file: File) => Promise<{ width: number; height: number }>;
}

export interface RuleParams {
  required: boolean | { allowFalse?: boolean };
  required_if: { target: string; values?: readonly unknown[] };
  alpha: true;
  alpha_dash: true;
  alpha_num: true;
  alpha_spaces: true;
  between: { min: number; max: number };
  /** The name of the field this one must equal. */
  confirmed: string;
  digits: number;
  dimensions: { width: number; height: number };
  email: true | { multiple: boolean };
  excluded: readonly unknown[];
  not_one_of: readonly unknown[];
  one_of: readonly unknown[];
  is: unknown;
  is_not: unknown;
  ext: readonly string[];
  image: true;
  integer: true;
  numeric: true;
  length: number;
  max: number;
  min: number;
  max_value: number;
  min_value: number;
  mimes: readonly string[];
  /** Largest file size in KB. */
  size: number;
  regex: RegExp;
  /** A number with at most `decimals` decimals (any count when absent), written with a dot or a comma. */
  decimal: { decimals?: number; separator?: "dot" | "comma" };
  /** A rule of the form's own; a failure shows the default message "{field} is not valid." */
  custom: (value: unknown, context: RuleContext) => boolean | Promise<boolean>;
}

export type RuleName = keyof RuleParams;
/** The rules of one field, checked in the order written. */
export type RuleSet = { [K in RuleName]?: RuleParams[K] };

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof FileList !== "undefined" && value instanceof FileList) return value.length === 0;
  return false;
}

/** Strings, numbers and arrays of them (each item must pass). */
function everyText(value: unknown, test: (text: string) => boolean): boolean {
  if (Array.isArray(value)) return value.every((v) => everyText(v, test));
  if (typeof value === "number") return Number.isFinite(value) && test(String(value));
  return typeof value === "string" && test(value);
}

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function lengthOf(value: unknown): number | null {
  if (typeof value === "string") return [...value].length;
  if (typeof value === "number") return String(value).length;
  if (Array.isArray(value)) return value.length;
  return null;
}

export function toFiles(value: unknown): File[] | null {
  if (typeof File === "undefined") return null;
  if (typeof FileList !== "undefined" && value instanceof FileList) return Array.from(value);
  if (value instanceof File) return [value];
  if (Array.isArray(value) && value.every((v) => v instanceof File)) return value as File[];
  return null;
}

function everyFile(value: unknown, test: (file: File) => boolean): boolean {
  const files = toFiles(value);
  return files !== null && files.every(test);
}

function extensionOf(name: string): string {
  const at = name.lastIndexOf(".");
  return at < 0 ? "" : name.slice(at + 1).toLowerCase();
}

function sameValue(a: unknown, b: unknown): boolean {
  // Form values are strings; a parameter written as a number still matches its text.
  if (typeof a === "number" || typeof b === "number") return String(a) === String(b);
  return a === b;
}

function inList(value: unknown, list: readonly unknown[]): boolean {
  if (Array.isArray(value)) return value.every((v) => list.some((item) => sameValue(v, item)));
  return list.some((item) => sameValue(value, item));
}

function isFilled(value: unknown, allowFalse: boolean): boolean {
  if (value === false) return allowFalse;
  return !isEmpty(value);
}

export function decimalPattern({ decimals, separator = "dot" }: RuleParams["decimal"]): RegExp {
  const sep = separator === "comma" ? "," : "\\.";
  const count = decimals === undefined ? "+" : decimals === 0 ? "{0}" : `{1,${decimals}}`;
  return new RegExp(`^[-+]?(\\d+(${sep}\\d${count})?|${sep}\\d${count})$`);
}

type Check<K extends RuleName> = (
  value: unknown,
  params: RuleParams[K],
  context: RuleContext,
) => boolean | Promise<boolean>;

/** Each rule's test. `required` and `required_if` decide for empty values; the others are only run on filled ones. */
export const RULES: { [K in RuleName]: Check<K> } = {
  required: (value, params) => {
    if (params === false) return true;
    const allowFalse = typeof params === "object" ? params.allowFalse !== false : true;
    return isFilled(value, allowFalse);
  },
  required_if: (value, { target, values }, { values: form }) =>
    requiredIfApplies(form[target], values) ? isFilled(value, true) : true,
  alpha: (value) => everyText(value, (t) => ALPHA.test(t)),
  alpha_dash: (value) => everyText(value, (t) => ALPHA_DASH.test(t)),
  alpha_num: (value) => everyText(value, (t) => ALPHA_NUM.test(t)),
  alpha_spaces: (value) => everyText(value, (t) => ALPHA_SPACES.test(t)),
  between: (value, { min, max }) => {
    const n = toNumber(value);
    return n !== null && n >= min && n <= max;
  },
  confirmed: (value, target, { values }) => value === values[target],
  digits: (value, length) =>
    everyText(value, (t) => DIGITS_ONLY.test(t) && [...t].length === length),
  dimensions: async (value, { width, height }, { imageSize = measureImage }) => {
    const files = toFiles(value);
    if (!files || !files.every(isImageFile)) return false;
    try {
      const sizes = await Promise.all(files.map(imageSize));
      return sizes.every((s) => s.width === width && s.height === height);
    } catch {
      return false;
    }
  },
  email: (value, params) => {
    if (typeof value !== "string") return false;
    const multiple = typeof params === "object" && params.multiple;
    const parts = multiple ? value.split(",").map((p) => p.trim()) : [value.trim()];
    return parts.every((p) => EMAIL.test(p));
  },
  excluded: (value, list) => !inList(value, list),
  not_one_of: (value, list) => !inList(value, list),
  one_of: (value, list) => inList(value, list),
  is: (value, other) => sameValue(value, other),
  is_not: (value, other) => !sameValue(value, other),
  ext: (value, extensions) =>
    everyFile(value, (f) => extensions.map((e) => e.toLowerCase()).includes(extensionOf(f.name))),
  image: (value) => everyFile(value, isImageFile),
  integer: (value) => everyText(value, (t) => INTEGER.test(t)),
  numeric: (value) => everyText(value, (t) => DIGITS_ONLY.test(t)),
  length: (value, length) => lengthOf(value) === length,
  max: (value, length) => {
    const n = lengthOf(value);
    return n !== null && n <= length;
  },
  min: (value, length) => {
    const n = lengthOf(value);
    return n !== null && n >= length;
  },
  max_value: (value, max) => {
    const n = toNumber(value);
    return n !== null && n <= max;
  },
  min_value: (value, min) => {
    const n = toNumber(value);
    return n !== null && n >= min;
  },
  mimes: (value, types) =>
    everyFile(value, (f) =>
      types.some((t) => (t.endsWith("/*") ? f.type.startsWith(t.slice(0, -1)) : f.type === t)),
    ),
  size: (value, kb) => everyFile(value, (f) => f.size <= kb * 1024),
  regex: (value, pattern) => {
    // A global or sticky pattern keeps state between calls; test a fresh copy.
    const fresh = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
    return everyText(value, (t) => fresh.test(t));
  },
  decimal: (value, params) => {
    const pattern = decimalPattern(params);
    return everyText(value, (t) => pattern.test(t.trim()));
  },
  custom: (value, check, context) => check(value, context),
};

/** required_if applies when the target is filled (no values given) or has one of the values. */
export function requiredIfApplies(target: unknown, values?: readonly unknown[]): boolean {
  if (values === undefined || values.length === 0) return !isEmpty(target);
  return inList(target, values);
}

function isImageFile(file: File): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

async function measureImage(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
