/**
 * Trade (docs/tools/trade.md): exchange ratios between goods of different ages on the market
 * ("2:1" etiquette or fair trade by production cost), trade routes through intermediate ages,
 * and the cutting of large orders into offers of limited size.
 */
import { getGoodsProductionOptions } from "./data/goods.js";
import { AGE_KEYS, type AgeKey, type GoodsProductionOption } from "./data/types.js";
import {
  InvalidNumberError,
  UnknownAgeError,
  UnknownDataError,
  UnknownModeError,
} from "./errors.js";

/** `simple` = 2:1 between neighbouring ages; `fair` = by production cost. */
export type TradeMode = "simple" | "fair";

/** Offers to post: `count` full offers and possibly one smaller remainder offer. */
export interface OfferSplit {
  offers: { give: number; get: number; count: number };
  remainder: { give: number; get: number };
}

/** One age of a trade route: goods of that age needed, and the trade to the next age. */
export interface TradeStep {
  age: AgeKey;
  amount: number;
  split?: OfferSplit;
}

/** `ratios[a][b]`: goods of age b that one good of age a is worth. */
export type TradeRatios = Record<AgeKey, Record<AgeKey, number>>;

/** Input of `computeTradeRatios`. */
export interface TradeRatiosInput {
  readonly mode: TradeMode;
}

/** Input of `computeTradeRoute` (form version of the page). */
export interface TradeRouteInput {
  readonly mode: TradeMode;
  /** Age of the goods the player has. */
  readonly have: AgeKey;
  /** Age of the goods the player wants. */
  readonly want: AgeKey;
  /** Goods of `want` wanted (integer ≥ 1). */
  readonly amount: number;
  /** Largest offer the player posts (1 … 1000, default 1000). */
  readonly maxOfferSize?: number;
}

/** Input of `computeTradeTable` (table version of the page). */
export interface TradeTableInput {
  readonly mode: TradeMode;
  /** Reference age (the row where the player typed an amount). */
  readonly age: AgeKey;
  /** Goods of `age` wanted (integer ≥ 0; 0 = no result). */
  readonly amount: number;
  /** When given (1 … 1000), each row also gets the offers to post. */
  readonly maxOfferSize?: number;
}

/** One age of the table version: what the wanted goods are worth in that age. */
export interface TradeTableRow {
  age: AgeKey;
  /** `r[age][row age]` rounded to 2 decimals. */
  ratio: number;
  /** Goods of the row age worth the wanted amount (rounded). */
  give: number;
  split?: OfferSplit;
}

/** Input of `splitOffers`: one trade from the goods given to the goods got. */
export interface SplitOffersInput {
  /** Goods wanted in total. */
  readonly get: number;
  readonly maxOfferSize: number;
  /** Goods got for one good given. */
  readonly rateGiveToGet: number;
  /** Goods given for one good got. */
  readonly rateGetToGive: number;
}

/** Largest offer the game accepts; default offer size. */
export const TRADE_MAX_OFFER_SIZE = 1000;

/** The ages with a goods market, in game order (Bronze Age … Venus). */
export const TRADE_AGES: readonly AgeKey[] = AGE_KEYS.filter(
  (age) => (getGoodsProductionOptions(age)?.length ?? 0) > 0,
);

const TRADE_MODES: readonly TradeMode[] = ["simple", "fair"];

function ageIndex(age: unknown): number {
  return typeof age === "string" ? (TRADE_AGES as readonly string[]).indexOf(age) : -1;
}

function readAge(age: unknown, field: string): AgeKey {
  const index = ageIndex(age);
  if (index < 0) throw new UnknownAgeError(field);
  return TRADE_AGES[index]!;
}

function readMode(mode: unknown): TradeMode {
  if (!TRADE_MODES.includes(mode as TradeMode)) throw new UnknownModeError("mode");
  return mode as TradeMode;
}

function readInteger(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new InvalidNumberError(field);
  }
  return value;
}

function readOfferSize(value: unknown): number {
  return readInteger(value, "maxOfferSize", 1, TRADE_MAX_OFFER_SIZE);
}

const unitCostCache = new Map<AgeKey, number>();

/**
 * Production cost of one good of an age: coins + supplies of the first (4-hour) production per
 * good, plus the same for the unrefined good it consumes, along the whole chain.
 */
