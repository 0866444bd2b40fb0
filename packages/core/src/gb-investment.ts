/**
 * GB investment (docs/tools/gb-investment.md): the owner view ("how many FP must I prepare so
 * that investors paying the thread rate keep their places?") and the investors view ("what do I
 * win or lose by taking each place over a range of levels?").
 */
import type { AgeKey, GbLevel } from "./data/index.js";
import {
  InvalidModeError,
  InvalidNumberError,
  InvalidPercentagesError,
  InvestmentExceedsCostError,
  LevelOutOfRangeError,
  NegativeValueError,
  UnknownDataError,
} from "./errors.js";
import { securePlace, type SecureResult } from "./secure-position.js";

/** An FP contribution already on the level; a potential sniper's FP may still move elsewhere. */
export interface Investor {
  value: number;
  isPotentialSniper: boolean;
}

/** Inputs of the owner view for one level. */
export interface LevelInvestmentInput {
  /** The GB's level table, level N at index N-1. */
  levels: GbLevel[];
  /** Level being built (1..levels.length), shown as "level-1 -> level". */
  level: number;
  /** Thread rate of each place as a percentage (90 = rate 1.9); exactly 5 numbers >= 0. */
  investorPercentages: number[];
  /** FP other players already paid in (any order); default none. */
  investors?: Investor[];
  /** FP the owner already paid in; default 0. */
  ownerPreparation?: number;
  /** Arc bonus of the player looking at the Snipe column, in %; default 0. */
  yourArcBonus?: number;
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
  /** Always the 5 places, P1 first. */
  places: PlaceRow[];
  /** Investors who did not get one of the 5 places (positions 6, 7, ...). */
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
  levels: GbLevel[];
  /** Current level of the GB (0 when not built yet); the first row is currentLevel+1. */
  currentLevel: number;
  /** Last level of the range (inclusive), at most levels.length. */
  targetLevel: number;
  /** Your Arc bonus in %. */
  yourArcBonus: number;
  mode: InvestorViewMode;
  /** Thread rates per place in % (used by the "optimal" mode). */
  investorPercentages: number[];
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
  rows: { level: number; cost: number; places: InvestorPlace[] }[];
  /** Sum of `roi` per place over all rows. */
  profitLoss: number[];
}

/** Top-border colour of each age card on the GB chooser page. */
export const GB_CHOOSER_AGE_COLOURS: Readonly<Partial<Record<AgeKey, string>>> = {
  NoAge: "#662211",
  BronzeAge: "#b78d13",
  IronAge: "#984420",
  EarlyMiddleAges: "#4e8144",
  HighMiddleAges: "#2f8e8e",
  LateMiddleAges: "#7f4285",
  ColonialAge: "#ce6404",
  IndustrialAge: "#a72926",
  ProgressiveEra: "#b6895b",
  ModernEra: "#465d88",
  PostmodernEra: "#8d9292",
  ContemporaryEra: "#ce654a",
  Tomorrow: "#22272c",
  TheFuture: "#8dc73f",
  ArcticFuture: "#e9f7f7",
  OceanicFuture: "#225a4b",
  VirtualFuture: "#551a8b",
  SpaceAgeMars: "#bb653d",
  SpaceAgeAsteroidBelt: "#094ebd",
  SpaceAgeVenus: "#ddc500",
};

// ------------------------------------------------------------------------------ validation

function fieldOf(input: unknown, field: string): unknown {
  return typeof input === "object" && input !== null
    ? (input as Record<string, unknown>)[field]
    : undefined;
}

/** An FP amount: a non-negative safe integer (`-0` becomes 0). */
function fpAmount(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** A percentage such as an Arc bonus: finite, not negative. */
function percentage(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidNumberError(field);
  if (value < 0) throw new NegativeValueError(field);
  return value + 0;
}

/** Exactly 5 finite numbers (type problems of all five before any sign problem). */
function percentages(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || value.length !== 5) throw new InvalidPercentagesError(field);
  const out: number[] = [];
  for (const p of value as unknown[]) {
    if (typeof p !== "number" || !Number.isFinite(p)) throw new InvalidPercentagesError(field);
    out.push(p + 0);
  }
  if (out.some((p) => p < 0)) throw new NegativeValueError(field);
  return out;
}

