/**
 * State of the trade page (docs/tools/trade.md §4–6): per tab ("2:1" and fair trade) the form
 * version and the table version keep their own inputs. Kept per profile under `tools.trade`, and
 * carried by the permalink together with the open tab. Pure functions, tested beside.
 */
import {
  TRADE_AGES,
  TRADE_MAX_OFFER_SIZE,
  computeTradeRoute,
  computeTradeTable,
  type TradeMode,
  type TradeStep,
  type TradeTableRow,
} from "@foe-toolbox/core/trade";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { encodePermalink, readBoolean, type PermalinkValue } from "@/platform/calculator/permalink";
import { numberOf, type WithDrafts } from "@/platform/calculator/draft-fields";
import { isErrorFor } from "@/platform/calculator/errors";
import { runCalculation, type CalculationError } from "@/platform/calculator/use-calculation";
import { isPlainObject } from "@/lib/storage/sanitize";

export const TRADE_MODES: readonly TradeMode[] = ["simple", "fair"];
/** The Fair Trade tab is selected on arrival (docs/tools/trade.md §6). */
export const DEFAULT_TRADE_MODE: TradeMode = "fair";

/** Form version: "I have goods of `have` and want `amount` goods of `want`". */
export interface TradeFormState {
  have: AgeKey;
  want: AgeKey;
  /** 0 shows nothing (the field's default). */
  amount: number;
  maxOfferSize: number;
}

/** Table version: `amount` goods wanted of the reference row `age`. */
export interface TradeTableState {
  age: AgeKey;
  /** 0 = no reference row, no results. */
  amount: number;
  showRatio: boolean;
  split: boolean;
  maxOfferSize: number;
}

export interface TradeTabState {
  form: TradeFormState;
  table: TradeTableState;
}

export type TradeState = Record<TradeMode, TradeTabState>;

/** What a permalink carries: the open tab and the state of both tabs. */
export interface TradePermalink {
  tab: TradeMode;
  state: TradeState;
}

const FIRST_AGE = TRADE_AGES[0]!;

export function defaultTradeTab(): TradeTabState {
  return {
    form: { have: FIRST_AGE, want: FIRST_AGE, amount: 0, maxOfferSize: TRADE_MAX_OFFER_SIZE },
    table: {
      age: FIRST_AGE,
      amount: 0,
      showRatio: false,
      split: false,
      maxOfferSize: TRADE_MAX_OFFER_SIZE,
    },
  };
}

export function defaultTradeState(): TradeState {
  return { simple: defaultTradeTab(), fair: defaultTradeTab() };
}

export function isTradeAge(value: unknown): value is AgeKey {
  return typeof value === "string" && (TRADE_AGES as readonly string[]).includes(value);
}

export function isTradeMode(value: unknown): value is TradeMode {
  return value === "simple" || value === "fair";
}

