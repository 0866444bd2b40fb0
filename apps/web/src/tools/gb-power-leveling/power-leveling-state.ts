/**
 * State of the power-leveling page (docs/tools/gb-power-leveling.md §2, §4): its defaults, how a
 * stored value is made valid, the core input it gives, and its permalink
 * (`?gb=<GB key>&from=<current level>&to=<target level>`, the rest only when not the default).
 */
import { GB_KEYS } from "@foe-toolbox/core/data/types";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { PowerLevelingInput } from "@foe-toolbox/core/gb-power-leveling";
import { GB_RULES, getPrestigePlaceCount, type GbRules } from "@foe-toolbox/core/gb-prestige";
import {
  permalinkNumber,
  storedNumberField,
  valueOf,
  type NumberField,
} from "@/platform/calculator/number-field";
import { encodePermalink, readBoolean, readNumber } from "@/platform/calculator/permalink";
import { isPlainObject } from "@/lib/storage/sanitize";

export const POWER_LEVELING_TOOL_KEY = "gb-power-leveling";
/** Rate inputs kept in the state: 5 places, 7 for a Prestige gold level. */
export const MAX_PLACES = 7;
const LIVE_PLACES = 5;
export const DEFAULT_RATE = 90;
const DEFAULT_SPAN = 10;

export interface PowerLevelingState {
  gb: string;
  /** The level the GB has now. */
  from: NumberField;
  /** The level to reach. */
  to: NumberField;
  /** One rate per place instead of one for all. */
  custom: boolean;
  globalPct: NumberField;
  pcts: NumberField[];
  fpPerDay: NumberField;
  subtractProduction: boolean;
  rules: GbRules;
  /** Index of the promotion template (in the profile's list) the copy buttons use. */
  template: number;
}

export function defaultPowerLevelingState(): PowerLevelingState {
  return {
    gb: GB_KEYS[0],
    from: 0,
    to: DEFAULT_SPAN,
    custom: false,
    globalPct: DEFAULT_RATE,
    pcts: Array<NumberField>(MAX_PLACES).fill(DEFAULT_RATE),
    fpPerDay: 0,
    subtractProduction: true,
    rules: "live",
    template: 0,
  };
}

export function isKnownGb(key: unknown): key is string {
  return typeof key === "string" && (GB_KEYS as readonly string[]).includes(key);
}

function isRules(value: unknown): value is GbRules {
  return typeof value === "string" && (GB_RULES as readonly string[]).includes(value);
}

/** Any stored value -> a valid state (range checks are the calculation's job). Never throws. */
export function sanitizePowerLevelingState(stored: unknown): PowerLevelingState {
  const d = defaultPowerLevelingState();
  if (!isPlainObject(stored)) return d;
  const pcts = Array.isArray(stored.pcts) ? stored.pcts : [];
  const template = stored.template;
  return {
    gb: isKnownGb(stored.gb) ? stored.gb : d.gb,
    from: storedNumberField(stored.from, d.from),
    to: storedNumberField(stored.to, d.to),
    custom: typeof stored.custom === "boolean" ? stored.custom : d.custom,
    globalPct: storedNumberField(stored.globalPct, d.globalPct),
    pcts: d.pcts.map((fallback, k) => storedNumberField(pcts[k], fallback)),
    fpPerDay: storedNumberField(stored.fpPerDay, d.fpPerDay),
    subtractProduction:
      typeof stored.subtractProduction === "boolean"
        ? stored.subtractProduction
        : d.subtractProduction,
    // The rules are the site's setting (or a link's): a stored `rules` of old is not read.
    rules: d.rules,
    template:
      Number.isSafeInteger(template) && (template as number) >= 0 ? (template as number) : 0,
  };
}

const isNumber = (v: NumberField): v is number => typeof v === "number" && !Number.isNaN(v);

/** Switching GB keeps the levels when they fit its table, else 0 -> min(10, its last level). */
export function withGb(
  state: PowerLevelingState,
  gb: string,
  maxLevel: number,
): PowerLevelingState {
  const { from, to } = state;
  const fits =
    isNumber(from) &&
    isNumber(to) &&
    Number.isInteger(from) &&
    Number.isInteger(to) &&
    from >= 0 &&
    from < to &&
    to <= maxLevel;
  return fits ? { ...state, gb } : { ...state, gb, from: 0, to: Math.min(DEFAULT_SPAN, maxLevel) };
}

/** Writing the rate for all places copies it into every place. */
export function withGlobalPct(
  state: PowerLevelingState,
  globalPct: NumberField,
): PowerLevelingState {
  return { ...state, globalPct, pcts: Array<NumberField>(MAX_PLACES).fill(globalPct) };
}

