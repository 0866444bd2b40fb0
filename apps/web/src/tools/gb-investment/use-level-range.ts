"use client";
/**
 * The investors view's level range (From / To) on the contract's drafts: both fields are one draft
 * state, so a value refused because of the other field is kept as typed, with its message, and
 * saved as soon as an edit of the other makes the range valid.
 */
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { useErrorMessage } from "@/platform/calculator/errors";
import {
  useDraftFields,
  type DraftRules,
  type RawNumber,
  type WithDrafts,
} from "@/platform/calculator/draft-fields";
import type { SetState } from "@/platform/calculator/tool-contract";
import type { CalculationError } from "@/platform/calculator/use-calculation";
import type { InvestorViewSettings } from "./gb-state";

/** The range as its fields show it: the current level (= from - 1) and the target. */
interface LevelRange {
  current: number;
  target: number;
}

/** Whether a level typed in `field` exists for this GB (whatever the other field says). */
function levelExists(field: keyof LevelRange, value: RawNumber, count: number): boolean {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    (field === "current" ? value >= 0 && value < count : value >= 1 && value <= count)
  );
}

/** Whether the range's levels are in order: the first row (current + 1) at most the target. */
function inOrder(range: WithDrafts<LevelRange>): boolean {
  return (
    typeof range.current === "number" &&
    typeof range.target === "number" &&
    range.current < range.target
  );
}

export function useLevelRange({
  levels,
  view,
  setView,
  resetKey,
  check,
}: {
  levels: readonly GbLevel[];
  view: InvestorViewSettings;
  setView: (fn: (v: InvestorViewSettings) => InvestorViewSettings) => void;
  resetKey: unknown;
  /** The calculation's error on a view (null when it computes). */
  check: (view: InvestorViewSettings) => CalculationError | null;
}) {
  const t = useTranslations("gbInvestment.investors");
  const errorMessage = useErrorMessage();
  const range = useMemo<LevelRange>(() => ({ current: view.from - 1, target: view.to }), [view]);
  const setRange: SetState<LevelRange> = (next) =>
    setView((v) => {
      const r = typeof next === "function" ? next({ current: v.from - 1, target: v.to }) : next;
      return { ...v, from: r.current + 1, to: r.target };
    });
  const rules: DraftRules<LevelRange> = {
    check: (r, field) =>
      levelExists(field, r[field], levels.length) && inOrder(r)
        ? check({ ...view, from: r.current + 1, to: r.target })
        : { name: "LevelOutOfRangeError", field: `${field}Level` },
  };
  const fields = useDraftFields(range, setRange, rules, resetKey);
  /** The message beside a field: a level on the wrong side of the other field says so. */
  const message = (field: keyof LevelRange): string | null => {
    const error = fields.errorOf(field);
    if (!error) return null;
    return levelExists(field, fields.values[field], levels.length) && !inOrder(fields.values)
      ? t("rangeOrder")
      : errorMessage(error);
  };
  return { values: fields.values, set: fields.set, message };
}
