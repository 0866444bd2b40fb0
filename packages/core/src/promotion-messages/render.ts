/** Rendering of a checked template (spec algorithm, see buildPromotionMessage). */
import { InvalidTemplateError } from "../errors.js";
import {
  PROMOTION_MAX_PLACES,
  PROMOTION_MESSAGE_PLACEHOLDERS,
  PROMOTION_PLACE_PLACEHOLDERS,
} from "./constants.js";
import type { Context, Field, Template } from "./read.js";
import type { PromotionPlace } from "./types.js";

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
export function renderPlace(
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

export function renderMessage(
  t: Template,
  ctx: Context,
  ownerPreparation: number,
  levelCost: number,
  places: readonly PromotionPlace[],
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
  // ${PVn} / ${PPn} always mean place n, whatever the order and number of listed places; P6 / P7
  // are "" on a level with 5 places.
  const byNumber = (n: number) => places.find((p) => p.place === n);
  for (let n = 1; n <= PROMOTION_MAX_PLACES; n++) {
    const p = byNumber(n);
    message = replaceToken(message, `PV${n}`, p ? String(p.value) : "");
  }
  for (let n = 1; n <= PROMOTION_MAX_PLACES; n++) {
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
