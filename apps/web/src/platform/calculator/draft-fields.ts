"use client";
/**
 * Fields being typed, the one draft mechanism of the tool contract (docs/architecture.md): a
 * value the calculation accepts is saved at once (profile or permalink state), a refused one
 * (below a minimum, a decimal, unreadable text) stays in the page as a draft so the field keeps
 * what the player typed, shows its message, and nothing valid is lost. A draft that another
 * field's edit makes valid is saved with that edit.
 */
import { useCallback, useMemo, useState } from "react";
import type { SetState } from "./tool-contract";
import type { CalculationError } from "./use-calculation";

/** A number field's value as `NumberInput` emits it: a number, "" while empty, NaN for unreadable text. */
export type RawNumber = number | "";

/** The values shown: number fields may hold a draft (empty or refused text). */
export type WithDrafts<S> = { [K in keyof S]: S[K] extends number ? RawNumber : S[K] };

export type Drafts<S> = Partial<WithDrafts<S>>;

export interface DraftRules<S> {
  /**
   * Why `candidate` may not be saved after an edit of `field` (usually the calculation's error on
   * it), or null when it may. The error is what the field shows while its draft is refused.
   */
  check: (candidate: S, field: keyof S) => CalculationError | null;
  /**
   * Fields whose empty text stays a draft (counted as 0, never saved): a value shared with other
   * tools is not overwritten while the player clears the field to type another.
   */
  keepEmpty?: readonly (keyof S)[];
  /** Consequences of a saved edit (e.g. another age resets the budget); default: none. */
  apply?: (previous: S, candidate: S, field: keyof S) => S;
}

const INVALID_NUMBER: CalculationError = { name: "InvalidNumberError", field: "" };

/** The state after typing `value` into `field` (empty counts as 0, docs/site.md §13), with its error. */
function tryEdit<S extends object>(
  saved: S,
  field: keyof S,
  value: unknown,
  rules: DraftRules<S>,
): { candidate: S; error: CalculationError | null } {
  const typed = value === "" ? 0 : value;
  if (typeof typed === "number" && Number.isNaN(typed))
    return { candidate: saved, error: { ...INVALID_NUMBER, field: String(field) } };
  const edited = { ...saved, [field]: typed } as S;
  const candidate = rules.apply ? rules.apply(saved, edited, field) : edited;
  return { candidate, error: rules.check(candidate, field) };
}

/**
 * What an edit does: the state to save (or null when refused) and the drafts left. Drafts of fields
 * that the saved edit changed are dropped, so a reset value is shown instead of older refused
 * text; the other drafts are tried again on the new state and saved with it when now accepted
 * (e.g. a "from" above "to" once "to" is raised).
 */
export function planEdit<S extends object, K extends keyof S>(
  saved: S,
  drafts: Drafts<S>,
  field: K,
  value: WithDrafts<S>[K],
  rules: DraftRules<S>,
): { save: S | null; drafts: Drafts<S> } {
  const edit = tryEdit(saved, field, value, rules);
  if (edit.error || (value === "" && rules.keepEmpty?.includes(field)))
    return { save: null, drafts: { ...drafts, [field]: value } };
  let candidate = edit.candidate;
  const left: Drafts<S> = {};
  for (const key of Object.keys(drafts) as (keyof S)[]) {
    if (key === field || !Object.is(candidate[key], saved[key])) continue;
    const retried = tryEdit(candidate, key, drafts[key], rules);
    if (retried.error) left[key] = drafts[key];
    else candidate = retried.candidate;
  }
  return { save: candidate, drafts: left };
}

export interface DraftFields<S> {
  /** Saved values with the drafts on top: what the fields show (and, if it wants, the calculation uses). */
  values: WithDrafts<S>;
  set: <K extends keyof S>(field: K, value: WithDrafts<S>[K]) => void;
  /** Why the field's draft is refused (null when the field shows its saved value). */
  errorOf: (field: keyof S) => CalculationError | null;
  /** Drops every draft (e.g. "Reset values"). */
  clear: () => void;
}

const NO_DRAFTS = {};

/** `resetKey` drops the drafts when it changes (another profile, entering or leaving permalink mode). */
export function useDraftFields<S extends object>(
  saved: S,
  setSaved: SetState<S>,
  rules: DraftRules<S>,
  resetKey: unknown,
): DraftFields<S> {
  const [state, setState] = useState<{ key: unknown; drafts: Drafts<S> }>({
    key: resetKey,
    drafts: NO_DRAFTS,
  });
  const drafts = Object.is(state.key, resetKey) ? state.drafts : (NO_DRAFTS as Drafts<S>);
  const values = useMemo(() => ({ ...saved, ...drafts }) as WithDrafts<S>, [saved, drafts]);
  const set = useCallback(
    <K extends keyof S>(field: K, value: WithDrafts<S>[K]) => {
      const plan = planEdit(saved, drafts, field, value, rules);
      if (plan.save) setSaved(plan.save);
      setState({ key: resetKey, drafts: plan.drafts });
    },
    [saved, drafts, rules, setSaved, resetKey],
  );
  const errorOf = useCallback(
    (field: keyof S) =>
      Object.hasOwn(drafts, field) ? tryEdit(saved, field, drafts[field], rules).error : null,
    [saved, drafts, rules],
  );
  const clear = useCallback(() => setState({ key: resetKey, drafts: NO_DRAFTS }), [resetKey]);
  return { values, set, errorOf, clear };
}

/**
 * One number field on the same mechanism, for a value that is not a field of a state object (a
 * table cell, a value owned by the page around a panel): an edit is saved by `commit` when `check`
 * accepts it; a change of `value` from outside (another field, another tab) replaces the draft.
 * `keepEmpty`: an emptied field stays a draft instead of saving 0.
 */
export function useDraftField(
  value: number,
  commit: (value: number) => void,
  check: (value: number) => CalculationError | null,
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): {
  draft: RawNumber;
  error: CalculationError | null;
  onChange: (value: RawNumber) => void;
  /** Drops the draft: the field shows `value` again. */
  clear: () => void;
} {
  const saved = useMemo(() => ({ value }), [value]);
  const setSaved = useCallback<SetState<{ value: number }>>(
    (update) => commit((typeof update === "function" ? update(saved) : update).value),
    [commit, saved],
  );
  const rules = useMemo<DraftRules<{ value: number }>>(
    () => ({
      check: (candidate) => check(candidate.value),
      ...(keepEmpty ? { keepEmpty: ["value" as const] } : {}),
    }),
    [check, keepEmpty],
  );
  const field = useDraftFields(saved, setSaved, rules, value);
  return {
    draft: field.values.value,
    error: field.errorOf("value"),
    onChange: (next) => field.set("value", next),
    clear: field.clear,
  };
}

/** The number a calculation gets for a field value: an empty field counts as 0. */
export function numberOf(value: RawNumber): number {
  return value === "" ? 0 : value;
}
