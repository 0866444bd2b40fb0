/**
 * State of the GB forecast page (docs/tools/gb-forecast-cost.md §2, §7): its defaults, how a stored value is
 * made valid, the coupling between the fields, the core input it gives, and its permalink.
 */
import { GB_KEYS } from "@foe-toolbox/core/data/types";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { ForecastInput } from "@foe-toolbox/core/gb-forecast-cost";
import { PRESTIGE_RULES, type GbRules } from "@foe-toolbox/core/gb-prestige";
import {
  permalinkNumber,
  storedNumberField,
  valueOf,
  type NumberField,
} from "@/platform/calculator/number-field";
import { encodePermalink, readBoolean, readNumber } from "@/platform/calculator/permalink";
import { rulesPermalinkFields } from "@/platform/gb-rules/rules-param";
import { isPlainObject } from "@/lib/storage/sanitize";

export interface ForecastState {
  gb: string;
  /** The level the GB has now (the first level built is current + 1). */
  current: NumberField;
  target: NumberField;
  /** One Arc bonus per place instead of one for all. */
  custom: boolean;
  /** The Arc bonus of every level; under Prestige, of the copper levels when the range has both tiers. */
  globalPct: NumberField;
  /** Per place (7: gold levels under Prestige have 7 places; live rules use the first 5). */
  pcts: NumberField[];
  /** Prestige only, when the range has copper and gold levels: the gold levels' bonus. */
  globalPctGold: NumberField;
  pctsGold: NumberField[];
  fpPerDay: NumberField;
  alreadyInvested: NumberField;
}

/** Places of a live level, and the most places of a level (a Prestige gold level). */
export const PLACES = 5;
export const MAX_PLACES = 7;
export const FORECAST_TOOL_KEY = "gb-forecast-cost";

/** The investors' usual Arc bonus, the GB page's default too (docs/tools/gb-forecast-cost.md §2). */
export const DEFAULT_INVESTOR_PCT = 90;

/** Defaults of docs/tools/gb-forecast-cost.md §2: the first GB of the data (Observatory), 0 -> 10, investors at 90 %, no time estimate. */
export function defaultForecastState(): ForecastState {
  return {
    gb: GB_KEYS[0],
    current: 0,
    target: 10,
    custom: false,
    globalPct: DEFAULT_INVESTOR_PCT,
    pcts: Array<NumberField>(MAX_PLACES).fill(DEFAULT_INVESTOR_PCT),
    globalPctGold: DEFAULT_INVESTOR_PCT,
    pctsGold: Array<NumberField>(MAX_PLACES).fill(DEFAULT_INVESTOR_PCT),
    fpPerDay: 0,
    alreadyInvested: 0,
  };
}

export function isKnownGb(key: unknown): key is string {
  return typeof key === "string" && (GB_KEYS as readonly string[]).includes(key);
}

/**
 * Any stored value -> a valid state (range checks are the calculation's job). Never throws. A
 * state saved before Prestige (5 places, no gold bonus) reads with P6/P7 at the global bonus and
 * the gold bonus equal to the copper one, so it computes as it did.
 */
export function sanitizeForecastState(stored: unknown): ForecastState {
  const d = defaultForecastState();
  if (!isPlainObject(stored)) return d;
  const globalPct = storedNumberField(stored.globalPct, d.globalPct);
  const pcts = readPlaces(stored.pcts, globalPct);
  const globalPctGold = storedNumberField(stored.globalPctGold, globalPct);
  return {
    gb: isKnownGb(stored.gb) ? stored.gb : d.gb,
    current: storedNumberField(stored.current, d.current),
    target: storedNumberField(stored.target, d.target),
    custom: typeof stored.custom === "boolean" ? stored.custom : d.custom,
    globalPct,
    pcts,
    globalPctGold,
    pctsGold: Array.isArray(stored.pctsGold) ? readPlaces(stored.pctsGold, globalPctGold) : pcts,
    fpPerDay: storedNumberField(stored.fpPerDay, d.fpPerDay),
    alreadyInvested: storedNumberField(stored.alreadyInvested, d.alreadyInvested),
  };
}

/** Stored places: junk is 0 (as before Prestige); P6/P7 missing from an old 5-place state are `extra`. */
function readPlaces(stored: unknown, extra: NumberField): NumberField[] {
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  return Array.from({ length: MAX_PLACES }, (_, k) =>
    // A place the stored list lacks takes the global rate (the default state for no list at all).
    k >= list.length ? extra : storedNumberField(list[k], 0),
  );
}

