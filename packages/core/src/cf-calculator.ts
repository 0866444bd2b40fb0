/**
 * Château Frontenac calculator (docs/tools/cf-calculator.md): how many recurring quests a daily
 * coin/supply budget buys through the "pay coins" / "pay supplies" quest loop (UBQ), with the
 * Château Frontenac quest-reward boost, and what those quests yield.
 */
import { listRecurringQuests } from "./data/rq-quests.js";
import type { AgeKey, RecurringQuestAge } from "./data/types.js";
import {
  InvalidNumberError,
  NotEnoughCoinsError,
  NotEnoughSuppliesError,
  UnknownAgeError,
  UnknownDataError,
} from "./errors.js";

/** Recurring-quest data in the shape of `rq-quests.json` (without `meta`). */
export interface RqQuestData {
  readonly ages: readonly RecurringQuestAge[];
}

/** Input of `computeCfRewards` (the page's fields). */
export interface CfInput {
  readonly age: AgeKey;
  /** Château Frontenac quest-reward boost in % (integer ≥ 0), default 0. */
  readonly cfBoost?: number;
  /** Coins to spend on UBQ (≥ 7 × pay-coins cost); default: that minimum. */
  readonly coins: number;
  /** Supplies to spend on UBQ (≥ 7 × pay-supplies cost); default: that minimum. */
  readonly supplies: number;
  /** GB and plunder goods, only added to the total. */
  readonly goods?: number;
  /** Daily FP production, only added to the total. */
  readonly fpPer24h?: number;
  /** Use the second quest giver (ignored for ages without one). */
  readonly secondRq?: boolean;
  /** Supplies gathered for "gather supplies" quests (only with `secondRq`). */
  readonly suppliesGathered?: number;
  /** Other recurring quests done each day. */
  readonly otherRq?: number;
  /** Rounds to simulate in infinity-generator mode, 0 … 1000. */
  readonly cumulativeQuests?: number;
  readonly data?: RqQuestData;
}

/** Coins and supplies returned by one round of bonus quests ("level" of the returns table). */
export interface CfReturn {
  coins: number;
  supplies: number;
}

/** Quests completed in a day of UBQ and their expected rewards. */
export interface CfResult {
  /** Every quest returns more than it costs (the loop never ends by itself). */
  infinityGenerator: boolean;
  /** Quests paid from the budget. */
  dailyUbq: number;
  /** Quests paid from returned coins/supplies (+ gather quests with the second giver). */
  bonusUbq: number;
  /** Second-giver quests completed (0 without second giver). */
  secondRqCompleted: number;
  totalRqCompleted: number;
  bp: number;
  medals: number;
  goods: number;
  fp: number;
  /** Quest goods + the player's own goods. */
  totalGoods: number;
  /** Quest FP + the player's daily FP production. */
  totalFp: number;
  returns: CfReturn[];
}

/** Highest number of simulated infinity-generator rounds. */
export const CF_MAX_CUMULATIVE_QUESTS = 1000;
/** Quests of budget needed at least (one 14-quest cycle has rewards from the 7th quest on). */
export const CF_MIN_QUESTS = 7;

const BUNDLED: RqQuestData = { ages: listRecurringQuests() };

function resolveData(data: RqQuestData | undefined | null): RqQuestData {
  if (data === undefined || data === null) return BUNDLED;
  if (typeof data !== "object" || !Array.isArray(data.ages)) throw new UnknownDataError("data");
  return data;
}

function findQuests(age: unknown, data: RqQuestData): RecurringQuestAge {
  const found = typeof age === "string" ? data.ages.find((a) => a.age === age) : undefined;
  if (!found) throw new UnknownAgeError("age");
  const { payCoins, paySupplies, gatherSupplies } = found.cost;
  for (const cost of [payCoins, paySupplies, gatherSupplies]) {
    if (typeof cost !== "number" || !Number.isFinite(cost) || cost <= 0) {
      throw new UnknownDataError("data");
    }
  }
  return found;
}

/** Smallest coin and supply budgets the calculator accepts for an age: 7 quests of each. */
export function getCfMinimums(
  age: AgeKey,
  data?: RqQuestData,
): { coins: number; supplies: number } {
  const quests = findQuests(age, resolveData(data));
  return {
    coins: CF_MIN_QUESTS * quests.cost.payCoins,
    supplies: CF_MIN_QUESTS * quests.cost.paySupplies,
  };
}

/** A count input: absent → default; otherwise a non-negative safe integer. */
function readCount(input: Partial<CfInput>, field: keyof CfInput, fallback: number): number {
  const value = input[field];
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidNumberError(field);
  }
  return value;
}

const small = (n: number): number => Math.floor(n * (2 / 14));
const large = (n: number): number => Math.floor(n * (1 / 14));

/**
 * Quests and rewards of the daily UBQ loop: quests paid from the budget, bonus quests paid from
 * returned coins/supplies round after round, second-giver quests, and the blueprints, medals,
 * goods and FP they are expected to give with the Château Frontenac boost.
 */
