"use client";
/**
 * State and actions of the owner view: the level's inputs (each saved only when the core accepts
 * it), the investors on the level and the calculation. The rules themselves are the core's; under
 * Prestige (docs/tools/gb-prestige.md) the level has 5 or 7 places and its tier's Arc bonus.
 */
import { useMemo, useState } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  computeLevelInvestment,
  exceedsLevelCost,
  isPotentialSniper,
  type LevelInvestmentInput,
  type LevelInvestmentResult,
  type PlaceRow,
} from "@foe-toolbox/core/gb-investment";
import {
  runCalculation,
  useCalculation,
  type CalculationError,
} from "@/platform/calculator/use-calculation";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import {
  arcTierOf,
  placeCountOf,
  placeValues,
  remainingFp,
  sortInvestors,
  sumOf,
  withLevel,
  withPlaceValue,
  type OwnerViewSettings,
} from "./gb-state";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import { useDraftField } from "@/platform/calculator/draft-fields";
import { levelsToAsk } from "@/platform/gb-levels/entered-levels";

/** The Arc bonuses of the owner view: copper (or the live one) and gold. */
interface Arcs {
  arc: number;
  arcGold: number;
}

/** The rates of the level's places (5, or 7 on a Prestige gold level). */
export function ownerPercentages(view: OwnerViewSettings, rules: GbRules): number[] {
  return placeValues(
    view.investorPercentageCustom,
    placeCountOf(rules, view.level),
    view.investorPercentageGlobal,
  );
}

function inputOf(
  levels: readonly GbLevel[],
  view: OwnerViewSettings,
  { arc, arcGold }: Arcs,
  rules: GbRules,
): LevelInvestmentInput {
  return {
    levels: levels as LevelInvestmentInput["levels"],
    level: view.level,
    investorPercentages: ownerPercentages(view, rules),
    investors: view.investorParticipation,
    ownerPreparation: view.ownerInvestment,
    yourArcBonus: arc,
    yourArcBonusGold: arcGold,
    rules,
  };
}

/** The error an edit would cause, or null; unknown game data is not an input error. */
function checkInput(input: LevelInvestmentInput): CalculationError | null {
  const outcome = runCalculation(computeLevelInvestment, input);
  if (outcome.ok || outcome.error.name === "UnknownDataError") return null;
  return outcome.error;
}

const withPlacePercentage = (
  v: OwnerViewSettings,
  place: number,
  value: number,
): OwnerViewSettings => ({
  ...v,
  investorPercentageCustom: withPlaceValue(
    v.investorPercentageCustom,
    place,
    value,
    v.investorPercentageGlobal,
  ),
});