/** Number of levels of a level table (0 when it is not a table at all). */
function levelCount(levels: unknown): number {
  return Array.isArray(levels) ? levels.length : 0;
}

/** An integer level in [min, max], else `LevelOutOfRangeError(field)`. */
function levelNumber(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new LevelOutOfRangeError(field);
  }
  return value + 0;
}

/** Cost and the five FP rewards of one level, as checked numbers. */
interface LevelData {
  cost: number;
  rewards: number[];
}

/**
 * The cost and FP rewards of `level`; the game data does not know every level (cost or rewards
 * `null` for the newest GBs), which is reported as `UnknownDataError("level")`.
 */
function levelData(levels: unknown, level: number): LevelData {
  const row: unknown = Array.isArray(levels) ? (levels as unknown[])[level - 1] : undefined;
  const cost = fieldOf(row, "cost");
  const reward = fieldOf(row, "reward");
  if (typeof cost !== "number" || !Number.isSafeInteger(cost) || cost < 0) {
    throw new UnknownDataError("level", `UnknownDataError: cost of level ${level} is unknown`);
  }
  if (!Array.isArray(reward) || reward.length < 5) {
    throw new UnknownDataError("level", `UnknownDataError: rewards of level ${level} are unknown`);
  }
  const rewards: number[] = [];
  for (let k = 0; k < 5; k++) {
    const fp = fieldOf((reward as unknown[])[k], "fp");
    if (typeof fp !== "number" || !Number.isSafeInteger(fp) || fp < 0) {
      throw new UnknownDataError(
        "level",
        `UnknownDataError: rewards of level ${level} are unknown`,
      );
    }
    rewards.push(fp + 0);
  }
  return { cost: cost + 0, rewards };
}

function investorList(value: unknown, field: string): Investor[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidNumberError(field);
  return (value as unknown[]).map((inv) => ({
    value: fpAmount(fieldOf(inv, "value"), field),
    isPotentialSniper: fieldOf(inv, "isPotentialSniper") === true,
  }));
}

/**
 * Expected participation of each place, `Math.round(reward * (1 + pct / 100))`. A percentage so
 * large that this amount (plus the cost) leaves the exact-integer range of doubles is rejected
 * with `overflow()`.
 */
function expectedParticipations(data: LevelData, pcts: number[], overflow: () => Error): number[] {
  return data.rewards.map((r, k) => {
    const e = Math.round(r * (1 + pcts[k]! / 100));
    if (!Number.isSafeInteger(e + data.cost)) throw overflow();
    return e + 0;
  });
}

// ----------------------------------------------------------------------------- owner view

/** The lock total of `securePlace` (A and R do not matter for it). */
function lockFp(cost: number, deposits: number, yours: number): number | null {
  return securePlace({
    levelCost: cost,
    currentDeposits: deposits,
    yourParticipation: yours,
    otherParticipation: 0,
    yourArcBonus: 0,
    reward: 0,
  }).fp;
}