export function getTradeUnitCost(age: AgeKey): number {
  const key = readAge(age, "age");
  const cached = unitCostCache.get(key);
  if (cached !== undefined) return cached;
  let sum = 0;
  let current: AgeKey | null = key;
  const seen = new Set<AgeKey>();
  while (current !== null) {
    if (seen.has(current)) throw new UnknownDataError("unrefinedInputAge");
    seen.add(current);
    const option: GoodsProductionOption | undefined = getGoodsProductionOptions(current)?.[0];
    if (!option || !(option.quantity > 0)) throw new UnknownDataError("productionOptions");
    sum += (option.coins + option.supplies) / option.quantity;
    current = option.unrefinedInputAge;
  }
  unitCostCache.set(key, sum);
  return sum;
}

const ratioCache = new Map<TradeMode, TradeRatios>();

function ratioMatrix(mode: TradeMode): TradeRatios {
  const cached = ratioCache.get(mode);
  if (cached) return cached;
  const matrix = {} as TradeRatios;
  TRADE_AGES.forEach((a, i) => {
    const row = {} as Record<AgeKey, number>;
    TRADE_AGES.forEach((b, j) => {
      let r: number;
      if (mode === "simple") {
        r = j === i - 1 ? 2 : j === i + 1 ? 0.5 : j === i ? 1 : 0;
      } else {
        r = getTradeUnitCost(a) / getTradeUnitCost(b);
        if (Math.abs(i - j) === 1 && (r < 0.5 || r > 2)) r = i < j ? 0.5 : 2;
      }
      row[b] = r;
    });
    matrix[a] = row;
  });
  ratioCache.set(mode, matrix);
  return matrix;
}

function copyMatrix(matrix: TradeRatios): TradeRatios {
  const out = {} as TradeRatios;
  for (const a of TRADE_AGES) out[a] = { ...matrix[a] };
  return out;
}

/** One good of the first age can be swapped for goods of the second in one market offer. */
function tradable(r: number): boolean {
  return r >= 0.5 && r <= 2;
}

/**
 * The ratio matrix of a trade mode: `ratios[a][b]` = goods of age b that one good of age a is
 * worth (0 where the two ages are too far apart to trade directly in `simple` mode).
 */
export function computeTradeRatios(i: TradeRatiosInput): { ratios: TradeRatios } {
  const mode = readMode((i as Partial<TradeRatiosInput> | undefined)?.mode);
  return { ratios: copyMatrix(ratioMatrix(mode)) };
}

/**
 * Offers needed to get `get` goods when one good got costs `rateGetToGive` goods given: full
 * offers of at most `maxOfferSize` goods on the larger side, then one remainder offer.
 */
export function splitOffers(i: SplitOffersInput): OfferSplit {
  const input = (i ?? {}) as Partial<SplitOffersInput>;
  const get = readInteger(input.get, "get", 0, Number.MAX_SAFE_INTEGER);
  const max = readInteger(input.maxOfferSize, "maxOfferSize", 1, Number.MAX_SAFE_INTEGER);
  const rateGiveToGet = readRate(input.rateGiveToGet, "rateGiveToGet");
  const rateGetToGive = readRate(input.rateGetToGive, "rateGetToGive");
  const split = splitOffersUnchecked(get, max, rateGiveToGet, rateGetToGive);
  // Absurd rates can push a side beyond the largest double; refuse them on the rate involved.
  const { offers, remainder } = split;
  if (![offers.give, offers.count, remainder.give].every(Number.isFinite)) {
    throw new InvalidNumberError("rateGetToGive");
  }
  if (![offers.get, remainder.get].every(Number.isFinite)) {
    throw new InvalidNumberError("rateGiveToGet");
  }
  return split;
}

function readRate(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new InvalidNumberError(field);
  }
  return value;
}

/** The split of docs/tools/trade.md §4, exactly as written (`ceil` first, `round` for the remainder). */
function splitOffersUnchecked(
  get: number,
  max: number,
  rateGiveToGet: number,
  rateGetToGive: number,
): OfferSplit {
  const give = Math.ceil(get * rateGetToGive);
  const big = rateGiveToGet < 1 ? give : get;
  const offers =
    big <= max
      ? { give, get, count: 1 }
      : {
          give: give === big ? max : Math.round(max * rateGetToGive),
          get: get === big ? max : Math.ceil(max * rateGiveToGet),
          count: Math.floor(big / max),
        };
  const restGet = get - offers.get * offers.count;
  const remainder =
    restGet <= 0
      ? { give: 0, get: 0 }
      : { give: Math.round(restGet * rateGetToGive), get: restGet };
  return { offers, remainder };
}

