"use client";
/**
 * Fields being typed: a value the calculation accepts is saved at once (profile or permalink
 * state), a refused one (below a minimum, a decimal, unreadable text) stays in the page as a
 * draft so the field keeps what the player typed, shows its message, and nothing valid is lost.
 */
import { useCallback, useMemo, useState } from "react";
import type { SetState } from "./tool-contract";

/** A number field's value as `NumberInput` emits it: a number, "" while empty, NaN for unreadable text. */
export type RawNumber = number | "";

/** The values shown: number fields may hold a draft (empty or refused text). */
export type WithDrafts<S> = { [K in keyof S]: S[K] extends number ? RawNumber : S[K] };

export type Drafts<S> = Partial<WithDrafts<S>>;

export interface DraftRules<S> {
  /** Whether `candidate` may be saved after an edit of `field` (usually: the calculation raises no error on it). */
  accepts: (candidate: S, field: keyof S) => boolean;
  /** Consequences of a saved edit (e.g. another age resets the budget); default: none. */
  apply?: (previous: S, candidate: S, field: keyof S) => S;
}

/**
 * What an edit does: the state to save (or null when refused) and the drafts left. An empty field
 * counts as 0 (docs/site.md §13). Drafts of fields that the saved edit changed are dropped, so a reset
 * value is shown instead of older refused text.
 */
export function planEdit<S extends object, K extends keyof S>(
  saved: S,
  drafts: Drafts<S>,
  field: K,
  value: WithDrafts<S>[K],
  rules: DraftRules<S>,
): { save: S | null; drafts: Drafts<S> } {
  const refused = { save: null, drafts: { ...drafts, [field]: value } };
  const typed = value === "" ? 0 : value;
  if (typeof typed === "number" && Number.isNaN(typed)) return refused;
  const edited = { ...saved, [field]: typed } as S;
  const candidate = rules.apply ? rules.apply(saved, edited, field) : edited;
  if (!rules.accepts(candidate, field)) return refused;
  const left: Drafts<S> = {};
  for (const key of Object.keys(drafts) as (keyof S)[]) {
    if (key !== field && Object.is(candidate[key], saved[key])) left[key] = drafts[key];
  }
  return { save: candidate, drafts: left };
}

export interface DraftFields<S> {
  /** Saved values with the drafts on top: what the fields show and the calculation uses. */
  values: WithDrafts<S>;
  set: <K extends keyof S>(field: K, value: WithDrafts<S>[K]) => void;
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
  return { values, set };
}

/** The number a calculation gets for a field value: an empty field counts as 0. */
export function numberOf(value: RawNumber): number {
  return value === "" ? 0 : value;
}
