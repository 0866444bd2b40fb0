/**
 * State of the secure-position tool (docs/tools/secure-position.md §2, §6) kept apart from React:
 * field values as the number inputs emit them, the core input they stand for, and the `sp_*`
 * permalink keys shared by the standalone page and the box embedded in the GB page.
 */
import type { SecurePositionInput } from "@foe-toolbox/core/secure-position";
import type { PermalinkValue } from "@/platform/calculator/permalink";

/** A field as a number input emits it: a number, "" while empty, NaN for unreadable text. */
export type FieldValue = number | "";

/** The page's number fields (the core's `rules` option comes from the settings, not a field). */
export type SecurePositionField = Exclude<keyof SecurePositionInput, "rules">;

export type SecurePositionValues = Record<SecurePositionField, FieldValue>;

/** The page's value once typed text is read (what the tool contract keeps). */
export type SecurePositionNumbers = Record<SecurePositionField, number>;

/** Values read from a permalink: only valid numbers. */
export type SecurePositionQueryValues = Partial<Record<SecurePositionField, number>>;

/** The FP fields; the Arc bonus is the only decimal field. */
export const FP_FIELDS = [
  "levelCost",
  "currentDeposits",
  "yourParticipation",
  "otherParticipation",
  "fpTargetReward",
] as const satisfies readonly SecurePositionField[];

/** URL key of each field (§6); the names are kept so that links shared by players keep working. */
export const SECURE_POSITION_QUERY_KEYS: Readonly<Record<SecurePositionField, string>> = {
  levelCost: "sp_lc",
  currentDeposits: "sp_cd",
  yourParticipation: "sp_yp",
  otherParticipation: "sp_op",
  fpTargetReward: "sp_ftr",
  yourArcBonus: "sp_yab",
};

/** Defaults of the page (§2): everything 0 but the Arc bonus. */
export function defaultSecurePositionValues(yourArcBonus: number): SecurePositionNumbers {
  return {
    levelCost: 0,
    currentDeposits: 0,
    yourParticipation: 0,
    otherParticipation: 0,
    yourArcBonus,
    fpTargetReward: 0,
  };
}

/** The core input: an empty field counts as 0 (docs/site.md §13); NaN is left for the core to reject. */
export function toSecurePositionInput(values: SecurePositionValues): SecurePositionInput {
  const n = (v: FieldValue) => (v === "" ? 0 : v);
  return {
    levelCost: n(values.levelCost),
    currentDeposits: n(values.currentDeposits),
    yourParticipation: n(values.yourParticipation),
    otherParticipation: n(values.otherParticipation),
    yourArcBonus: n(values.yourArcBonus),
    fpTargetReward: n(values.fpTargetReward),
  };
}

/** True when a typed value can be stored as an Arc bonus (finite, not negative). */
export function isValidArcBonus(value: FieldValue): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** A query value that is a non-negative safe integer, written in plain digits. */
function readFp(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The values a URL carries (§6). Each key is used only when it parses to a valid value
 * (`sp_lc` > 0, other FP keys integers >= 0, `sp_yab` a number >= 0); `null` when none does, so
 * that the page does not enter permalink mode for an unrelated or broken query.
 */
export function parseSecurePositionQuery(
  params: URLSearchParams,
): SecurePositionQueryValues | null {
  const out: SecurePositionQueryValues = {};
  for (const field of FP_FIELDS) {
    const value = readFp(params, SECURE_POSITION_QUERY_KEYS[field]);
    if (value === undefined || (field === "levelCost" && value === 0)) continue;
    out[field] = value;
  }
  const arcRaw = params.get(SECURE_POSITION_QUERY_KEYS.yourArcBonus);
  if (arcRaw !== null && arcRaw.trim() !== "") {
    const arc = Number(arcRaw);
    if (isValidArcBonus(arc)) out.yourArcBonus = arc + 0;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The `sp_*` entries of a permalink for the values on screen (empty counts as 0; an unreadable
 * field is left out, so the link never carries junk). Pass `levelCost: false` for the embedded
 * box, whose level cost comes from the GB page's level.
 */
export function securePositionPermalinkEntries(
  values: SecurePositionValues,
  { levelCost = true }: { levelCost?: boolean } = {},
): Record<string, PermalinkValue> {
  const input = toSecurePositionInput(values);
  const out: Record<string, PermalinkValue> = {};
  for (const [field, key] of Object.entries(SECURE_POSITION_QUERY_KEYS) as [
    SecurePositionField,
    string,
  ][]) {
    if (field === "levelCost" && !levelCost) continue;
    const value = input[field];
    if (Number.isFinite(value)) out[key] = value;
  }
  return out;
}

/**
 * The page's optional Great Building level (docs/tools/secure-position.md §5): `gb` "" for none
 * (the level cost and reward are typed in, as links made before had them), `level` the level being
 * built (0 for none), `place` the targeted place 1..7 (0 for none).
 */
export interface SecureGbFields {
  gb: string;
  level: number;
  place: number;
}

/** The standalone page's value: the calculator's numbers and the GB level they may come from. */
export type SecurePositionPageValue = SecurePositionNumbers & SecureGbFields;

/** What a link sets of the page's value. */
export type SecurePositionPageLink = SecurePositionQueryValues & Partial<SecureGbFields>;

export const NO_GB_LEVEL: SecureGbFields = { gb: "", level: 0, place: 0 };

/** URL keys of the GB level (new keys: old links without them keep their typed cost and reward). */
export const SECURE_GB_QUERY_KEYS: Readonly<Record<keyof SecureGbFields, string>> = {
  gb: "sp_gb",
  level: "sp_lvl",
  place: "sp_pl",
};

/** Highest place a level can reward (gold levels under Prestige). */
export const MAX_PLACE = 7;

/**
 * The GB level a URL carries: `sp_gb` a GB of the data (`maxLevelOf` knows it), `sp_lvl` one of
 * its levels, `sp_pl` a place 1..7; a level or place without a valid GB is ignored.
 */
export function parseSecureGbQuery(
  params: URLSearchParams,
  maxLevelOf: (gb: string) => number | undefined,
): Partial<SecureGbFields> | null {
  const gb = params.get(SECURE_GB_QUERY_KEYS.gb) ?? "";
  const max = gb === "" ? undefined : maxLevelOf(gb);
  if (max === undefined) return null;
  const out: Partial<SecureGbFields> = { gb };
  const level = readFp(params, SECURE_GB_QUERY_KEYS.level);
  if (level !== undefined && level >= 1 && level <= max) out.level = level;
  const place = readFp(params, SECURE_GB_QUERY_KEYS.place);
  if (place !== undefined && place >= 1 && place <= MAX_PLACE) out.place = place;
  return out;
}

/** The page's permalink entries: with a GB level, its keys instead of the typed cost and reward. */
export function securePositionPagePermalinkEntries(
  value: SecurePositionPageValue,
): Record<string, PermalinkValue> {
  if (value.gb === "") return securePositionPermalinkEntries(value);
  const out = securePositionPermalinkEntries(value, { levelCost: false });
  delete out[SECURE_POSITION_QUERY_KEYS.fpTargetReward];
  out[SECURE_GB_QUERY_KEYS.gb] = value.gb;
  out[SECURE_GB_QUERY_KEYS.level] = value.level;
  out[SECURE_GB_QUERY_KEYS.place] = value.place;
  return out;
}
