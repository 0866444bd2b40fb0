/**
 * What each offer of a thread is worth to the player (docs/tools/thread-helper.md §3): the place's
 * reward, what it brings back with the player's Arc bonus, the profit, and whether the asked
 * amount can be the game's numbers for that GB, level and place at all.
 */
import type { GbLevel } from "../data/levels.js";
import type { GbKey } from "../data/types.js";
import { FoeToolboxError } from "../errors.js";
import { arcBonusOf, boostedReward, levelData, threadRateReward } from "../gb-investment/inputs.js";
import type { GbRules } from "../gb-prestige.js";
import type { ThreadOffer } from "./parse.js";

/**
 * How an offer compares with the game data:
 * - `ok`: the amount is the place's reward at a thread rate the whole line shares;
 * - `noLevel`: the line gives no level, so the reward is not known;
 * - `unknownGb`: no level table for the GB;
 * - `unknownLevel`: the level is beyond the GB's levels or its cost/rewards are unknown;
 * - `noReward`: the level has no reward for this place;
 * - `rateMismatch`: no single thread rate between 1.00 and 3.00 gives the line's amounts —
 *   usually a wrong level, a typo, or amounts that are not a place's price;
 * - `noAmount`: only the place is offered, without an amount.
 */
export type ThreadOfferCheck =
  "ok" | "noLevel" | "unknownGb" | "unknownLevel" | "noReward" | "rateMismatch" | "noAmount";

export interface EvaluatedOffer extends ThreadOffer {
  /** The place's FP reward (before any Arc bonus); null when unknown. */
  reward: number | null;
  /** The reward with the player's Arc bonus; null when unknown. */
  boostedReward: number | null;
  /** `boostedReward − amount`: > 0 the player gains FP; null when either is unknown. */
  profit: number | null;
  /**
   * The offer's thread rate, e.g. 1.9: the rate shared by the line's amounts (a multiple of 0.05
   * when one fits), else `amount / reward` to two decimals; null when unknown.
   */
  rate: number | null;
  check: ThreadOfferCheck;
}

export interface ThreadEvaluationInput {
  readonly offers: readonly ThreadOffer[];
  /** The level table of a GB (level N at index N-1), or undefined when there is none. */
  readonly levelsOf: (gb: GbKey) => readonly GbLevel[] | undefined;
  /** The player's Arc bonus in % (under Prestige: the copper one, levels up to 100). */
  readonly yourArcBonus: number;
  /** Prestige only: the gold Arc bonus (levels above 100), in %; default 0. */
  readonly yourArcBonusGold?: number;
  readonly rules?: GbRules;
}

/** Thread rates considered, in whole percent: 1.00 to 3.00. */
const RATE_PERCENTS = Array.from({ length: 201 }, (_, k) => k);

function safeBonus(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** The rates (in %) at which `reward` costs exactly `amount`. */
function ratesFor(reward: number, amount: number): Set<number> {
  return new Set(RATE_PERCENTS.filter((p) => threadRateReward(reward, p) === amount));
}

/**
 * Evaluates every offer. Offers of one line are checked together: their amounts must come from
 * one thread rate, as the promotion templates produce them. Never throws for any offer.
 */
export function evaluateThreadOffers(i: ThreadEvaluationInput): EvaluatedOffer[] {
  const rules: GbRules = i.rules === "prestige" ? "prestige" : "live";
  const copper = safeBonus(i.yourArcBonus);
  const gold = safeBonus(i.yourArcBonusGold);
  const result: EvaluatedOffer[] = i.offers.map((offer) => evaluate(offer));

  // One rate per line (and GB and level): intersect the rates each amount allows.
  const groups = new Map<string, EvaluatedOffer[]>();
  for (const offer of result) {
    if (offer.check !== "ok" || offer.reward === null || offer.amount === null) continue;
    const id = `${offer.line}|${offer.gb}|${offer.level}`;
    groups.set(id, [...(groups.get(id) ?? []), offer]);
  }
  for (const group of groups.values()) {
    const common = group
      .map((offer) => ratesFor(offer.reward!, offer.amount!))
      .reduce((a, b) => new Set([...a].filter((p) => b.has(p))));
    if (common.size === 0) {
      for (const offer of group) offer.check = "rateMismatch";
      continue;
    }
    // The line's rate as players write it: a multiple of 0.05 when one fits ("1.9", not "1.91").
    const rates = [...common];
    const rate = (rates.find((p) => p % 5 === 0) ?? Math.min(...rates)) / 100 + 1;
    for (const offer of group) offer.rate = Math.round(rate * 100) / 100;
  }
  return result;

  function evaluate(offer: ThreadOffer): EvaluatedOffer {
    const unknown = (check: ThreadOfferCheck): EvaluatedOffer => ({
      ...offer,
      reward: null,
      boostedReward: null,
      profit: null,
      rate: null,
      check,
    });
    if (offer.level === null) return unknown("noLevel");
    const levels = i.levelsOf(offer.gb);
    if (!levels) return unknown("unknownGb");
    if (offer.level > levels.length) return unknown("unknownLevel");
    let reward: number;
    let boosted: number;
    try {
      const data = levelData(levels, offer.level, rules);
      const r = data.rewards[offer.place - 1];
      if (r === undefined || r <= 0) return unknown("noReward");
      reward = r;
      const arc = arcBonusOf(offer.level, rules, copper, gold);
      boosted = boostedReward(reward, arc.value, rules, arc.field);
    } catch (error) {
      if (error instanceof FoeToolboxError) return unknown("unknownLevel");
      throw error;
    }
    const amount = offer.amount;
    return {
      ...offer,
      reward,
      boostedReward: boosted,
      profit: amount === null ? null : boosted - amount,
      rate: amount === null ? null : Math.round((amount / reward) * 100) / 100,
      check: amount === null ? "noAmount" : "ok",
    };
  }
}
