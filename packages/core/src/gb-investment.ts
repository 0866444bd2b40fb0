/**
 * GB investment (docs/tools/gb-investment.md): the owner view ("how many FP must I prepare so
 * that investors paying the thread rate keep their places?") and the investors view ("what do I
 * win or lose by taking each place over a range of levels?"). Under the Prestige rules
 * (docs/tools/gb-prestige.md) a level's rewards come from its cost and it has 5 or 7 places.
 */
import type { GbLevel } from "./data/index.js";
import {
  InvalidModeError,
  InvalidNumberError,
  InvalidPercentagesError,
  InvestmentExceedsCostError,
} from "./errors.js";
import {
  arcBonusOf,
  boostedReward,
  expectedParticipations,
  fieldOf,
  fpAmount,
  investorList,
  levelCount,
  levelData,
  levelNumber,
  optionalPercentage,
  percentage,
  percentages,
  type LevelData,
} from "./gb-investment/inputs.js";
import { investLevel } from "./gb-investment/owner-level.js";

export { threadRateReward, exceedsLevelCost } from "./gb-investment/inputs.js";
import type { GbRules } from "./gb-prestige.js";
import { readGbRules } from "./gb-rules.js";
import { securePlace, type SecureResult } from "./secure-position.js";

/** An FP contribution already on the level; a potential sniper's FP may still move elsewhere. */
export interface Investor {
  value: number;
  isPotentialSniper: boolean;
}

/** Inputs of the owner view for one level. */
export interface LevelInvestmentInput {
  /** The GB's level table, level N at index N-1. */
  readonly levels: readonly GbLevel[];
  /** Level being built (1..levels.length), shown as "level-1 -> level". */
  readonly level: number;
  /**
   * Thread rate of each place as a percentage (90 = rate 1.9), numbers >= 0: exactly 5 under live
   * rules; 5 or 7 under Prestige, at least as many as the level has places.
   */
  readonly investorPercentages: readonly number[];
  /** FP other players already paid in (any order); default none. */
  readonly investors?: readonly Investor[];
  /** FP the owner already paid in; default 0. */
  readonly ownerPreparation?: number;
  /** Arc bonus of the player looking at the Snipe column, in %; default 0. */
  readonly yourArcBonus?: number;
  /** Prestige only: the gold Arc bonus (levels above 100), in %; default 0. */
  readonly yourArcBonusGold?: number;
  /** "live" (default): the data's five rewards; "prestige": rewards computed from the cost. */
  readonly rules?: GbRules;
}

/** One patron place of the owner view. */
export interface PlaceRow {
  place: number;
  /** FP reward of the place (before any Arc bonus). */
  reward: number;
  /** FP an investor pays for it at the place's rate: `round(reward × (1 + pct/100))`. */
  expectedParticipation: number;
  /** FP that will actually sit on this place (an investor's FP, or the capped expected amount). */
  participation: number;
  /** FP the owner must have paid in, in total, so that this place cannot be overtaken. */
  preparation: number;
  /** True when an investor already occupies the place. */
  isInvestorParticipation: boolean;
  /** Index of that investor in the sorted `investors` of the result, -1 if none. */
  investorIndex: number;
  /** Expected minus paid FP of the occupying investor (> 0: he paid less than the rate). */
  roi: number;
  /** What a sniper would need to lock this place now; null on filler rows. */
  snipe: SecureResult | null;
}

/** Owner view of one level. */
export interface LevelInvestmentResult {
  level: number;
  cost: number;
  /** FP the owner must pay in, in total, for all places to be secured. */
  totalPreparations: number;
  /** Every place of the level (5; 7 for a Prestige gold level), P1 first. */
  places: PlaceRow[];
  /** Investors who did not get a place (positions after the last place: 6, 7, ... for 5). */
  extraInvestors: { position: number; participation: number; investorIndex: number }[];
  /** The investors sorted by value, descending (stable); `investorIndex` refers to this list. */
  investors: Investor[];
}

/** How the investors view prices the places above the one you take. */
export type InvestorViewMode = "none" | "normal" | "optimal";

/** The modes of the investors view, in the order of its radio buttons (URL values 0, 1, 2). */
export const INVESTOR_VIEW_MODES: readonly InvestorViewMode[] = ["none", "normal", "optimal"];

