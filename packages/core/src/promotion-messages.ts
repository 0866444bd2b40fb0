/**
 * Promotion messages of the GB page (spec `tools/promotion-messages.md`): the short texts an
 * owner posts in a guild thread to find investors, e.g. `Observatory 9 → 10 P1(124) P2(67)`,
 * rendered from shareable templates.
 */
import type { GbLevel } from "./data/index.js";
import {
  EmptyTemplateError,
  EmptyTemplateNameError,
  InvalidNumberError,
  InvalidTemplateError,
  NegativeValueError,
  ReservedTemplateNameError,
} from "./errors.js";
import { computeLevelInvestment, type Investor } from "./gb-investment.js";

// ---------------------------------------------------------------------------------- types

/** A player-defined placeholder `${key}` of a template (e.g. "Your pseudo"). */
export interface CustomField {
  key: string;
  /** Text inserted for `${key}` when `show` is on. */
  value: string;
  /** Hint shown in the empty input; also the value used by the builder's message preview. */
  placeholder: string;
  /** When off, `${key}` renders as "". */
  show: boolean;
}

/** A promotion template; `JSON.stringify` of it is the format players share. */
export interface PromotionTemplateConfig {
  /** Pattern of one place (`${PI}`, `${PV}`, `${PP}`, level / name placeholders, custom fields). */
  place: string;
  /** Pattern of the whole message (`${P}` = the rendered places). */
  message: string;
  /** Put between rendered places; may contain `${LF}`. */
  placeSeparator: string;
  /** List P5..P1 instead of P1..P5. */
  reversePlacesOrder: boolean;
  customFields?: Record<string, CustomField>;
  /** Text before the message (default ""). */
  prefix?: string;
  /** Text after the message (default ""). */
  suffix?: string;
  /** Missing = false: `${GBN}` renders as "". */
  displayGbName?: boolean;
  /** Use the GB's short name (e.g. "Obs") for `${GBN}`; missing = false. */
  useShortGbName?: boolean;
  /** Missing = false: the level placeholders are stripped (see {@link stripLevelPlaceholders}). */
  showLevel?: boolean;
}

/** One place offered to investors: FP expected from the investor and owner preparation for it. */
export interface PromotionPlace {
  place: number;
  value: number;
  preparation: number;
  /** Whether the place is listed in `${P}` (the "include in copy boxes" checkbox). */
  included: boolean;
}

/** The level data a message is rendered with. */
export interface PromotionContext {
  gbName: string;
  /** Short name (e.g. "Obs"), used when the template asks for it; defaults to `gbName`. */
  gbShortName: string;
  /** Level before the build (`${FLVL}`). */
  fromLevel: number;
  /** Level being built (`${TLVL}`). */
  toLevel: number;
  /** Total owner preparation of the level (`${OP}`). */
  ownerPreparation: number;
  /** Level cost (`${LC}`). */
  levelCost: number;
  /** Places in place order. */
  places: PromotionPlace[];
}

/** Settings of the promotion section of the GB page; they override the templates' own. */
export interface PromotionPageSettings {
  prefix: string;
  suffix: string;
  /** Eye toggle of the prefix: when off the prefix is left out. */
  showPrefix: boolean;
  showSuffix: boolean;
  displayGbName: boolean;
  useShortName: boolean;
  showLevel: boolean;
}

/** A named template (default or from the player's custom list). */
export interface PromotionTemplate {
  name: string;
  config: PromotionTemplateConfig;
}

/** A template saved by the player in the global custom list (id = a UUID). */
export interface CustomPromotionTemplate extends PromotionTemplate {
  id: string;
}

/** What the builder modal's Save button does. */
export type PromotionBuilderAction = "create" | "update" | "delete";