/** Turning the per-place rates on or off resets every place to the rate for all. */
export function withCustom(state: PowerLevelingState, custom: boolean): PowerLevelingState {
  return { ...state, custom, pcts: Array<NumberField>(MAX_PLACES).fill(state.globalPct) };
}

export function withPlacePct(
  state: PowerLevelingState,
  place: number,
  pct: NumberField,
): PowerLevelingState {
  return { ...state, pcts: state.pcts.map((p, k) => (k === place ? pct : p)) };
}

/** How many rate inputs the range needs: 7 under Prestige when it reaches a gold level. */
export function placeCount(state: PowerLevelingState): number {
  const to = valueOf(state.to);
  if (state.rules !== "prestige" || !Number.isSafeInteger(to) || to < 1) return LIVE_PLACES;
  return getPrestigePlaceCount(to);
}

/** The rates the calculation uses, one per place the range needs. */
export function investorPercentages(state: PowerLevelingState): number[] {
  const count = placeCount(state);
  return state.custom
    ? state.pcts.slice(0, count).map(valueOf)
    : Array<number>(count).fill(valueOf(state.globalPct));
}

export function powerLevelingInput(
  state: PowerLevelingState,
  levels: GbLevel[],
  fpProduction: (number | null)[] | undefined,
): PowerLevelingInput {
  return {
    levels,
    fromLevel: valueOf(state.from),
    toLevel: valueOf(state.to),
    investorPercentages: investorPercentages(state),
    fpPerDay: valueOf(state.fpPerDay),
    ...(fpProduction ? { fpProduction } : {}),
    subtractProduction: state.subtractProduction,
    rules: state.rules,
  };
}

// ------------------------------------------------ permalink (docs/tools/gb-power-leveling.md §4)

const rateKey = (place: number) => `p${place}`;

export function powerLevelingPermalink(state: PowerLevelingState): string {
  const custom = state.custom;
  const globalPct = permalinkNumber(state.globalPct);
  const fpPerDay = permalinkNumber(state.fpPerDay);
  const rates = custom
    ? Object.fromEntries(
        state.pcts.slice(0, placeCount(state)).map((p, k) => [rateKey(k + 1), permalinkNumber(p)]),
      )
    : {};
  return encodePermalink({
    gb: state.gb,
    from: permalinkNumber(state.from),
    to: permalinkNumber(state.to),
    rate: !custom && globalPct !== DEFAULT_RATE ? globalPct : undefined,
    ...rates,
    fp: fpPerDay === 0 ? undefined : fpPerDay,
    prod: state.subtractProduction ? undefined : 0,
    rules: state.rules === "prestige" ? "prestige" : undefined,
  });
}

const isRate = (v: number | undefined): v is number => v !== undefined && v >= 0;
const isLevel = (v: number | undefined): v is number =>
  v !== undefined && Number.isInteger(v) && v >= 0;

/**
 * The state a permalink describes: each valid key over the defaults; `null` when no key is valid
 * (not a link of this page). `maxLevelOf` gives a GB's number of levels.
 */
export function parsePowerLevelingPermalink(
  params: URLSearchParams,
  maxLevelOf: (gb: string) => number | undefined,
): PowerLevelingState | null {
  let state = defaultPowerLevelingState();
  let applied = false;
  const gb = params.get("gb");
  if (isKnownGb(gb) && maxLevelOf(gb) !== undefined) {
    state.gb = gb;
    applied = true;
  }
  // From and to only together, and only as a valid range of that GB.
  const from = readNumber(params, "from");
  const to = readNumber(params, "to");
  if (isLevel(from) && isLevel(to) && from < to && to <= (maxLevelOf(state.gb) ?? 0)) {
    state.from = from;
    state.to = to;
    applied = true;
  }
  const rules = params.get("rules");
  if (isRules(rules)) {
    state.rules = rules;
    applied = true;
  }
  const rate = readNumber(params, "rate");
  if (isRate(rate)) {
    state = withGlobalPct(state, rate);
    applied = true;
  }
  for (let k = 0; k < MAX_PLACES; k++) {
    const pct = readNumber(params, rateKey(k + 1));
    if (!isRate(pct)) continue;
    if (!state.custom) state = withCustom(state, true);
    state = withPlacePct(state, k, pct);
    applied = true;
  }
  const fpPerDay = readNumber(params, "fp");
  if (isRate(fpPerDay)) {
    state.fpPerDay = fpPerDay;
    applied = true;
  }
  const subtract = readBoolean(params, "prod");
  if (subtract !== undefined) {
    state.subtractProduction = subtract;
    applied = true;
  }
  return applied ? state : null;
}