/** The owner-view algorithm of docs/tools/gb-investment.md §4.3 on checked inputs. */
function investLevel(
  level: number,
  data: LevelData,
  expected: number[],
  investors: Investor[],
  ownerPreparation: number,
  arcBonus: number,
): LevelInvestmentResult {
  const C = data.cost;
  const sorted = investors
    .map((inv) => ({ value: inv.value, isPotentialSniper: inv.isPotentialSniper }))
    .sort((a, b) => b.value - a.value);
  // The queue Q is sorted[q..]; sumQ its total.
  let q = 0;
  let sumQ = sorted.reduce((sum, inv) => sum + inv.value, 0);
  const T0 = ownerPreparation + sumQ;

  let placed = 0;
  let prevPrep = 0;
  let lastPrep = ownerPreparation;
  let deposits = T0;
  let done = false;
  const places: PlaceRow[] = [];

  for (let k = 0; k < 5 && !done; k++) {
    const reward = data.rewards[k]!;
    const E = expected[k]!;
    const head = q < sorted.length ? sorted[q]!.value : 0;
    const lock = lockFp(C, deposits, head);
    let participation: number;
    let investor = false;
    let roi = 0;
    let investorIndex = -1;
    if (head >= E || (lock !== null && head >= lock)) {
      participation = head;
      investor = true;
      roi = E - head;
      if (q < sorted.length) {
        investorIndex = q;
        sumQ -= head;
        q++;
      }
    } else {
      participation = E;
      const over = placed + sumQ + Math.max(prevPrep, E) - C;
      if (over >= 0) participation = E - over;
    }
    let sv = 0;
    for (let j = q; j < sorted.length; j++) {
      if (sorted[j]!.isPotentialSniper) {
        sv = sorted[j]!.value;
        break;
      }
    }
    const others = sumQ - sv;
    const rawPrep = Math.max(0, C - (placed + others + 2 * participation));
    if (participation === 0) {
      // Place k and the following ones become filler rows.
      done = true;
      break;
    }
    const snipe = securePlace({
      levelCost: C,
      currentDeposits: T0,
      yourParticipation: sv,
      otherParticipation: investor ? participation : 0,
      yourArcBonus: arcBonus,
      reward,
    });
    const preparation = Math.max(rawPrep, lastPrep);
    lastPrep = preparation;
    prevPrep = preparation;
    placed += participation;
    deposits = placed + preparation + sumQ;
    places.push({
      place: k + 1,
      reward,
      expectedParticipation: E,
      participation,
      preparation,
      isInvestorParticipation: investor,
      investorIndex,
      roi: roi + 0,
      snipe,
    });
    if (deposits >= C) done = true;
  }

  const totalPreparations = Math.max(lastPrep, C - placed - sumQ);
  for (let k = places.length; k < 5; k++) {
    const E = expected[k]!;
    const row: PlaceRow = {
      place: k + 1,
      reward: data.rewards[k]!,
      expectedParticipation: E,
      participation: 0,
      preparation: totalPreparations,
      isInvestorParticipation: false,
      investorIndex: -1,
      roi: 0,
      snipe: null,
    };
    if (q < sorted.length) {
      const value = sorted[q]!.value;
      row.isInvestorParticipation = true;
      row.participation = value;
      row.roi = E - value + 0;
      row.investorIndex = q;
      sumQ -= value;
      q++;
    }
    places.push(row);
  }

  const extraInvestors: LevelInvestmentResult["extraInvestors"] = [];
  for (let j = q; j < sorted.length; j++) {
    extraInvestors.push({
      position: 6 + (j - q),
      participation: sorted[j]!.value,
      investorIndex: j,
    });
  }

  return { level, cost: C, totalPreparations, places, extraInvestors, investors: sorted };
}

/**
 * Owner view of one GB level: for each patron place, what an investor pays at the thread rate,
 * how many FP the owner must have paid in so that nobody can overtake that investor, and how the
 * investors already on the level fit in (including what a sniper would need, Snipe column).
 */