export function useOwnerView({
  levels,
  rules,
  state,
  update,
  includeLocked,
  setIncludePlaces,
}: {
  /** The level table with the player's entered values. */
  levels: readonly GbLevel[];
  rules: GbRules;
  state: GbPageState;
  update: GbPageUpdate;
  includeLocked: boolean;
  setIncludePlaces: (value: boolean[]) => void;
}) {
  const view = state.settings.ownerView;
  const arcs: Arcs = { arc: state.ownerArc, arcGold: state.ownerArcGold };
  const setView = (fn: (v: OwnerViewSettings) => OwnerViewSettings) =>
    update((s) => ({ ...s, settings: { ...s.settings, ownerView: fn(s.settings.ownerView) } }));
  const check = (next: OwnerViewSettings, nextArcs: Arcs = arcs) =>
    checkInput(inputOf(levels, next, nextArcs, rules));

  const calculation = useCalculation(
    () => computeLevelInvestment(inputOf(levels, view, arcs, rules)),
    [levels, view, arcs.arc, arcs.arcGold, rules],
  );
  const unknownData = calculation.error?.name === "UnknownDataError";
  // The level lacks what the player can enter (its cost, or under live rules its rewards).
  const levelToAsk = levelsToAsk(levels, view.level, view.level, rules).length > 0;
  const result: LevelInvestmentResult | null = unknownData ? null : calculation.result;
  const levelCost = levels[view.level - 1]?.cost;
  const cost = typeof levelCost === "number" ? levelCost : null;
  const taken = view.ownerInvestment + sumOf(view.investorParticipation);
  const freeForInvestor = remainingFp(levels, view.level, taken);

  const level = useDraftField(
    view.level,
    (value) => {
      // A new level includes every place in the messages again, unless "only secured places" decides.
      if (value !== view.level && !includeLocked)
        setIncludePlaces(Array<boolean>(placeCountOf(rules, value)).fill(true));
      update((s) => ({
        ...s,
        settings: { ...s.settings, ownerView: withLevel(s.settings.ownerView, value) },
      }));
    },
    (value) => check(withLevel(view, value)),
  );
  const global = useDraftField(
    view.investorPercentageGlobal,
    (value) =>
      setView((v) => ({
        ...v,
        investorPercentageGlobal: value,
        investorPercentageCustom: Array<number>(v.investorPercentageCustom.length).fill(value),
      })),
    (value) =>
      check({
        ...view,
        investorPercentageGlobal: value,
        investorPercentageCustom: Array<number>(view.investorPercentageCustom.length).fill(value),
      }),
  );
  const ownerFp = useDraftField(
    view.ownerInvestment,
    (value) => setView((v) => ({ ...v, ownerInvestment: value })),
    (value) => check({ ...view, ownerInvestment: value }),
  );
  const arcField = useDraftField(
    arcs.arc,
    (value) => update((s) => ({ ...s, ownerArc: value })),
    (value) => check(view, { ...arcs, arc: value }),
  );
  const arcGoldField = useDraftField(
    arcs.arcGold,
    (value) => update((s) => ({ ...s, ownerArcGold: value })),
    (value) => check(view, { ...arcs, arcGold: value }),
  );
  // One array per change of the rates (the panels under the table run effects on its identity).
  const { investorPercentageCustom: custom, investorPercentageGlobal: all, level: shown } = view;
  const percentages = useMemo(
    () => placeValues(custom, placeCountOf(rules, shown), all),
    [custom, all, shown, rules],
  );
  // The Snipe column uses the level's Arc bonus: the gold one on a Prestige gold level.
  const arcTier = arcTierOf(rules, view.level);

  const [newInvestor, setNewInvestorValue] = useState<number | "">("");
  const [newInvestorError, setNewInvestorError] = useState<CalculationError | null>(null);
  const checkNewInvestor = (value: number | ""): CalculationError | null => {
    if (value === "" || Number.isNaN(value) || !Number.isInteger(value) || value < 0)
      return { name: "InvalidNumberError", field: "investors" };
    if (exceedsLevelCost({ cost, taken, value }))
      return { name: "InvestmentExceedsCostError", field: "investors" };
    return check({
      ...view,
      investorParticipation: [...view.investorParticipation, { value, isPotentialSniper: false }],
    });
  };
  const setNewInvestor = (value: number | "") => {
    setNewInvestorValue(value);
    setNewInvestorError(value === "" || value === 0 ? null : checkNewInvestor(value));
  };
  const addInvestor = (value: number, sniper?: boolean) => {
    const flagged = sniper ?? (result ? isPotentialSniper({ value, places: result.places }) : true);
    setView((v) => ({
      ...v,
      investorParticipation: sortInvestors([
        ...v.investorParticipation,
        { value, isPotentialSniper: flagged },
      ]),
    }));
  };
  const removeInvestor = (index: number) =>
    setView((v) => ({
      ...v,
      investorParticipation: v.investorParticipation.filter((_, i) => i !== index),
    }));
  const submitNewInvestor = () => {
    // An empty field (0 once left) adds nothing.
    if (newInvestor === "" || newInvestor === 0) return;
    const problem = checkNewInvestor(newInvestor);
    setNewInvestorError(problem);
    if (problem || typeof newInvestor !== "number") return;
    addInvestor(newInvestor);
    setNewInvestorValue("");
  };

  return {
    view,
    calculation,
    unknownData,
    levelToAsk,
    result,
    cost,
    freeForInvestor,
    fields: { level, global, ownerFp, arc: arcTier === "gold" ? arcGoldField : arcField },
    arcTier,
    placeCount: placeCountOf(rules, view.level),
    percentages,
    newInvestor: {
      value: newInvestor,
      error: newInvestorError,
      set: setNewInvestor,
      submit: submitNewInvestor,
      enabled: freeForInvestor === null ? !unknownData : freeForInvestor > 0,
    },
    toggleLock: () => setView((v) => ({ ...v, lockInvestorPercentage: !v.lockInvestorPercentage })),
    setShowSnipe: (value: boolean) => update((s) => ({ ...s, showSnipe: value })),
    setOwnerFp: (value: number) => setView((v) => ({ ...v, ownerInvestment: value })),
    canAddExpected: (value: number) => value > 0 && !exceedsLevelCost({ cost, taken, value }),
    // "P1 taken": an investor paying what the place brings at the rate; again: the place's investor leaves.
    toggleTaken: (
      row: Pick<PlaceRow, "isInvestorParticipation" | "investorIndex" | "expectedParticipation">,
    ) => {
      if (!row.isInvestorParticipation) addInvestor(row.expectedParticipation, false);
      else if (row.investorIndex >= 0) removeInvestor(row.investorIndex);
    },
    removeInvestor,
    setSniper: (index: number, value: boolean) =>
      setView((v) => ({
        ...v,
        investorParticipation: v.investorParticipation.map((inv, i) =>
          i === index ? { ...inv, isPotentialSniper: value } : inv,
        ),
      })),
    setPlacePercentage: (place: number, value: number) =>
      setView((v) => withPlacePercentage(v, place, value)),
    // Like the other fields: a value the core rejects (e.g. so large it overflows) is never saved.
    checkPlacePercentage: (place: number, value: number) =>
      check(withPlacePercentage(view, place, value)),
  };
}

export type OwnerViewModel = ReturnType<typeof useOwnerView>;
