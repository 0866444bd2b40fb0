/**
 * State of the Château Frontenac calculator (docs/tools/cf-calculator.md §7): read from the
 * profile fields `yourAge`, `yourCfBoost` and `cf`, from a permalink, and the rules that tie the
 * fields together. Pure functions; the page's hook (`use-cf-state.ts`) wires them to the stores.
 */
import {
  CF_MAX_CUMULATIVE_QUESTS,
  computeCfRewards,
  getCfMinimums,
  type CfInput,
  type CfResult,
} from "@foe-toolbox/core/cf-calculator";
import { listRecurringQuests } from "@foe-toolbox/core/data/rq-quests";
import { AGE_KEYS, type AgeKey } from "@foe-toolbox/core/data/types";
import { encodePermalink, readBoolean } from "@/platform/calculator/permalink";
import { numberOf, type WithDrafts } from "@/platform/calculator/draft-fields";
import { isErrorFor } from "@/platform/calculator/errors";
import { runCalculation, type CalculationError } from "@/platform/calculator/use-calculation";
import type { CfProfileState, ProfileData } from "@/platform/profiles/profile-store";

/** The calculator's fields, named as the core's input. */
export interface CfState {
  age: AgeKey;
  cfBoost: number;
  coins: number;
  supplies: number;
  goods: number;
  fpPer24h: number;
  secondRq: boolean;
  suppliesGathered: number;
  otherRq: number;
  cumulativeQuests: number;
}

/** The ages with recurring-quest data, in game order (the age select). */
export const CF_AGES: readonly AgeKey[] = listRecurringQuests().map((a) => a.age);

const SECOND_GIVER = new Set<AgeKey>(
  listRecurringQuests()
    .filter((a) => a.secondQuestGiver)
    .map((a) => a.age),
);

/** From the Late Middle Ages, a second quest giver offers "gather supplies" quests. */
export function hasSecondQuestGiver(age: AgeKey): boolean {
  return SECOND_GIVER.has(age);
}

/**
 * The calculator's age for the shared profile age: ages without quest data fall back to the
 * nearest one (Stone Age → Bronze Age, the Space ages → Virtual Future).
 */
export function cfAgeOf(age: unknown): AgeKey {
  if (typeof age === "string" && (CF_AGES as readonly string[]).includes(age)) return age as AgeKey;
  const index = typeof age === "string" ? (AGE_KEYS as readonly string[]).indexOf(age) : -1;
  const last = CF_AGES[CF_AGES.length - 1]!;
  return index > AGE_KEYS.indexOf(last) ? last : CF_AGES[0]!;
}

function count(value: unknown, fallback = 0, max = Number.MAX_SAFE_INTEGER): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max
    ? value
    : fallback;
}

/**
 * The calculator's state from any stored profile values. A budget below the age minimum (a fresh
 * profile stores 0) starts at the minimum, so a result is shown at once.
 */
export function cfStateFromProfile(yourAge: unknown, yourCfBoost: unknown, cf: unknown): CfState {
  const age = cfAgeOf(yourAge);
  const minimum = getCfMinimums(age);
  const stored: Partial<Record<keyof CfProfileState, unknown>> =
    cf && typeof cf === "object" ? cf : {};
  const coins = count(stored.coins);
  const supplies = count(stored.supplies);
  return {
    age,
    cfBoost: count(yourCfBoost),
    coins: coins < minimum.coins ? minimum.coins : coins,
    supplies: supplies < minimum.supplies ? minimum.supplies : supplies,
    goods: count(stored.goods),
    fpPer24h: count(stored.fpBy24h),
    secondRq: stored.secondRq === true,
    suppliesGathered: count(stored.suppliesGathered),
    otherRq: count(stored.otherRq),
    cumulativeQuests: count(stored.cumulativeQuest, 0, CF_MAX_CUMULATIVE_QUESTS),
  };
}

/**
 * Writes the state into a profile. `yourAge` is shared with other tools: it is only written when
 * the age was changed here, so a later age chosen elsewhere is not replaced by its fallback.
 */
export function cfStateToProfile(profile: ProfileData, state: CfState): ProfileData {
  const ageChanged = state.age !== cfAgeOf(profile.yourAge);
  return {
    ...profile,
    yourAge: ageChanged ? state.age : profile.yourAge,
    yourCfBoost: state.cfBoost,
    cf: {
      coins: state.coins,
      supplies: state.supplies,
      goods: state.goods,
      fpBy24h: state.fpPer24h,
      otherRq: state.otherRq,
      suppliesGathered: state.suppliesGathered,
      cumulativeQuest: state.cumulativeQuests,
      secondRq: state.secondRq,
    },
  };
}

export function defaultCfState(): CfState {
  return cfStateFromProfile("BronzeAge", 0, {});
}

/**
 * Rules between fields (docs/tools/cf-calculator.md §7): another age resets the budget to its minimum and, without a
 * second quest giver, switches the second RQ off; another boost resets the cumulative quests;
 * switching the second RQ off clears the gathered supplies.
 */