export function computeLevelInvestment(i: LevelInvestmentInput): LevelInvestmentResult {
  const levels = fieldOf(i, "levels");
  const level = levelNumber(fieldOf(i, "level"), 1, levelCount(levels), "level");
  const pcts = percentages(fieldOf(i, "investorPercentages"), "investorPercentages");
  const rawOwner = fieldOf(i, "ownerPreparation");
  const ownerPreparation = rawOwner === undefined ? 0 : fpAmount(rawOwner, "ownerPreparation");
  const rawArc = fieldOf(i, "yourArcBonus");
  const arcBonus = rawArc === undefined ? 0 : percentage(rawArc, "yourArcBonus");
  const investors = investorList(fieldOf(i, "investors"), "investors");

  const data = levelData(levels, level);
  const investorSum = investors.reduce((sum, inv) => sum + inv.value, 0);
  if (investorSum > data.cost) throw new InvestmentExceedsCostError("investors");
  if (investorSum + ownerPreparation > data.cost)
    throw new InvestmentExceedsCostError("ownerPreparation");

  const expected = expectedParticipations(
    data,
    pcts,
    () => new InvalidPercentagesError("investorPercentages"),
  );
  return investLevel(level, data, expected, investors, ownerPreparation, arcBonus);
}

/**
 * Investors view: for every level of a range, what taking each place costs you and what you win
 * or lose with your Arc bonus, either on an empty level ("none"), behind investors who locked
 * the places above ("normal"), or in a thread where the owner prepared and investors pay the
 * rate ("optimal"); plus the total per place.
 */
export function computeInvestorView(i: InvestorViewInput): InvestorViewResult {
  const levels = fieldOf(i, "levels");
  const targetLevel = levelNumber(fieldOf(i, "targetLevel"), 1, levelCount(levels), "targetLevel");
  const currentLevel = levelNumber(fieldOf(i, "currentLevel"), 0, targetLevel - 1, "currentLevel");
  const arcBonus = percentage(fieldOf(i, "yourArcBonus"), "yourArcBonus");
  const mode = fieldOf(i, "mode");
  if (mode !== "none" && mode !== "normal" && mode !== "optimal")
    throw new InvalidModeError("mode");
  const pcts = percentages(fieldOf(i, "investorPercentages"), "investorPercentages");

  const table: { level: number; data: LevelData }[] = [];
  for (let level = currentLevel + 1; level <= targetLevel; level++) {
    table.push({ level, data: levelData(levels, level) });
  }

  const rows: InvestorViewResult["rows"] = [];
  const profitLoss = [0, 0, 0, 0, 0];
  for (const { level, data } of table) {
    const places: InvestorPlace[] = [];
    if (mode === "optimal") {
      const expected = expectedParticipations(
        data,
        pcts,
        () => new InvalidPercentagesError("investorPercentages"),
      );
      const owner = investLevel(level, data, expected, [], 0, 0);
      for (let k = 0; k < 5; k++) {
        const row = owner.places[k]!;
        const realParticipation = Math.round(row.reward * (1 + arcBonus / 100));
        if (!Number.isSafeInteger(realParticipation)) throw new InvalidNumberError("yourArcBonus");
        places.push({
          place: k + 1,
          reward: row.reward,
          participation: row.participation,
          preparation: row.preparation,
          fp: null,
          realParticipation: realParticipation + 0,
          roi: realParticipation - row.expectedParticipation + 0,
        });
      }
    } else {
      const arcRates = [arcBonus, arcBonus, arcBonus, arcBonus, arcBonus];
      const expected = expectedParticipations(
        data,
        arcRates,
        () => new InvalidNumberError("yourArcBonus"),
      );
      const owner = investLevel(level, data, expected, [], 0, 0);
      let deposits = 0;
      let previousFp: number | null = null;
      for (let k = 0; k < 5; k++) {
        const row = owner.places[k]!;
        if (k > 0) deposits = mode === "none" ? 0 : deposits + (previousFp ?? 0);
        const lock = securePlace({
          levelCost: data.cost,
          currentDeposits: deposits,
          yourParticipation: 0,
          otherParticipation: 0,
          yourArcBonus: arcBonus,
          reward: row.reward,
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
      }
    }
    places.forEach((p, k) => {
      profitLoss[k] = profitLoss[k]! + p.roi;
    });
    rows.push({ level, cost: data.cost, places });
  }
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