export function computeCfRewards(input: CfInput): CfResult {
  const i = (input ?? {}) as Partial<CfInput>;
  const rq = findQuests(i.age, resolveData(i.data));
  const minimum = getCfMinimums(rq.age, { ages: [rq] });

  // Numeric fields in the order of the input table of docs/tools/cf-calculator.md §3.
  const cfBoost = readCount(i, "cfBoost", 0);
  const coins = readCount(i, "coins", minimum.coins);
  const supplies = readCount(i, "supplies", minimum.supplies);
  const ownGoods = readCount(i, "goods", 0);
  const fpPer24h = readCount(i, "fpPer24h", 0);
  const suppliesGathered = readCount(i, "suppliesGathered", 0);
  const otherRq = readCount(i, "otherRq", 0);
  const cumulativeQuests = readCount(i, "cumulativeQuests", 0);
  if (cumulativeQuests > CF_MAX_CUMULATIVE_QUESTS) throw new InvalidNumberError("cumulativeQuests");
  if (coins < minimum.coins) throw new NotEnoughCoinsError("coins");
  if (supplies < minimum.supplies) throw new NotEnoughSuppliesError("supplies");

  const C = rq.cost.payCoins;
  const S = rq.cost.paySupplies;
  const G = rq.cost.gatherSupplies;
  const sc = rq.rewards.smallCoins;
  const lc = rq.rewards.largeCoins;
  const ss = rq.rewards.smallSupplies;
  const ls = rq.rewards.largeSupplies;
  const m = 1 + cfBoost / 100;

  const daily = Math.min(Math.floor(coins / C), Math.floor(supplies / S));
  const netCoin = C - (sc * m) / 7 - (lc * m) / 14;
  const netSupply = S - (ss * m) / 7 - (ls * m) / 14;
  const infinity = netCoin <= 0 && netSupply <= 0;
  if (infinity && cumulativeQuests === 0) {
    return {
      infinityGenerator: true,
      dailyUbq: daily,
      bonusUbq: 0,
      secondRqCompleted: 0,
      totalRqCompleted: 0,
      bp: 0,
      medals: 0,
      goods: 0,
      fp: 0,
      totalGoods: 0,
      totalFp: 0,
      returns: [],
    };
  }

  const second = i.secondRq === true && rq.secondQuestGiver;
  const g = second ? suppliesGathered : 0;
  const n0 = daily + otherRq;
  const extra = Math.floor((small(n0) * sc * m + large(n0) * lc * m) / G) + Math.floor(g / G);
  let secondDone = extra;
  let bonusUbq = 0;
  const returns: CfReturn[] = [];
  let last = 0;
  let first = true;
  // A result that is not a finite number can only come from the geometric growth of the
  // infinity loop (or from absurd boosts); it is reported on the field that drives it.
  const overflowField = infinity ? "cumulativeQuests" : "cfBoost";
  for (;;) {
    let coin: number;
    let supply: number;
    if (first) {
      const n = n0 + (second ? extra : 0);
      coin = small(n) * sc * m + large(n) * lc * m;
      supply = small(n) * ss * m + large(n) * ls * m;
      first = false;
    } else {
      const previous = returns[returns.length - 1];
      const pc = previous?.coins ?? 0;
      const ps = previous?.supplies ?? 0;
      coin = large(last) * lc * m + small(last) * sc * m + Math.max(0, pc - last * C);
      supply = large(last) * ls * m + small(last) * ss * m + Math.max(0, ps - last * S);
    }
    if (!Number.isFinite(coin) || !Number.isFinite(supply)) {
      throw new InvalidNumberError(overflowField);
    }
    const byGather = Math.floor(supply / G);
    last = Math.min(Math.floor(coin / C), Math.floor(supply / S));
    bonusUbq += second ? byGather + last : last;
    const pushed = coin > 0 || supply > 0;
    if (pushed) returns.push({ coins: coin, supplies: supply });
    secondDone += byGather;
    // A round that returned nothing would repeat forever: stop (docs/tools/cf-calculator.md §4, termination).
    if (!pushed) break;
    const again = infinity ? cumulativeQuests > returns.length : coin > C && supply > S;
    if (!again) break;
  }

  const secondRqCompleted = second ? secondDone : 0;
  const T = daily + bonusUbq + otherRq + secondRqCompleted;
  const bp = Math.floor(T * (1 / 14) * rq.rewards.blueprints);
  const medals = Math.floor(T * (1 / 14)) * Math.round(rq.rewards.medals * m);
  const goods = Math.floor(T * (5 / 14)) * Math.round(rq.rewards.goods * m);
  const fp = Math.floor(T * (1 / 14)) * rq.rewards.forgePoints;
  const result: CfResult = {
    infinityGenerator: infinity,
    dailyUbq: daily,
    bonusUbq,
    secondRqCompleted,
    totalRqCompleted: T,
    bp,
    medals,
    goods,
    fp,
    totalGoods: goods + ownGoods,
    totalFp: fp + fpPer24h,
    returns,
  };
  for (const value of [bonusUbq, secondRqCompleted, T, bp, medals, goods, fp]) {
    if (!Number.isFinite(value)) throw new InvalidNumberError(overflowField);
  }
  if (!Number.isFinite(result.totalGoods)) throw new InvalidNumberError("goods");
  if (!Number.isFinite(result.totalFp)) throw new InvalidNumberError("fpPer24h");
  return result;
}
