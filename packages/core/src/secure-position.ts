/**
 * Secure (lock) a patron place of a Great Building level (docs/tools/secure-position.md).
 *
 * A place is locked when the FP still missing to finish the level are too few for a rival to
 * overtake you even if he pays all of them; between equal totals the player who got there first
 * ranks higher, so equalling the rival's best possible total is enough.
 */
import {
  DepositsNotBelowCostError,
  InvalidNumberError,
  LevelCostNotPositiveError,
  NegativeValueError,
  ParticipationNotBelowCostError,
  ParticipationsExceedDepositsError,
} from "./errors.js";
import { boostPrestigeReward, type GbRules } from "./gb-prestige.js";
import { readGbRules } from "./gb-rules.js";

/** Inputs of {@link securePlace}: the state of one level seen by an investor facing one rival. */
export interface SecurePlaceInput {
  /** Total FP of the level (C). */
  readonly levelCost: number;
  /** FP already on the level from everybody, you and the rival included (D). */
  readonly currentDeposits: number;
  /** FP you already paid in (Y). */
  readonly yourParticipation: number;
  /** FP the player you want to stay ahead of already paid in (X). */
  readonly otherParticipation: number;
  /** Your Arc bonus in % (A): every patron reward you receive grows by this share. */
  readonly yourArcBonus: number;
  /** FP reward of the place you target (R), before your Arc bonus. */
  readonly reward: number;
  /**
   * How the game boosts the reward: "live" (default) `R × (1 + A/100)`, "prestige" the same
   * rounded to the nearest multiple of 5 — pass the boost of the level's tier as A.
   */
  readonly rules?: GbRules;
}

/**
 * Outcome of locking a place: `fp` is the total you must have in to be safe, `roi` the FP you
 * win (> 0) or lose (< 0) once the boosted reward comes back. Both are null when the rival can no
 * longer be kept behind you.
 */
export interface SecureResult {
  fp: number | null;
  roi: number | null;
}

/** Inputs of the "Secure position" page (and of the box embedded in the GB owner view). */
export interface SecurePositionInput {
  readonly levelCost: number;
  readonly currentDeposits: number;
  readonly yourParticipation: number;
  readonly otherParticipation: number;
  /** Your Arc bonus in % (profile value, 90 by default). */
  readonly yourArcBonus: number;
  /** FP reward of the targeted place; 0 when no place is selected. */
  readonly fpTargetReward: number;
  /** Reward rules, as in {@link SecurePlaceInput.rules}; default "live". */
  readonly rules?: GbRules;
}

/**
 * One line of the "various rates" table: what the place costs in a guild thread trading at
 * `factor` (e.g. 1.9) compared with locking it yourself while your Arc gives `rate` %.
 */
export interface RateRow {
  /** Arc bonus in % matching the thread rate (90 for 1.9). */
  rate: number;
  /** Thread rate: FP paid per FP of reward. */
  factor: number;
  /** FP you pay in a thread at that rate, capped by what the level still misses. */
  rateFp: number;
  /** Part of the thread amount you did not have to pay because the level was nearly full. */
  rateRoi: number;
  /** Locking the place yourself, with `rate` as Arc bonus. */
  lock: SecureResult;
}

/** Everything the "Secure position" page shows. */
export interface SecurePositionResult {
  /** FP still missing to complete the level. */
  remaining: number;
  /** False while the page is in its initial all-zero state (result block hidden). */
  showResult: boolean;
  /** Total FP you need in to lock the place, null when it cannot be locked. */
  fp: number | null;
  /** Gain (> 0) or loss (< 0) with your own Arc bonus, null when it cannot be locked. */
  roi: number | null;
  /** True when what you already paid locks the place (the page shows a lock icon). */
  alreadySecured: boolean;
  /** FP you still have to add, when you already paid something but not enough. */
  stillToPut: number | null;
  /** Comparison with the classic thread rates; empty without a lockable, rewarded place. */
  rates: RateRow[];
}

/** Thread rates of the comparison table, as Arc percentages and literal factors. */
export const SECURE_POSITION_RATES: readonly { rate: number; factor: number }[] = [
  { rate: 90, factor: 1.9 },
  { rate: 85, factor: 1.85 },
  { rate: 80, factor: 1.8 },
  { rate: 75, factor: 1.75 },
  { rate: 70, factor: 1.7 },
];

function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

/**
 * An FP amount: a safe integer (beyond 2^53 FP values are not exact any more) that is not
 * negative. `-0` becomes `0`.
 */