const isNumber = (v: NumberField): v is number => typeof v === "number" && !Number.isNaN(v);

/** Typing a current level at or above the target moves the target to current + 1 (at most the max). */
export function withCurrent(
  state: ForecastState,
  current: NumberField,
  maxLevel: number,
): ForecastState {
  const next = { ...state, current };
  if (isNumber(current) && isNumber(state.target) && current >= state.target) {
    next.target = Math.min(current + 1, maxLevel);
  }
  return next;
}

/** Leaving the target field with target <= current moves current to max(target - 1, 0). */
export function afterTargetBlur(state: ForecastState): ForecastState {
  const { current, target } = state;
  if (isNumber(current) && isNumber(target) && target <= current) {
    return { ...state, current: Math.max(target - 1, 0) };
  }
  return state;
}

/** Switching GB keeps current/target when they fit its levels, else 0 -> its last level. */
export function withGb(state: ForecastState, gb: string, maxLevel: number): ForecastState {
  const { current, target } = state;
  const fits =
    isNumber(current) &&
    isNumber(target) &&
    Number.isInteger(current) &&
    Number.isInteger(target) &&
    current >= 0 &&
    current < target &&
    target <= maxLevel;
  return fits ? { ...state, gb } : { ...state, gb, current: 0, target: maxLevel };
}

/** Writing the global bonus copies it into the places. */
export function withGlobalPct(state: ForecastState, globalPct: NumberField): ForecastState {
  return { ...state, globalPct, pcts: Array<NumberField>(MAX_PLACES).fill(globalPct) };
}

/** The same for the gold levels' bonus. */
export function withGlobalPctGold(state: ForecastState, globalPctGold: NumberField): ForecastState {
  return { ...state, globalPctGold, pctsGold: Array<NumberField>(MAX_PLACES).fill(globalPctGold) };
}

/** Turning the per-place table on or off resets the places to the global bonuses. */
export function withCustom(state: ForecastState, custom: boolean): ForecastState {
  return {
    ...state,
    custom,
    pcts: Array<NumberField>(MAX_PLACES).fill(state.globalPct),
    pctsGold: Array<NumberField>(MAX_PLACES).fill(state.globalPctGold),
  };
}

export function withPlacePct(state: ForecastState, place: number, pct: NumberField): ForecastState {
  return { ...state, pcts: state.pcts.map((p, k) => (k === place ? pct : p)) };
}

export function withPlacePctGold(
  state: ForecastState,
  place: number,
  pct: NumberField,
): ForecastState {
  return { ...state, pctsGold: state.pctsGold.map((p, k) => (k === place ? pct : p)) };
}

/**
 * What the bonus inputs look like for a range under `rules` (docs/tools/gb-prestige.md): the
 * number of places (5, or 7 when a Prestige range reaches a gold level) and whether the gold
 * levels get their own bonus (a Prestige range with copper and gold levels).
 */
export function bonusLayout(
  state: ForecastState,
  rules: GbRules,
): { places: number; splitTiers: boolean } {
  if (rules !== "prestige") return { places: PLACES, splitTiers: false };
  const last = PRESTIGE_RULES.lastCopperLevel;
  const first = valueOf(state.current) + 1;
  const target = valueOf(state.target);
  return {
    places: target > last ? MAX_PLACES : PLACES,
    splitTiers: first <= last && target > last,
  };
}

/** The percentages the calculation uses for `places` places. */
export function investorPercentages(state: ForecastState, places = PLACES): number[] {
  return state.custom
    ? state.pcts.slice(0, places).map(valueOf)
    : Array<number>(places).fill(valueOf(state.globalPct));
}

function goldPercentages(state: ForecastState, places: number): number[] {
  return state.custom
    ? state.pctsGold.slice(0, places).map(valueOf)
    : Array<number>(places).fill(valueOf(state.globalPctGold));
}

export function forecastInput(
  state: ForecastState,
  levels: GbLevel[],
  rules: GbRules = "live",
): ForecastInput {
  const { places, splitTiers } = bonusLayout(state, rules);
  return {
    levels,
    currentLevel: valueOf(state.current),
    targetLevel: valueOf(state.target),
    investorPercentages: investorPercentages(state, places),
    ...(splitTiers ? { investorPercentagesGold: goldPercentages(state, places) } : {}),
    fpPerDay: valueOf(state.fpPerDay),
    alreadyInvested: valueOf(state.alreadyInvested),
    ...(rules === "prestige" ? { rules } : {}),
  };
}