/** Inputs of {@link buildGbPromotionMessages}. */
export interface GbPromotionMessagesInput {
  levels: GbLevel[];
  level: number;
  investorPercentages: number[];
  investors?: Investor[];
  ownerPreparation?: number;
  /** "Include in copy boxes" checkbox of each of the 5 places. */
  includePlaces: boolean[];
  /** List only free places the owner already secured (overrides `includePlaces`). */
  onlySecuredPlaces: boolean;
  settings: PromotionPageSettings;
  templates: PromotionTemplate[];
  gbName: string;
  gbShortName: string;
}

/** Result of {@link buildGbPromotionMessages}. */
export interface GbPromotionMessagesResult {
  /** Checkbox states to show (recomputed when "only secured places" is on). */
  includePlaces: boolean[];
  messages: { name: string; message: string }[];
}

// ------------------------------------------------------------------------------ constants

/** Placeholders a message pattern understands (`${PVn}` / `${PPn}` for n = 1..5). */
export const PROMOTION_MESSAGE_PLACEHOLDERS: readonly string[] = [
  "FLVL",
  "TLVL",
  "OP",
  "LC",
  "GBN",
  "LF",
  "PV1",
  "PV2",
  "PV3",
  "PV4",
  "PV5",
  "PP1",
  "PP2",
  "PP3",
  "PP4",
  "PP5",
  "P",
];

/** Placeholders a place pattern understands. */
export const PROMOTION_PLACE_PLACEHOLDERS: readonly string[] = [
  "PI",
  "PV",
  "PP",
  "FLVL",
  "TLVL",
  "GBN",
  "LF",
];

/** Placeholders a place separator understands. */
export const PROMOTION_SEPARATOR_PLACEHOLDERS: readonly string[] = ["LF"];

/** Page settings of a new profile. */
export const DEFAULT_PROMOTION_PAGE_SETTINGS: Readonly<PromotionPageSettings> = Object.freeze({
  prefix: "",
  suffix: "",
  showPrefix: true,
  showSuffix: true,
  displayGbName: true,
  useShortName: false,
  showLevel: true,
});

/**
 * Fixed data of the builder and import previews: Observatory 9 → 10 at rate 1.9 (P5 gives no
 * FP). The GB names are left to the caller (they are localised).
 */
export const PROMOTION_PREVIEW_DATA: Readonly<
  Omit<PromotionContext, "gbName" | "gbShortName"> & { gbKey: "Observatory" }
> = Object.freeze({
  gbKey: "Observatory",
  fromLevel: 9,
  toLevel: 10,
  ownerPreparation: 430,
  levelCost: 650,
  places: Object.freeze([
    Object.freeze({ place: 1, value: 124, preparation: 402, included: true }),
    Object.freeze({ place: 2, value: 67, preparation: 402, included: true }),
    Object.freeze({ place: 3, value: 19, preparation: 421, included: true }),
    Object.freeze({ place: 4, value: 10, preparation: 421, included: true }),
  ]) as PromotionPlace[],
});

export {
  DEFAULT_PROMOTION_TEMPLATES,
  getDefaultPromotionTemplates,
} from "./promotion-templates.js";

// ----------------------------------------------------------------------------- validation

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

/**
 * The entries of an input list, a hole of a sparse array read as `undefined` (`map`, `every` and
 * `filter` skip holes, which let them through the entry checks).
 */
function denseList(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidTemplateError(field);
  return Array.from(value as unknown[]);
}