function fpAmount(input: unknown, field: string): number {
  const value = fieldOf(input, field);
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** A percentage such as an Arc bonus: a finite number, not negative. */
function percentage(input: unknown, field: string): number {
  const value = fieldOf(input, field);
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/**
 * What a place's reward `reward` brings back with the Arc bonus `arcBonus` under `rules` (not
 * rounded under live rules, where the profit is rounded instead; a multiple of 5 under Prestige).
 */
function boostedReward(reward: number, arcBonus: number, rules: GbRules): number {
  return rules === "prestige"
    ? boostPrestigeReward(reward, arcBonus, "yourArcBonus")
    : ((100 + arcBonus) / 100) * reward;
}

/**
 * The lock formula on already-checked numbers. Throws `InvalidNumberError("yourArcBonus")` when
 * an absurd Arc bonus makes the profit overflow.
 */
function securePlaceUnchecked(
  levelCost: number,
  currentDeposits: number,
  yourParticipation: number,
  otherParticipation: number,
  yourArcBonus: number,
  reward: number,
  rules: GbRules,
): SecureResult {
  const C = levelCost;
  const D = currentDeposits;
  const Y = yourParticipation;
  const X = otherParticipation;
  const need = Math.ceil((C - D - (X - Y)) / 2) + X;
  if (need <= X) return { fp: null, roi: null };
  const invested = Math.max(need, Y);
  const roi =
    reward > 0 ? Math.round(boostedReward(reward, yourArcBonus, rules) - invested) : -need;
  if (!Number.isFinite(roi)) throw new InvalidNumberError("yourArcBonus");
  // `+ 0` turns a -0 (e.g. Math.round(-0.4)) into 0.
  return { fp: need + 0, roi: roi + 0 };
}

/**
 * How many FP you must have in, in total, so that a rival who already paid `otherParticipation`
 * cannot overtake you even by paying all the FP the level still misses, and what that place then
 * earns or costs you given its reward and your Arc bonus. Used by the secure-position page, the
 * Snipe column of the GB owner view and the investors view.
 *
 * Checks only types and signs: deposits above the cost simply make the place impossible to lock.
 */
export function securePlace(i: SecurePlaceInput): SecureResult {
  const levelCost = fpAmount(i, "levelCost");
  const currentDeposits = fpAmount(i, "currentDeposits");
  const yourParticipation = fpAmount(i, "yourParticipation");
  const otherParticipation = fpAmount(i, "otherParticipation");
  const yourArcBonus = percentage(i, "yourArcBonus");
  const reward = fpAmount(i, "reward");
  const rules = readGbRules(i);
  return securePlaceUnchecked(
    levelCost,
    currentDeposits,
    yourParticipation,
    otherParticipation,
    yourArcBonus,
    reward,
    rules,
  );
}

/**
 * The secure-position page: FP missing on the level, what you need in to lock your place
 * against one rival (and what is left to add), the profit or loss with your Arc bonus, and the
 * same place priced at the classic thread rates 1.9 … 1.7.
 */
export function computeSecurePosition(i: SecurePositionInput): SecurePositionResult {
  const levelCost = fpAmount(i, "levelCost");
  const currentDeposits = fpAmount(i, "currentDeposits");
  const yourParticipation = fpAmount(i, "yourParticipation");
  const otherParticipation = fpAmount(i, "otherParticipation");
  const yourArcBonus = percentage(i, "yourArcBonus");
  const fpTargetReward = fpAmount(i, "fpTargetReward");
  const rules = readGbRules(i);

  const initialState =
    levelCost === 0 && currentDeposits === 0 && yourParticipation === 0 && otherParticipation === 0;
  if (!initialState) {
    if (!(levelCost > 0)) throw new LevelCostNotPositiveError("levelCost");
    if (!(currentDeposits < levelCost)) throw new DepositsNotBelowCostError("currentDeposits");
    if (!(yourParticipation < levelCost))
      throw new ParticipationNotBelowCostError("yourParticipation");
    if (!(otherParticipation < levelCost))
      throw new ParticipationNotBelowCostError("otherParticipation");
    if (!(yourParticipation + otherParticipation <= currentDeposits)) {
      throw new ParticipationsExceedDepositsError("currentDeposits");
    }
  }

  const remaining = levelCost - currentDeposits;
  const showResult = levelCost !== 0 && remaining !== 0;
  const main = securePlaceUnchecked(
    levelCost,
    currentDeposits,
    yourParticipation,
    otherParticipation,
    yourArcBonus,
    fpTargetReward,
    rules,
  );
  const fp = main.fp;
  const alreadySecured = fp !== null && fp <= yourParticipation;
  const stillToPut =
    fp !== null && yourParticipation > 0 && fp > yourParticipation ? fp - yourParticipation : null;

  const rates: RateRow[] = [];
  if (fp !== null && fpTargetReward > 0) {
    for (const { rate, factor } of SECURE_POSITION_RATES) {
      if (rate === yourArcBonus) continue;
      const amount = Math.round(factor * fpTargetReward);
      const rateFp = Math.min(amount, remaining);
      rates.push({
        rate,
        factor,
        rateFp,
        rateRoi: amount - rateFp,
        lock: securePlaceUnchecked(
          levelCost,
          currentDeposits,
          yourParticipation,
          otherParticipation,
          rate,
          fpTargetReward,
          rules,
        ),
      });
    }
  }

  return { remaining, showResult, fp, roi: main.roi, alreadySecured, stillToPut, rates };
}