export function applyCfEdit(previous: CfState, candidate: CfState, field: keyof CfState): CfState {
  let next = candidate;
  if (field === "age" && candidate.age !== previous.age) {
    next = { ...next, ...getCfMinimums(candidate.age) };
    if (!hasSecondQuestGiver(candidate.age)) next = { ...next, secondRq: false };
  }
  if (field === "cfBoost" && candidate.cfBoost !== previous.cfBoost)
    next = { ...next, cumulativeQuests: 0 };
  if (previous.secondRq && !next.secondRq) next = { ...next, suppliesGathered: 0 };
  return next;
}

/** The core input of the values shown (an empty field counts as 0). */
export function cfInputOf(values: WithDrafts<CfState>): CfInput {
  return {
    age: values.age,
    cfBoost: numberOf(values.cfBoost),
    coins: numberOf(values.coins),
    supplies: numberOf(values.supplies),
    goods: numberOf(values.goods),
    fpPer24h: numberOf(values.fpPer24h),
    secondRq: values.secondRq,
    suppliesGathered: numberOf(values.suppliesGathered),
    otherRq: numberOf(values.otherRq),
    cumulativeQuests: numberOf(values.cumulativeQuests),
  };
}

export function computeCf(values: WithDrafts<CfState>): CfResult {
  return computeCfRewards(cfInputOf(values));
}

/** Why an edit may not be saved: the calculation refuses that very field (null: it may). */
export function cfCheck(candidate: CfState, field: keyof CfState): CalculationError | null {
  const outcome = runCalculation(computeCfRewards, cfInputOf(candidate));
  return outcome.ok || !isErrorFor(outcome.error, field) ? null : outcome.error;
}

/** URL parameters of the permalink (docs/tools/cf-calculator.md §7). */
export const CF_PARAMS = {
  age: "cfc_ya",
  cfBoost: "cfc_ycfb",
  coins: "cfc_c",
  supplies: "cfc_s",
  goods: "cfc_g",
  fpPer24h: "cfc_fp",
  otherRq: "cfc_orq",
  suppliesGathered: "cfc_sp",
  secondRq: "cfc_srq",
  cumulativeQuests: "cfc_cq",
} as const satisfies Record<keyof CfState, string>;

/** Integer parsing as docs/tools/cf-calculator.md §7 asks ("12abc" reads 12); `undefined` when absent, not a number or below `min`. */
function readInteger(
  params: URLSearchParams,
  key: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const raw = params.get(key);
  if (raw === null) return undefined;
  const value = Number.parseInt(raw, 10);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The state of a permalink, or null when it has no valid parameter. Values missing from the URL
 * take their defaults (the age minimum for the budget), so a link shows the same to everyone.
 */
export function parseCfPermalink(params: URLSearchParams): CfState | null {
  const rawAge = params.get(CF_PARAMS.age);
  const age =
    rawAge !== null && (CF_AGES as readonly string[]).includes(rawAge)
      ? (rawAge as AgeKey)
      : undefined;
  const found: Partial<CfState> = {
    age,
    cfBoost: readInteger(params, CF_PARAMS.cfBoost, 0),
    coins: readInteger(params, CF_PARAMS.coins, 0),
    supplies: readInteger(params, CF_PARAMS.supplies, 0),
    goods: readInteger(params, CF_PARAMS.goods, 0),
    fpPer24h: readInteger(params, CF_PARAMS.fpPer24h, 0),
    otherRq: readInteger(params, CF_PARAMS.otherRq, 0),
    suppliesGathered: readInteger(params, CF_PARAMS.suppliesGathered, 0),
    secondRq: readBoolean(params, CF_PARAMS.secondRq),
    cumulativeQuests: readInteger(params, CF_PARAMS.cumulativeQuests, 1, CF_MAX_CUMULATIVE_QUESTS),
  };
  const given = Object.fromEntries(
    Object.entries(found).filter(([, v]) => v !== undefined),
  ) as Partial<CfState>;
  if (Object.keys(given).length === 0) return null;
  const base = cfStateFromProfile(given.age ?? "BronzeAge", 0, {});
  const state = { ...base, ...given };
  // A second RQ is ignored for an age without second quest giver, also from a URL (docs/tools/cf-calculator.md §9).
  return hasSecondQuestGiver(state.age) ? state : { ...state, secondRq: false };
}

/** The permalink query of the values shown (drafts are not part of it: only saved values). */
export function encodeCfPermalink(state: CfState): string {
  return encodePermalink({
    [CF_PARAMS.age]: state.age,
    [CF_PARAMS.cfBoost]: state.cfBoost,
    [CF_PARAMS.coins]: state.coins,
    [CF_PARAMS.supplies]: state.supplies,
    [CF_PARAMS.goods]: state.goods,
    [CF_PARAMS.fpPer24h]: state.fpPer24h,
    [CF_PARAMS.otherRq]: state.otherRq,
    [CF_PARAMS.suppliesGathered]: state.suppliesGathered,
    [CF_PARAMS.secondRq]: state.secondRq ? 1 : 0,
    // 0 is not a valid value of the parameter (min 1); absent means 0.
    [CF_PARAMS.cumulativeQuests]: state.cumulativeQuests > 0 ? state.cumulativeQuests : undefined,
  });
}