/** Ages from `have` to `want` by the best-first search of docs/tools/trade.md §4. */
function findRoute(matrix: TradeRatios, have: AgeKey, want: AgeKey): AgeKey[] {
  if (have === want) return [have];
  const up = ageIndex(have) < ageIndex(want);
  const frontier: { age: AgeKey; cost: number }[] = [{ age: have, cost: 0 }];
  const parent = new Map<AgeKey, AgeKey>();
  while (frontier.length > 0) {
    let best = 0;
    for (let k = 1; k < frontier.length; k++) {
      const cost = frontier[k]!.cost;
      if (up ? cost < frontier[best]!.cost : cost > frontier[best]!.cost) best = k;
    }
    const entry = frontier.splice(best, 1)[0]!;
    if (entry.age === want) {
      const route: AgeKey[] = [want];
      let age = want;
      while (age !== have) {
        age = parent.get(age)!;
        route.unshift(age);
      }
      return route;
    }
    for (const b of TRADE_AGES) {
      const r = matrix[entry.age][b];
      if (tradable(r) && !parent.has(b)) {
        parent.set(b, entry.age);
        frontier.push({ age: b, cost: entry.cost + r });
      }
    }
  }
  throw new UnknownDataError("ratios");
}

/**
 * Trade route to get `amount` goods of age `want` from goods of age `have`: the ages passed
 * through, the goods needed at each one, and the offers to post for each trade.
 */
export function computeTradeRoute(i: TradeRouteInput): { steps: TradeStep[] } {
  const input = (i ?? {}) as Partial<TradeRouteInput>;
  const mode = readMode(input.mode);
  const have = readAge(input.have, "have");
  const want = readAge(input.want, "want");
  const amount = readInteger(input.amount, "amount", 1, Number.MAX_SAFE_INTEGER);
  const max =
    input.maxOfferSize === undefined ? TRADE_MAX_OFFER_SIZE : readOfferSize(input.maxOfferSize);
  const r = ratioMatrix(mode);

  if (have === want) {
    return { steps: [{ age: have, amount, split: splitOffersUnchecked(amount, max, 1, 1) }] };
  }
  const route = findRoute(r, have, want);
  const k = route.length - 1;
  // Goods needed at each age. The documented definition (docs/tools/trade.md §4) first fills them with ceil(next × ratio) hop by hop, but
  // every entry but the last is then replaced by what the offers really give, computed from the
  // already replaced next entry, so only the replaced values are kept here.
  const amounts: number[] = route.map(() => 0);
  amounts[k] = amount;
  const splits: OfferSplit[] = [];
  for (let s = k - 1; s >= 0; s--) {
    const from = route[s]!;
    const to = route[s + 1]!;
    const split = splitOffersUnchecked(amounts[s + 1]!, max, r[from][to], r[to][from]);
    splits[s] = split;
    amounts[s] = split.offers.give * split.offers.count + split.remainder.give;
  }
  const steps: TradeStep[] = route.map((age, s) =>
    s < k ? { age, amount: amounts[s]!, split: splits[s]! } : { age, amount: amounts[s]! },
  );
  return { steps };
}

/**
 * Table version: for `amount` goods of `age`, how many goods of every age that can trade with it
 * directly are worth the same, with the rounded ratio and optionally the offers to post.
 */
export function computeTradeTable(i: TradeTableInput): { rows: TradeTableRow[] } {
  const input = (i ?? {}) as Partial<TradeTableInput>;
  const mode = readMode(input.mode);
  const age = readAge(input.age, "age");
  const amount = readInteger(input.amount, "amount", 0, Number.MAX_SAFE_INTEGER);
  const max = input.maxOfferSize === undefined ? undefined : readOfferSize(input.maxOfferSize);
  if (amount === 0) return { rows: [] };
  const r = ratioMatrix(mode);
  const rows: TradeTableRow[] = [];
  for (const b of TRADE_AGES) {
    const ratio = r[age][b];
    if (!tradable(ratio)) continue;
    const row: TradeTableRow = {
      age: b,
      ratio: Math.round(ratio * 100) / 100,
      give: Math.round(ratio * amount),
    };
    if (max !== undefined) row.split = splitOffersUnchecked(amount, max, r[b][age], ratio);
    rows.push(row);
  }
  return { rows };
}
