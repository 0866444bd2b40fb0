/**
 * State of the GB forecast page (docs/tools/gb-forecast-cost.md §2, §7): its defaults, how a stored value is
 * made valid, the coupling between the fields, the core input it gives, and its permalink.
 */
import { GB_KEYS } from "@foe-toolbox/core/data/types";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { ForecastInput } from "@foe-toolbox/core/gb-forecast-cost";
import {
  permalinkNumber,
  storedNumberField,
  valueOf,
  type NumberField,
} from "@/platform/calculator/number-field";
import { encodePermalink, readBoolean, readNumber } from "@/platform/calculator/permalink";
import { isPlainObject } from "@/lib/storage/sanitize";

export interface ForecastState {
  gb: string;
  /** The level the GB has now (the first level built is current + 1). */
  current: NumberField;
  target: NumberField;
  /** One Arc bonus per place instead of one for all. */
  custom: boolean;
  globalPct: NumberField;
  pcts: NumberField[];
  fpPerDay: NumberField;
  alreadyInvested: NumberField;
}

export const PLACES = 5;
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
    pcts: Array<NumberField>(PLACES).fill(DEFAULT_INVESTOR_PCT),
    fpPerDay: 0,
    alreadyInvested: 0,
  };
}

export function isKnownGb(key: unknown): key is string {
  return typeof key === "string" && (GB_KEYS as readonly string[]).includes(key);
}

/** Any stored value -> a valid state (range checks are the calculation's job). Never throws. */
export function sanitizeForecastState(stored: unknown): ForecastState {
  const d = defaultForecastState();
  if (!isPlainObject(stored)) return d;
  const pcts = Array.isArray(stored.pcts) ? stored.pcts : [];
  return {
    gb: isKnownGb(stored.gb) ? stored.gb : d.gb,
    current: storedNumberField(stored.current, d.current),
    target: storedNumberField(stored.target, d.target),
    custom: typeof stored.custom === "boolean" ? stored.custom : d.custom,
    globalPct: storedNumberField(stored.globalPct, d.globalPct),
    pcts: d.pcts.map((fallback, k) => storedNumberField(pcts[k], fallback)),
    fpPerDay: storedNumberField(stored.fpPerDay, d.fpPerDay),
    alreadyInvested: storedNumberField(stored.alreadyInvested, d.alreadyInvested),
  };
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

/** Writing the global bonus copies it into the five places. */
export function withGlobalPct(state: ForecastState, globalPct: NumberField): ForecastState {
  return { ...state, globalPct, pcts: Array<NumberField>(PLACES).fill(globalPct) };
}

/** Turning the per-place table on or off resets the five places to the global bonus. */
export function withCustom(state: ForecastState, custom: boolean): ForecastState {
  return { ...state, custom, pcts: Array<NumberField>(PLACES).fill(state.globalPct) };
}

export function withPlacePct(state: ForecastState, place: number, pct: NumberField): ForecastState {
  return { ...state, pcts: state.pcts.map((p, k) => (k === place ? pct : p)) };
}

/** The five percentages the calculation uses. */
export function investorPercentages(state: ForecastState): number[] {
  return state.custom
    ? state.pcts.map(valueOf)
    : Array<number>(PLACES).fill(valueOf(state.globalPct));
}

export function forecastInput(state: ForecastState, levels: GbLevel[]): ForecastInput {
  return {
    levels,
    currentLevel: valueOf(state.current),
    targetLevel: valueOf(state.target),
    investorPercentages: investorPercentages(state),
    fpPerDay: valueOf(state.fpPerDay),
    alreadyInvested: valueOf(state.alreadyInvested),
  };
}

// ---------------------------------------------------------------- permalink (docs/tools/gb-forecast-cost.md §7)

export function forecastPermalink(state: ForecastState): string {
  const current = permalinkNumber(state.current);
  return encodePermalink({
    gbfc_gb: state.gb,
    gbfc_f: current === undefined ? undefined : current + 1,
    gbfc_t: permalinkNumber(state.target),
    gbfc_ipg: permalinkNumber(state.globalPct),
    gbfc_cp: state.custom ? 1 : 0,
    ...(state.custom
      ? Object.fromEntries(state.pcts.map((p, k) => [`gbfc_p${k + 1}`, permalinkNumber(p)]))
      : {}),
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
  if (state.custom) {
    for (let k = 0; k < PLACES; k++) {
      const pct = readNumber(params, `gbfc_p${k + 1}`);
      if (isNonNegative(pct)) {
        state = withPlacePct(state, k, pct);
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