function text(value: unknown, field: string): string {
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
function printable(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** A custom field as rendering uses it (`key` defaults to its entry name, `show` to true). */
interface Field {
  key: string;
  value: string;
  placeholder: string;
  show: boolean;
}

/** A template with every default applied, ready to render. */
interface Template {
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

function readTemplate(config: unknown, field: string): Template {
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

function readPlace(value: unknown, field: string): PromotionPlace {
  if (!isRecord(value)) throw new InvalidTemplateError(field);
  return {
    place: printable(value.place, field),
    value: printable(value.value, field),
    preparation: printable(value.preparation, field),
    included: optionalFlag(value.included, true, field),
  };
}

interface Context {
  gbName: string;
  gbShortName: string;
  fromLevel: number;
  toLevel: number;
}

function readContext(i: unknown): Context {
  const gbName = text(fieldOf(i, "gbName"), "gbName");
  return {
    gbName,
    // Without a short name the full name is used.
    gbShortName: optionalText(fieldOf(i, "gbShortName"), gbName, "gbShortName"),
    fromLevel: printable(fieldOf(i, "fromLevel"), "fromLevel"),
    toLevel: printable(fieldOf(i, "toLevel"), "toLevel"),
  };
}

// ------------------------------------------------------------------------------ rendering

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Regexes of the built-in placeholders, built once. */
const BUILT_IN_TOKENS = new Map<string, RegExp>(
  [...new Set([...PROMOTION_MESSAGE_PLACEHOLDERS, ...PROMOTION_PLACE_PLACEHOLDERS])].map((key) => [
    key,
    new RegExp(escapeRegExp("${" + key + "}"), "gi"),
  ]),
);

/** Replaces every `${key}` (case-insensitive, key taken literally) by `value`, verbatim. */
function replaceToken(pattern: string, key: string, value: string): string {
  if (!pattern.includes("${")) return pattern;
  const token = BUILT_IN_TOKENS.get(key) ?? new RegExp(escapeRegExp("${" + key + "}"), "gi");
  return pattern.replace(token, () => value);
}

const LEVEL_RANGE = /\s?\$\{(?:FLVL|TLVL)\}[^()?<!${}:|FLVTflvt]*\$\{(?:FLVL|TLVL)\}/gi;
const LEVEL_TOKEN = /\s?\$\{(?:FLVL|TLVL)\}/gi;

/**
 * Removes the level placeholders from a pattern when "show level" is off, so that
 * `"${GBN} ${FLVL} → ${TLVL} ${P}"` becomes `"${GBN} ${P}"`: level ranges (two level tokens with
 * only separator characters such as `→`, `-`, `>` between them) are deleted whole; when there is
 * none, each level token goes with the whitespace character before it.
 */
export function stripLevelPlaceholders(pattern: string): string {
  if (typeof pattern !== "string") throw new InvalidTemplateError("pattern");
  if (pattern.search(LEVEL_RANGE) !== -1) return pattern.replace(LEVEL_RANGE, "");
  return pattern.replace(LEVEL_TOKEN, "");
}

function gbNameOf(t: Template, ctx: Context): string {
  return t.displayGbName ? (t.useShortGbName ? ctx.gbShortName : ctx.gbName) : "";
}

function replaceFields(pattern: string, fields: Field[]): string {
  let out = pattern;
  for (const f of fields) out = replaceToken(out, f.key, f.show ? f.value : "");
  return out;
}

/** Step 3 of the algorithm: one place from the (already stripped) place pattern. */
function renderPlace(
  pattern: string,
  t: Template,
  ctx: Context,
  place: Omit<PromotionPlace, "included">,
) {
  let out = pattern;
  out = replaceToken(out, "PI", String(place.place));
  out = replaceToken(out, "PV", String(place.value));
  out = replaceToken(out, "PP", String(place.preparation));
  out = replaceToken(out, "FLVL", String(ctx.fromLevel));
  out = replaceToken(out, "TLVL", String(ctx.toLevel));
  out = replaceToken(out, "GBN", gbNameOf(t, ctx));
  out = replaceToken(out, "LF", "\n");
  return replaceFields(out, t.fields);
}

function renderMessage(
  t: Template,
  ctx: Context,
  ownerPreparation: number,
  levelCost: number,
  places: PromotionPlace[],
): string {
  const placePattern = t.showLevel ? t.place : stripLevelPlaceholders(t.place);
  let message = t.showLevel ? t.message : stripLevelPlaceholders(t.message);

  const listed = places.filter((p) => p.included);
  if (t.reversePlacesOrder) listed.reverse();
  const rendered = listed.map((p) => renderPlace(placePattern, t, ctx, p)).join(t.placeSeparator);

  message = replaceToken(message, "FLVL", String(ctx.fromLevel));
  message = replaceToken(message, "TLVL", String(ctx.toLevel));
  message = replaceToken(message, "OP", String(ownerPreparation));
  message = replaceToken(message, "LC", String(levelCost));
  message = replaceToken(message, "GBN", gbNameOf(t, ctx));
  message = replaceToken(message, "LF", "\n");
  message = replaceFields(message, t.fields);
  // ${PVn} / ${PPn} always mean place n, whatever the order and number of listed places.
  const byNumber = (n: number) => places.find((p) => p.place === n);
  for (let n = 1; n <= 5; n++) {
    const p = byNumber(n);
    message = replaceToken(message, `PV${n}`, p ? String(p.value) : "");
  }
  for (let n = 1; n <= 5; n++) {
    const p = byNumber(n);
    message = replaceToken(message, `PP${n}`, p ? String(p.preparation) : "");
  }
  message = replaceToken(message, "P", rendered);
  // Line feeds coming from the separator (and any other left).
  message = replaceToken(message, "LF", "\n");

  if (t.prefix !== "") {
    message = t.prefix + (message.startsWith(" ") || message.startsWith("\n") ? "" : " ") + message;
  }
  if (t.suffix !== "") {
    message = message + (message.endsWith(" ") || message.endsWith("\n") ? "" : " ") + t.suffix;
  }
  return message;
}

// ------------------------------------------------------------------------------ public API

/**
 * Renders one promotion message — GB name, level range and the FP expected on each offered
 * place — from a template, ready to paste into a guild or friends thread.
 */
export function buildPromotionMessage(i: { config: PromotionTemplateConfig } & PromotionContext): {
  message: string;
} {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = readContext(i);
  const ownerPreparation = printable(fieldOf(i, "ownerPreparation"), "ownerPreparation");
  const levelCost = printable(fieldOf(i, "levelCost"), "levelCost");
  const places = denseList(fieldOf(i, "places"), "places").map((p) => readPlace(p, "places"));
  return { message: renderMessage(t, ctx, ownerPreparation, levelCost, places) };
}

/** Renders a single place of a template (the builder's "place preview"). */
export function buildPromotionPlace(i: {
  config: PromotionTemplateConfig;
  gbName: string;
  gbShortName: string;
  fromLevel: number;
  toLevel: number;
  place: Omit<PromotionPlace, "included">;
}): { text: string } {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = readContext(i);
  const place = readPlace(fieldOf(i, "place"), "place");
  const pattern = t.showLevel ? t.place : stripLevelPlaceholders(t.place);
  return { text: renderPlace(pattern, t, ctx, place) };
}

function readSettings(value: unknown): PromotionPageSettings {
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

function withPageSettings(t: Template, settings: PromotionPageSettings): Template {
  return {
    ...t,
    prefix: settings.showPrefix ? settings.prefix.trim() : "",
    suffix: settings.showSuffix ? settings.suffix : "",
    displayGbName: settings.displayGbName,
    useShortGbName: settings.useShortName,
    showLevel: settings.showLevel,
  };
}

function withSampleSettings(t: Template, settings: PromotionPageSettings): Template {
  return {
    ...t,
    prefix: settings.prefix.trim(),
    suffix: settings.suffix,
    displayGbName: settings.displayGbName,
  };
}

/** `base` with the settings-driven keys of the effective template `t`. */
function toConfig(t: Template, base: Record<string, unknown>): PromotionTemplateConfig {
  return {
    ...(base as unknown as PromotionTemplateConfig),
    prefix: t.prefix,
    suffix: t.suffix,
    displayGbName: t.displayGbName,
    useShortGbName: t.useShortGbName,
    showLevel: t.showLevel,
  };
}

/**
 * The template as the GB page renders it: the page's prefix / suffix (empty when their eye is
 * off; the prefix input is trimmed), GB-name, short-name and show-level settings replace the
 * template's own.
 */
export function applyPromotionPageSettings(i: {
  config: PromotionTemplateConfig;
  settings: PromotionPageSettings;
}): { config: PromotionTemplateConfig } {
  const base = fieldOf(i, "config");
  const t = readTemplate(base, "config");
  const settings = readSettings(fieldOf(i, "settings"));
  return { config: toConfig(withPageSettings(t, settings), base as Record<string, unknown>) };
}

/**
 * The template as the "Add" picker samples it ("{name}: {sample}"): page prefix / suffix texts
 * (eye toggles ignored) and GB-name setting, but the template's own show-level and short-name
 * flags.
 */
export function applyPromotionSampleSettings(i: {
  config: PromotionTemplateConfig;
  settings: PromotionPageSettings;
}): { config: PromotionTemplateConfig } {
  const base = fieldOf(i, "config");
  const t = readTemplate(base, "config");
  const settings = readSettings(fieldOf(i, "settings"));
  return { config: toConfig(withSampleSettings(t, settings), base as Record<string, unknown>) };
}

/**
 * The promotion messages of the GB page for the level shown in the owner view: every place an
 * investor is expected to pay for (places taken by investors included, with what they paid),
 * rendered with each template of the player's list and the page settings.
 */
export function buildGbPromotionMessages(i: GbPromotionMessagesInput): GbPromotionMessagesResult {
  const investment = computeLevelInvestment({
    levels: fieldOf(i, "levels") as GbLevel[],
    level: fieldOf(i, "level") as number,
    investorPercentages: fieldOf(i, "investorPercentages") as number[],
    investors: fieldOf(i, "investors") as Investor[] | undefined,
    ownerPreparation: fieldOf(i, "ownerPreparation") as number | undefined,
  });
  const ownerFp = (fieldOf(i, "ownerPreparation") as number | undefined) ?? 0;

  const rawInclude = denseList(fieldOf(i, "includePlaces"), "includePlaces");
  if (rawInclude.length !== 5 || !rawInclude.every((v) => typeof v === "boolean")) {
    throw new InvalidTemplateError("includePlaces");
  }
  const onlySecured = fieldOf(i, "onlySecuredPlaces");
  if (typeof onlySecured !== "boolean") throw new InvalidTemplateError("onlySecuredPlaces");
  const settings = readSettings(fieldOf(i, "settings"));
  const templates = denseList(fieldOf(i, "templates"), "templates").map((tpl) => {
    if (!isRecord(tpl)) throw new InvalidTemplateError("templates");
    const name = text(tpl.name, "templates");
    // Page settings override the template's own (section 2 of the spec).
    return { name, t: withPageSettings(readTemplate(tpl.config, "templates"), settings) };
  });
  const ctx = readContext({
    gbName: fieldOf(i, "gbName"),
    gbShortName: fieldOf(i, "gbShortName"),
    fromLevel: investment.level - 1,
    toLevel: investment.level,
  });

  const includePlaces = onlySecured
    ? investment.places.map((p) => !p.isInvestorParticipation && p.preparation - ownerFp <= 0)
    : (rawInclude as boolean[]);
  const places: PromotionPlace[] = investment.places
    .filter((p) => p.participation > 0)
    .map((p) => ({
      place: p.place,
      value: p.participation,
      preparation: p.preparation,
      included: includePlaces[p.place - 1]!,
    }));

  const messages = templates.map(({ name, t }) => ({
    name,
    message: renderMessage(t, ctx, investment.totalPreparations, investment.cost, places),
  }));
  return { includePlaces, messages };
}

/**
 * Reads a template pasted in the Import modal (the JSON a player shared), completing it with the
 * defaults so it renders like in the builder. Blank text -> `EmptyTemplateError`; not JSON, no
 * `message` / `place` text or a known key of the wrong type -> `InvalidTemplateError`.
 */
export function parseImportedTemplate(i: { text: string }): { config: PromotionTemplateConfig } {
  const raw = fieldOf(i, "text");
  if (typeof raw !== "string") throw new InvalidTemplateError("text");
  const trimmed = raw.trim();
  if (trimmed === "") throw new EmptyTemplateError("text");
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new InvalidTemplateError("text");
  }
  // Same checks as rendering: message and place texts, known keys with the right types.
  readTemplate(parsed, "text");
  const pasted = parsed as Record<string, unknown>;
  const config: Record<string, unknown> = {
    prefix: "",
    suffix: "",
    useShortGbName: false,
    reversePlacesOrder: false,
    placeSeparator: "",
    ...pasted,
  };
  if (pasted.customFields !== undefined) {
    const fields: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(pasted.customFields as Record<string, unknown>)) {
      const f = { ...(entry as Record<string, unknown>) };
      if (f.placeholder === undefined && f.value !== undefined) f.placeholder = f.value;
      if (f.show === undefined) f.show = true;
      fields[name] = f;
    }
    config.customFields = fields;
  }
  return { config: config as unknown as PromotionTemplateConfig };
}

/** Name of a custom template, trimmed; "Default <n>" names are reserved for the built-in ones. */
export function validateTemplateName(i: { name: string }): { name: string } {
  const raw = fieldOf(i, "name");
  const name = typeof raw === "string" ? raw.trim() : "";
  if (name === "") throw new EmptyTemplateNameError("name");
  if (/Default\s\d+/.test(name)) throw new ReservedTemplateNameError("name");
  return { name };
}

function previewContext(i: unknown): Context {
  return readContext({
    ...PROMOTION_PREVIEW_DATA,
    gbName: fieldOf(i, "gbName"),
    gbShortName: fieldOf(i, "gbShortName"),
  });
}

/**
 * The two previews of the builder modal, rendered with {@link PROMOTION_PREVIEW_DATA}: the first
 * place (custom fields with their values) and the whole message (custom fields showing their
 * placeholders). The GB name is shown unless the config turns it off; an empty pattern gives "".
 */
export function buildBuilderPreview(i: {
  config: PromotionTemplateConfig;
  gbName: string;
  gbShortName: string;
}): { place: string; message: string } {
  const config = fieldOf(i, "config");
  const t = readTemplate(config, "config");
  const ctx = previewContext(i);
  if (fieldOf(config, "displayGbName") === undefined) t.displayGbName = true;
  const data = PROMOTION_PREVIEW_DATA;
  const placePattern = t.showLevel ? t.place : stripLevelPlaceholders(t.place);
  const place = t.place === "" ? "" : renderPlace(placePattern, t, ctx, data.places[0]!);
  const withPlaceholders: Template = {
    ...t,
    fields: t.fields.map((f) => ({ ...f, value: f.placeholder })),
  };
  const message =
    t.message === ""
      ? ""
      : renderMessage(withPlaceholders, ctx, data.ownerPreparation, data.levelCost, data.places);
  return { place, message };
}

/**
 * The preview of the Import modal: the pasted config as is (no GB-name default) on the builder
 * data, with empty custom-field values replaced by their placeholders.
 */
export function buildImportPreview(i: {
  config: PromotionTemplateConfig;
  gbName: string;
  gbShortName: string;
}): { message: string } {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = previewContext(i);
  const preview: Template = {
    ...t,
    fields: t.fields.map((f) => (f.value === "" ? { ...f, value: f.placeholder } : f)),
  };
  const data = PROMOTION_PREVIEW_DATA;
  return {
    message: renderMessage(preview, ctx, data.ownerPreparation, data.levelCost, data.places),
  };
}
