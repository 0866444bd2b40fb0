/**
 * State of the GB statistics page (docs/tools/gb-statistics.md §3, §7): the stat, the level range and which
 * series are shown. Kept per profile (as every tool keeps its state: docs/site.md §7), and a
 * permalink carries all of it.
 */
import { GB_STATS, type GbStat } from "@foe-toolbox/core/gb-statistics";
import {
  permalinkNumber,
  storedNumberField,
  type NumberField,
} from "@/platform/calculator/number-field";
import { encodePermalink, readNumber } from "@/platform/calculator/permalink";
import { rulesPermalinkFields, type GbRules } from "@/platform/gb-rules/rules-param";
import { isPlainObject } from "@/lib/storage/sanitize";

export const STATS_TOOL_KEY = "gb-statistics";

export interface StatsState {
  stat: GbStat;
  from: NumberField;
  to: NumberField;
  /** One flag per series, in the order of the page's series. */
  visible: boolean[];
}

/** Defaults of docs/tools/gb-statistics.md §3: level cost, levels 1 to 80, only the first series shown. */
export function defaultStatsState(seriesCount: number): StatsState {
  return {
    stat: "cost_level",
    from: 1,
    to: 80,
    visible: Array.from({ length: seriesCount }, (_, i) => i === 0),
  };
}

export function isGbStat(value: unknown): value is GbStat {
  return typeof value === "string" && (GB_STATS as readonly string[]).includes(value);
}

/** Any stored value -> a valid state for `seriesCount` series (range checks are the calculation's job). */
export function sanitizeStatsState(stored: unknown, seriesCount: number): StatsState {
  const d = defaultStatsState(seriesCount);
  if (!isPlainObject(stored)) return d;
  const visible = Array.isArray(stored.visible) ? stored.visible : [];
  return {
    stat: isGbStat(stored.stat) ? stored.stat : d.stat,
    from: storedNumberField(stored.from, d.from),
    to: storedNumberField(stored.to, d.to),
    visible: d.visible.map((fallback, i) =>
      typeof visible[i] === "boolean" ? (visible[i] as boolean) : fallback,
    ),
  };
}

/** Visibility as the permalink writes it: one character per series, "0" = shown, "1" = hidden. */
export function encodeVisibility(visible: readonly boolean[]): string {
  return visible.map((v) => (v ? "0" : "1")).join("");
}

/** Spec §7: "0" = shown, any other character hidden; a shorter string only sets the first series. */
export function decodeVisibility(text: string, defaults: readonly boolean[]): boolean[] {
  return defaults.map((fallback, i) => (i < text.length ? text[i] === "0" : fallback));
}

/** The link of a state; `rules=prestige` under Prestige (a live link is as before Prestige). */
export function statsPermalink(state: StatsState, rules: GbRules = "live"): string {
  return encodePermalink({
    ...rulesPermalinkFields(rules),
    gbs_s: state.stat,
    gbs_f: permalinkNumber(state.from),
    gbs_t: permalinkNumber(state.to),
    gbs_h: encodeVisibility(state.visible),
  });
}

/**
 * The state a permalink describes (valid keys applied over the defaults), or null when it has no
 * valid key. From and to must be integers in 1..maxLevel; a range with from > to is ignored.
 */
export function parseStatsPermalink(
  params: URLSearchParams,
  maxLevel: number,
  seriesCount: number,
): StatsState | null {
  const state = defaultStatsState(seriesCount);
  let applied = false;
  const stat = params.get("gbs_s");
  if (isGbStat(stat)) {
    state.stat = stat;
    applied = true;
  }
  const level = (key: string) => {
    const v = readNumber(params, key);
    return v !== undefined && Number.isInteger(v) && v >= 1 && v <= maxLevel ? v : undefined;
  };
  const from = level("gbs_f");
  const to = level("gbs_t");
  if ((from !== undefined || to !== undefined) && (from ?? state.from) <= (to ?? state.to)) {
    if (from !== undefined) state.from = from;
    if (to !== undefined) state.to = to;
    applied = true;
  }
  const hidden = params.get("gbs_h");
  if (hidden !== null && hidden !== "") {
    state.visible = decodeVisibility(hidden, state.visible);
    applied = true;
  }
  return applied ? state : null;
}