function count(value: unknown, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

function offerSize(value: unknown): number {
  return count(value, TRADE_MAX_OFFER_SIZE, 1, TRADE_MAX_OFFER_SIZE);
}

function sanitizeTab(value: unknown): TradeTabState {
  const defaults = defaultTradeTab();
  const tab = isPlainObject(value) ? value : {};
  const form = isPlainObject(tab.form) ? tab.form : {};
  const table = isPlainObject(tab.table) ? tab.table : {};
  return {
    form: {
      have: isTradeAge(form.have) ? form.have : defaults.form.have,
      want: isTradeAge(form.want) ? form.want : defaults.form.want,
      amount: count(form.amount, 0),
      maxOfferSize: offerSize(form.maxOfferSize),
    },
    table: {
      age: isTradeAge(table.age) ? table.age : defaults.table.age,
      amount: count(table.amount, 0),
      showRatio: table.showRatio === true,
      split: table.split === true,
      maxOfferSize: offerSize(table.maxOfferSize),
    },
  };
}

/** Any stored value (old, corrupted, junk) as a valid state. */
export function sanitizeTradeState(value: unknown): TradeState {
  const stored = isPlainObject(value) ? value : {};
  return { simple: sanitizeTab(stored.simple), fair: sanitizeTab(stored.fair) };
}

/** Switching "Split the offers?" puts the offer size back to 1,000 (docs/tools/trade.md §5). */
export function applyTableEdit(
  previous: TradeTableState,
  candidate: TradeTableState,
  field: keyof TradeTableState,
): TradeTableState {
  return field === "split" && candidate.split !== previous.split
    ? { ...candidate, maxOfferSize: TRADE_MAX_OFFER_SIZE }
    : candidate;
}

export interface TradeRouteResult {
  /** The inputs the steps belong to (they stay on screen while a later input is invalid). */
  input: { have: AgeKey; want: AgeKey; amount: number; maxOfferSize: number };
  steps: TradeStep[];
}

/**
 * The form's result; null while the amount is 0 (nothing asked). The offer size is checked by the
 * core in that case too, so that an invalid one is reported at once.
 */
export function computeTradeForm(
  mode: TradeMode,
  values: WithDrafts<TradeFormState>,
): TradeRouteResult | null {
  const input = {
    mode,
    have: values.have,
    want: values.want,
    amount: numberOf(values.amount),
    maxOfferSize: numberOf(values.maxOfferSize),
  };
  if (input.amount === 0) {
    computeTradeRoute({ ...input, amount: 1 });
    return null;
  }
  const { steps } = computeTradeRoute(input);
  return {
    input: {
      have: input.have,
      want: input.want,
      amount: input.amount,
      maxOfferSize: input.maxOfferSize,
    },
    steps,
  };
}

export function formCheck(mode: TradeMode) {
  return (candidate: TradeFormState, field: keyof TradeFormState): CalculationError | null => {
    const outcome = runCalculation((v: TradeFormState) => computeTradeForm(mode, v), candidate);
    return outcome.ok || !isErrorFor(outcome.error, field) ? null : outcome.error;
  };
}

/** A row being typed whose text is not a valid amount (kept in the page, not saved). */
export interface RowDraft {
  age: AgeKey;
  value: number | "";
}

export interface TradeTableResult {
  /** The reference row and amount of these results. */
  age: AgeKey;
  amount: number;
  rows: TradeTableRow[];
}

/** The table's results for the saved state, or for the row being typed. */
export function computeTradeTableResult(
  mode: TradeMode,
  values: WithDrafts<TradeTableState>,
  draft: RowDraft | null,
): TradeTableResult {
  const age = draft ? draft.age : values.age;
  const amount = numberOf(draft ? draft.value : values.amount);
  const maxOfferSize = values.split ? numberOf(values.maxOfferSize) : undefined;
  const { rows } = computeTradeTable({ mode, age, amount, maxOfferSize });
  return { age, amount, rows };
}

export function tableCheck(mode: TradeMode) {
  return (candidate: TradeTableState, field: keyof TradeTableState): CalculationError | null => {
    const outcome = runCalculation(
      (v: TradeTableState) => computeTradeTableResult(mode, v, null),
      candidate,
    );
    return outcome.ok || !isErrorFor(outcome.error, field) ? null : outcome.error;
  };
}

/**
 * The table after typing `value` in the row of `age`: a positive amount makes that row the
 * reference (the other rows read 0); 0 or an empty field in the reference row clears the results.
 * Null when the text is not a valid amount (it stays a draft of that row).
 */
export function editTableRow(
  mode: TradeMode,
  saved: TradeTableState,
  age: AgeKey,
  value: number | "",
): TradeTableState | null {
  const typed = numberOf(value);
  if (typed === 0) return age === saved.age ? { ...saved, amount: 0 } : saved;
  const candidate = { ...saved, age, amount: typed };
  return tableCheck(mode)(candidate, "amount") === null ? candidate : null;
}

/** Permalink parameter of a field of a tab (`s` = 2:1, `f` = fair). */
const TAB_PREFIX: Record<TradeMode, string> = { simple: "tr_s_", fair: "tr_f_" };
const FIELDS = {
  form: { have: "h", want: "w", amount: "a", maxOfferSize: "mo" },
  table: { age: "ta", amount: "tx", showRatio: "tr", split: "ts", maxOfferSize: "tso" },
} as const;
export const TRADE_TAB_PARAM = "tr_tab";

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

function readAge(params: URLSearchParams, key: string): AgeKey | undefined {
  const raw = params.get(key);
  return isTradeAge(raw) ? raw : undefined;
}

/** The permalink of a URL, or null without any valid parameter; missing values take their defaults. */
export function parseTradePermalink(params: URLSearchParams): TradePermalink | null {
  let found = false;
  const pick = <T>(value: T | undefined, fallback: T): T => {
    if (value === undefined) return fallback;
    found = true;
    return value;
  };
  const rawTab = params.get(TRADE_TAB_PARAM);
  const tab = pick(isTradeMode(rawTab) ? rawTab : undefined, DEFAULT_TRADE_MODE);
  const state = defaultTradeState();
  for (const mode of TRADE_MODES) {
    const p = TAB_PREFIX[mode];
    const { form, table } = state[mode];
    const f = FIELDS.form;
    const tb = FIELDS.table;
    state[mode] = {
      form: {
        have: pick(readAge(params, p + f.have), form.have),
        want: pick(readAge(params, p + f.want), form.want),
        amount: pick(readInteger(params, p + f.amount, 0), form.amount),
        maxOfferSize: pick(
          readInteger(params, p + f.maxOfferSize, 1, TRADE_MAX_OFFER_SIZE),
          form.maxOfferSize,
        ),
      },
      table: {
        age: pick(readAge(params, p + tb.age), table.age),
        amount: pick(readInteger(params, p + tb.amount, 0), table.amount),
        showRatio: pick(readBoolean(params, p + tb.showRatio), table.showRatio),
        split: pick(readBoolean(params, p + tb.split), table.split),
        maxOfferSize: pick(
          readInteger(params, p + tb.maxOfferSize, 1, TRADE_MAX_OFFER_SIZE),
          table.maxOfferSize,
        ),
      },
    };
  }
  return found ? { tab, state } : null;
}

/** The permalink query: the open tab, then every value that differs from its default (short links). */
export function encodeTradePermalink(tab: TradeMode, state: TradeState): string {
  const defaults = defaultTradeTab();
  const values: Record<string, PermalinkValue | undefined> = { [TRADE_TAB_PARAM]: tab };
  const put = (
    key: string,
    value: string | number | boolean,
    fallback: string | number | boolean,
  ) => {
    if (value !== fallback) values[key] = typeof value === "boolean" ? (value ? 1 : 0) : value;
  };
  for (const mode of TRADE_MODES) {
    const p = TAB_PREFIX[mode];
    const { form, table } = state[mode];
    for (const key of Object.keys(FIELDS.form) as (keyof TradeFormState)[]) {
      put(p + FIELDS.form[key], form[key], defaults.form[key]);
    }
    for (const key of Object.keys(FIELDS.table) as (keyof TradeTableState)[]) {
      put(p + FIELDS.table[key], table[key], defaults.table[key]);
    }
  }
  return encodePermalink(values);
}