/** Inputs of the investors view. */
export interface InvestorViewInput {
  readonly levels: readonly GbLevel[];
  /** Current level of the GB (0 when not built yet); the first row is currentLevel+1. */
  readonly currentLevel: number;
  /** Last level of the range (inclusive), at most levels.length. */
  readonly targetLevel: number;
  /** Your Arc bonus in % (under Prestige: the copper one, levels up to 100). */
  readonly yourArcBonus: number;
  /** Prestige only: your gold Arc bonus (levels above 100), in %; default 0. */
  readonly yourArcBonusGold?: number;
  readonly mode: InvestorViewMode;
  /**
   * Thread rates per place in % (used by the "optimal" mode): 5 numbers; under Prestige 5 or 7,
   * 7 when the range has a gold level and the mode is "optimal".
   */
  readonly investorPercentages: readonly number[];
  /** "live" (default) or "prestige", as in {@link LevelInvestmentInput.rules}. */
  readonly rules?: GbRules;
}

/** One place of one level in the investors view. */
export interface InvestorPlace {
  place: number;
  reward: number;
  /** FP investors are expected to put on the place (0 when the place is not reached). */
  participation: number;
  /** Owner preparation for the place ("optimal" only, else null). */
  preparation: number | null;
  /** FP you need to lock the place ("none"/"normal" only, else null; null if impossible). */
  fp: number | null;
  /** What the place is worth to you with your Arc bonus ("optimal" only, else null). */
  realParticipation: number | null;
  /** Your gain (> 0) or loss (< 0) when taking the place. */
  roi: number;
}

/** Investors view over a range of levels. */
export interface InvestorViewResult {
  /** One row per level; 5 places, or 7 for a Prestige gold level. */
  rows: { level: number; cost: number; places: InvestorPlace[] }[];
  /** Sum of `roi` per place over all rows (as many entries as the row with most places). */
  profitLoss: number[];
}

// ----------------------------------------------------------------------------- the two views

/**
 * Owner view of one GB level: for each patron place, what an investor pays at the thread rate,
 * how many FP the owner must have paid in so that nobody can overtake that investor, and how the
 * investors already on the level fit in (including what a sniper would need, Snipe column).
 * Under Prestige the places and rewards follow the level's cost and tier, and the Snipe column
 * uses the tier's Arc bonus with the game's rounding to 5.
 */
export function computeLevelInvestment(i: LevelInvestmentInput): LevelInvestmentResult {
  const levels = fieldOf(i, "levels");
  const level = levelNumber(fieldOf(i, "level"), 1, levelCount(levels), "level");
  const rules = readGbRules(i);
  const pcts = percentages(fieldOf(i, "investorPercentages"), "investorPercentages", rules);
  const rawOwner = fieldOf(i, "ownerPreparation");
  const ownerPreparation = rawOwner === undefined ? 0 : fpAmount(rawOwner, "ownerPreparation");
  const copperArc = optionalPercentage(fieldOf(i, "yourArcBonus"), "yourArcBonus");
  const goldArc = optionalPercentage(fieldOf(i, "yourArcBonusGold"), "yourArcBonusGold");
  const investors = investorList(fieldOf(i, "investors"), "investors");

  const data = levelData(levels, level, rules);
  const investorSum = investors.reduce((sum, inv) => sum + inv.value, 0);
  if (investorSum > data.cost) throw new InvestmentExceedsCostError("investors");
  if (investorSum + ownerPreparation > data.cost)
    throw new InvestmentExceedsCostError("ownerPreparation");

  const expected = expectedParticipations(
    data,
    pcts,
    "investorPercentages",
    () => new InvalidPercentagesError("investorPercentages"),
  );
  const arc = arcBonusOf(level, rules, copperArc, goldArc).value;
  return investLevel(level, data, expected, investors, ownerPreparation, arc, rules);
}