// ---------------------------------------------------------------- permalink (docs/tools/gb-forecast-cost.md §7)

/**
 * The link of a state; P6/P7 and the gold bonuses are written only under Prestige, so a live
 * link is the same as before Prestige.
 */
export function forecastPermalink(state: ForecastState, rules: GbRules = "live"): string {
  const current = permalinkNumber(state.current);
  const prestige = rules === "prestige";
  const places = prestige ? MAX_PLACES : PLACES;
  const gold = (prefix: string, list: NumberField[]) =>
    Object.fromEntries(list.map((p, k) => [`${prefix}${k + 1}`, permalinkNumber(p)]));
  return encodePermalink({
    ...rulesPermalinkFields(rules),
    gbfc_gb: state.gb,
    gbfc_f: current === undefined ? undefined : current + 1,
    gbfc_t: permalinkNumber(state.target),
    gbfc_ipg: permalinkNumber(state.globalPct),
    gbfc_cp: state.custom ? 1 : 0,
    ...(state.custom ? gold("gbfc_p", state.pcts.slice(0, places)) : {}),
    ...(prestige ? { gbfc_ipgg: permalinkNumber(state.globalPctGold) } : {}),
    ...(prestige && state.custom ? gold("gbfc_g", state.pctsGold) : {}),
    gbfc_fp: permalinkNumber(state.fpPerDay),
    gbfc_ai: permalinkNumber(state.alreadyInvested),
  });
}

const isNonNegative = (v: number | undefined): v is number => v !== undefined && v >= 0;
const isLevel = (v: number | undefined): v is number =>
  v !== undefined && Number.isInteger(v) && v >= 1;

/**
 * The state a permalink describes: each valid key is applied over the defaults; `null` when no
 * key is valid (not a permalink). `maxLevelOf` gives a GB's number of levels.
 */
export function parseForecastPermalink(
  params: URLSearchParams,
  maxLevelOf: (gb: string) => number | undefined,
): ForecastState | null {
  let state = defaultForecastState();
  let applied = false;
  const gb = params.get("gbfc_gb");
  if (isKnownGb(gb) && maxLevelOf(gb) !== undefined) {
    state.gb = gb;
    applied = true;
  }
  const from = readNumber(params, "gbfc_f");
  const to = readNumber(params, "gbfc_t");
  // From and to only together, and only as a valid range of that GB (docs/tools/gb-forecast-cost.md §7, §8).
  if (isLevel(from) && isLevel(to) && from <= to && to <= (maxLevelOf(state.gb) ?? 0)) {
    state.current = from - 1;
    state.target = to;
    applied = true;
  }
  const globalPct = readNumber(params, "gbfc_ipg");
  if (isNonNegative(globalPct)) {
    state = withGlobalPct(state, globalPct);
    applied = true;
  }
  const custom = readBoolean(params, "gbfc_cp");
  if (custom !== undefined) {
    state.custom = custom;
    applied = true;
  }
  // Without a gold bonus (links from before Prestige) the gold levels take the copper one.
  const globalPctGold = readNumber(params, "gbfc_ipgg");
  state = withGlobalPctGold(state, isNonNegative(globalPctGold) ? globalPctGold : state.globalPct);
  if (isNonNegative(globalPctGold)) applied = true;
  if (state.custom) {
    for (let k = 0; k < MAX_PLACES; k++) {
      const pct = readNumber(params, `gbfc_p${k + 1}`);
      if (isNonNegative(pct)) {
        state = withPlacePct(state, k, pct);
        applied = true;
      }
    }
    const hasGold = [...params.keys()].some((key) => /^gbfc_g\d$/.test(key));
    if (!hasGold) state = { ...state, pctsGold: [...state.pcts] };
    for (let k = 0; k < MAX_PLACES; k++) {
      const pct = readNumber(params, `gbfc_g${k + 1}`);
      if (isNonNegative(pct)) {
        state = withPlacePctGold(state, k, pct);
        applied = true;
      }
    }
  }
  const fpPerDay = readNumber(params, "gbfc_fp");
  if (isNonNegative(fpPerDay)) {
    state.fpPerDay = fpPerDay;
    applied = true;
  }
  const alreadyInvested = readNumber(params, "gbfc_ai");
  if (isNonNegative(alreadyInvested) && Number.isInteger(alreadyInvested)) {
    state.alreadyInvested = alreadyInvested;
    applied = true;
  }
  return applied ? state : null;
}