/** The places of one level of the investors view. */
function investorPlaces(
  level: number,
  data: LevelData,
  mode: InvestorViewMode,
  pcts: number[],
  arc: { value: number; field: string },
  rules: GbRules,
): InvestorPlace[] {
  const places: InvestorPlace[] = [];
  if (mode === "optimal") {
    const expected = expectedParticipations(
      data,
      pcts,
      "investorPercentages",
      () => new InvalidPercentagesError("investorPercentages"),
    );
    const owner = investLevel(level, data, expected, [], 0, 0, rules);
    owner.places.forEach((row, k) => {
      const realParticipation = boostedReward(row.reward, arc.value, rules, arc.field);
      places.push({
        place: k + 1,
        reward: row.reward,
        participation: row.participation,
        preparation: row.preparation,
        fp: null,
        realParticipation,
        roi: realParticipation - row.expectedParticipation + 0,
      });
    });
    return places;
  }
  // Investors put exactly what the place brings back with your Arc bonus.
  const expected = data.rewards.map((r) => {
    const e = boostedReward(r, arc.value, rules, arc.field);
    if (!Number.isSafeInteger(e + data.cost)) throw new InvalidNumberError(arc.field);
    return e;
  });
  const owner = investLevel(level, data, expected, [], 0, 0, rules);
  let deposits = 0;
  let previousFp: number | null = null;
  owner.places.forEach((row, k) => {
    if (k > 0) deposits = mode === "none" ? 0 : deposits + (previousFp ?? 0);
    const lock = securePlace({
      levelCost: data.cost,
      currentDeposits: deposits,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: arc.value,
      reward: row.reward,
      rules,
    });
    previousFp = lock.fp;
    places.push({
      place: k + 1,
      reward: row.reward,
      participation: row.participation,
      preparation: null,
      fp: lock.fp,
      realParticipation: null,
      roi: lock.roi ?? 0,
    });
  });
  return places;
}

/**
 * Investors view: for every level of a range, what taking each place costs you and what you win
 * or lose with your Arc bonus, either on an empty level ("none"), behind investors who locked
 * the places above ("normal"), or in a thread where the owner prepared and investors pay the
 * rate ("optimal"); plus the total per place. Under Prestige each level has the places of its
 * tier and uses that tier's Arc bonus.
 */
export function computeInvestorView(i: InvestorViewInput): InvestorViewResult {
  const levels = fieldOf(i, "levels");
  const targetLevel = levelNumber(fieldOf(i, "targetLevel"), 1, levelCount(levels), "targetLevel");
  const currentLevel = levelNumber(fieldOf(i, "currentLevel"), 0, targetLevel - 1, "currentLevel");
  const copperArc = percentage(fieldOf(i, "yourArcBonus"), "yourArcBonus");
  const goldArc = optionalPercentage(fieldOf(i, "yourArcBonusGold"), "yourArcBonusGold");
  const mode = fieldOf(i, "mode");
  if (mode !== "none" && mode !== "normal" && mode !== "optimal")
    throw new InvalidModeError("mode");
  const rules = readGbRules(i);
  const pcts = percentages(fieldOf(i, "investorPercentages"), "investorPercentages", rules);

  const table: { level: number; data: LevelData }[] = [];
  for (let level = currentLevel + 1; level <= targetLevel; level++) {
    table.push({ level, data: levelData(levels, level, rules) });
  }

  const rows: InvestorViewResult["rows"] = [];
  const profitLoss: number[] = [];
  for (const { level, data } of table) {
    const arc = arcBonusOf(level, rules, copperArc, goldArc);
    const places = investorPlaces(level, data, mode, pcts, arc, rules);
    places.forEach((p, k) => {
      profitLoss[k] = (profitLoss[k] ?? 0) + p.roi;
    });
    rows.push({ level, cost: data.cost, places });
  }
  // Always at least the five places of a level, as the table has.
  while (profitLoss.length < 5) profitLoss.push(0);
  // Only an absurd Arc bonus (around 1e300 %) can make these sums overflow.
  if (!profitLoss.every(Number.isFinite)) throw new InvalidNumberError("yourArcBonus");
  return { rows, profitLoss };
}

/**
 * Whether an investor added with `value` FP should be flagged as a potential sniper in the owner
 * view: no when the amount is exactly the "rewards with rate" of a place no investor holds yet
 * (he is paying the thread rate), yes otherwise. `places` are the rows of
 * {@link computeLevelInvestment}.
 */
export function isPotentialSniper(i: { value: number; places: readonly PlaceRow[] }): boolean {
  const value = fpAmount(fieldOf(i, "value"), "value");
  const places = fieldOf(i, "places");
  if (!Array.isArray(places)) throw new InvalidNumberError("places");
  return !(places as unknown[]).some(
    (p) =>
      fieldOf(p, "isInvestorParticipation") !== true &&
      fieldOf(p, "expectedParticipation") === value,
  );
}
