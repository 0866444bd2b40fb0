"use client";
/**
 * Investors view (docs/tools/gb-investment.md §4.4–4.5): what taking each place is worth over a range
 * of levels, from `computeInvestorView`. Under Prestige (docs/tools/gb-prestige.md) gold levels have
 * 7 places, and the copper and gold Arc bonuses each have a field when the range reaches their tier.
 */
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  computeInvestorView,
  INVESTOR_VIEW_MODES,
  type InvestorViewInput,
} from "@foe-toolbox/core/gb-investment";
import { describedBy, Field } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";
import { useErrorMessage } from "@/platform/calculator/errors";
import { useDraftField } from "@/platform/calculator/draft-fields";
import {
  runCalculation,
  useCalculation,
  type CalculationError,
} from "@/platform/calculator/use-calculation";
import { PRESTIGE_RULES, type GbRules } from "@foe-toolbox/core/gb-prestige";
import { levelsToAsk } from "@/platform/gb-levels/entered-levels";
import { EnteredLevelsUsed } from "@/platform/gb-levels/EnteredLevelsUsed";
import { MissingLevels } from "@/platform/gb-levels/MissingLevels";
import type { EffectiveGbRules } from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import {
  investorViewPercentages,
  MAX_PLACES,
  PLACES,
  placeValues,
  withPlaceValue,
  type InvestorMode,
  type InvestorViewSettings,
} from "./gb-state";
import type { EnteredLevelsInput } from "./owner-props";
import { useArcLabel } from "./OwnerInputs";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import { cardClass } from "@/ui/Card";
import { InvestorsTable } from "./InvestorsTable";
import { useLevelRange } from "./use-level-range";
import { ArcField, PlaceField } from "./InvestorFields";

export interface InvestorsViewProps {
  gbName: string;
  /** The level table with the player's entered values. */
  levels: readonly GbLevel[];
  entered: EnteredLevelsInput;
  rules: EffectiveGbRules;
  state: GbPageState;
  update: GbPageUpdate;
  /** Drops the fields' drafts when it changes (another profile, a link opened or kept). */
  resetKey?: unknown;
}

/** The Arc bonuses of the view: copper (or the live one) and gold. */
interface Arcs {
  arc: number;
  arcGold: number;
}

/** Places the view can show: 7 when a Prestige range reaches a gold level, else 5. */
function placesOf(rules: GbRules, view: InvestorViewSettings): number {
  return rules === "prestige" && view.to > PRESTIGE_RULES.lastCopperLevel ? MAX_PLACES : PLACES;
}

function inputOf(
  levels: readonly GbLevel[],
  view: InvestorViewSettings,
  { arc, arcGold }: Arcs,
  rules: GbRules,
): InvestorViewInput {
  return {
    levels: levels as InvestorViewInput["levels"],
    currentLevel: view.from - 1,
    targetLevel: view.to,
    yourArcBonus: arc,
    yourArcBonusGold: arcGold,
    mode: INVESTOR_VIEW_MODES[view.takingPlaceInConsideration]!,
    // Prestige takes 7 rates whatever the range; live rules exactly 5.
    investorPercentages: investorViewPercentages(view, rules === "prestige" ? MAX_PLACES : PLACES),
    rules,
  };
}

function check(input: InvestorViewInput): CalculationError | null {
  const outcome = runCalculation(computeInvestorView, input);
  return outcome.ok || outcome.error.name === "UnknownDataError" ? null : outcome.error;
}

export function InvestorsView(props: InvestorsViewProps) {
  const { gbName, levels, state, update, resetKey, entered } = props;
  const rules = props.rules.rules;
  const t = useTranslations("gbInvestment.investors");
  const tCalc = useTranslations("calculator");
  const errorMessage = useErrorMessage();
  const id = useId();
  const arcLabel = useArcLabel();
  const view = state.settings.investorView;
  const arcs: Arcs = { arc: state.investorArc, arcGold: state.investorArcGold };
  const setView = (fn: (v: InvestorViewSettings) => InvestorViewSettings) =>
    update((s) => ({
      ...s,
      settings: { ...s.settings, investorView: fn(s.settings.investorView) },
    }));

  const calculation = useCalculation(
    () => computeInvestorView(inputOf(levels, view, arcs, rules)),
    [levels, view, arcs.arc, arcs.arcGold, rules],
  );
  const unknownData = calculation.error?.name === "UnknownDataError";
  const result = unknownData ? null : calculation.result;
  const optimal = view.takingPlaceInConsideration === 2;
  const inputCheck = (next: InvestorViewSettings) => check(inputOf(levels, next, arcs, rules));
  const placeCount = placesOf(rules, view);
  // Levels of the range the data lacks: asked for (entered values kept) rather than "unknown".
  const lacking = levelsToAsk(entered.dataLevels, view.from, view.to, rules);
  const toAsk = levelsToAsk(levels, view.from, view.to, rules);
  const usedEntered = entered.used.filter((level) => level >= view.from && level <= view.to);
  // Under Prestige one Arc field per tier the range reaches; one field under live rules.
  const lastCopper = PRESTIGE_RULES.lastCopperLevel;
  const showCopperArc = rules === "live" || view.from <= lastCopper;
  const showGoldArc = rules === "prestige" && view.to > lastCopper;

  const levelRange = useLevelRange({ levels, view, setView, resetKey, check: inputCheck });
  const currentMessage = levelRange.message("current");
  const targetMessage = levelRange.message("target");
  const arcField = useDraftField(
    arcs.arc,
    (value) => update((s) => ({ ...s, investorArc: value })),
    (value) => check(inputOf(levels, view, { ...arcs, arc: value }, rules)),
  );
  const arcGoldField = useDraftField(
    arcs.arcGold,
    (value) => update((s) => ({ ...s, investorArcGold: value })),
    (value) => check(inputOf(levels, view, { ...arcs, arcGold: value }, rules)),
  );
  const withGlobal = (v: InvestorViewSettings, value: number): InvestorViewSettings => ({
    ...v,
    investorPercentageGlobal: value,
    investorPercentageCustom: Array<number>(v.investorPercentageCustom.length).fill(value),
  });
  const global = useDraftField(
    view.investorPercentageGlobal,
    (value) => setView((v) => withGlobal(v, value)),
    (value) => check(inputOf(levels, withGlobal(view, value), arcs, rules)),
  );
  const withCustom = (v: InvestorViewSettings, index: number, value: number) => ({
    ...v,
    investorPercentageCustom: withPlaceValue(
      v.investorPercentageCustom,
      index,
      value,
      v.investorPercentageGlobal,
    ),
  });
  const fieldId = (name: string) => `${id}-${name}`;
  const modeHints = [t("noneHint"), t("normalHint"), t("optimalHint")];

  return (
    <div className="grid grid-cols-1 gap-4">
      <section className={cardClass("grid gap-4 md:grid-cols-3")}>
        <Field id={fieldId("from")} label={t("from")} error={currentMessage}>
          {/* The bounds are the GB's, not the other field's: leaving a field never rewrites it. */}
          <NumberInput
            id={fieldId("from")}
            testId="investors-from"
            value={levelRange.values.current}
            onChange={(value) => levelRange.set("current", value)}
            min={0}
            max={Math.max(0, levels.length - 1)}
            buttons
            invalid={currentMessage !== null}
            describedBy={describedBy(fieldId("from"), { error: currentMessage })}
          />
        </Field>
        <Field id={fieldId("to")} label={t("to")} error={targetMessage}>
          <NumberInput
            id={fieldId("to")}
            testId="investors-to"
            value={levelRange.values.target}
            onChange={(value) => levelRange.set("target", value)}
            min={1}
            max={levels.length}
            buttons
            invalid={targetMessage !== null}
            describedBy={describedBy(fieldId("to"), { error: targetMessage })}
          />
        </Field>
        {showCopperArc && (
          <ArcField
            id={fieldId("arc")}
            testId="investors-arc"
            label={arcLabel(rules === "live" ? "live" : "copper")}
            field={arcField}
          />
        )}
        {showGoldArc && (
          <ArcField
            id={fieldId("arc-gold")}
            testId="investors-arc-gold"
            label={arcLabel("gold")}
            field={arcGoldField}
          />
        )}
        <fieldset className="md:col-span-3">
          <legend className="text-sm font-medium">{t("mode")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {(["none", "normal", "optimal"] as const).map((mode, index) => (
              <label key={mode} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fieldId("mode")}
                  className="h-5 w-5"
                  checked={view.takingPlaceInConsideration === index}
                  onChange={() =>
                    setView((v) => ({ ...v, takingPlaceInConsideration: index as InvestorMode }))
                  }
                  data-testid={`investors-mode-${mode}`}
                />
                {t(mode)}
              </label>
            ))}
          </div>
          <p className="text-sm text-[var(--color-muted)]">
            {modeHints[view.takingPlaceInConsideration]}
          </p>
        </fieldset>
        {optimal && (
          <div className="grid gap-3 md:col-span-3 md:grid-cols-3">
            <label className="inline-flex min-h-10 items-center gap-2 text-sm md:col-span-3">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={view.customPercentage}
                onChange={(e) => {
                  const checked = e.target.checked;
                  setView((v) => ({ ...v, customPercentage: checked }));
                }}
              />
              {t("customPercentage")}
            </label>
            {view.customPercentage ? (
              placeValues(
                view.investorPercentageCustom,
                placeCount,
                view.investorPercentageGlobal,
              ).map((value, index) => (
                <PlaceField
                  key={index}
                  id={fieldId(`pc${index + 1}`)}
                  label={t("percentageOfPlace", { place: index + 1 })}
                  value={value}
                  check={(v) => check(inputOf(levels, withCustom(view, index, v), arcs, rules))}
                  onCommit={(v) => setView((s) => withCustom(s, index, v))}
                />
              ))
            ) : (
              <Field
                id={fieldId("global")}
                label={t("globalPercentage")}
                error={errorMessage(global.error)}
              >
                <NumberInput
                  id={fieldId("global")}
                  value={global.draft}
                  onChange={global.onChange}
                  min={0}
                  max={BONUS_PERCENT_MAX}
                  step={0.1}
                  invalid={global.error !== null}
                  describedBy={describedBy(fieldId("global"), { error: global.error })}
                />
              </Field>
            )}
          </div>
        )}
        <fieldset className="md:col-span-3">
          <legend className="text-sm font-medium">{t("showPlaces")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {placeValues(view.showPlace, placeCount, false).map((shown, index) => (
              <label key={index} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={shown}
                  data-testid={`investors-show-${index + 1}`}
                  onChange={(e) => {
                    const checked = e.target.checked;
                    setView((v) => ({
                      ...v,
                      showPlace: withPlaceValue(v.showPlace, index, checked, false),
                    }));
                  }}
                />
                {t("showPlace", { place: index + 1 })}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <MissingLevels
        idPrefix="gbi-investors-entered"
        levels={lacking}
        missing={toAsk}
        entered={entered.values}
        withRewards={rules === "live"}
        onChange={entered.change}
        headingLevel={2}
      />
      {unknownData && toAsk.length > 0 ? null : unknownData ? (
        <p
          role="status"
          className={cardClass("text-[var(--color-muted)]")}
          data-testid="investors-unknown"
        >
          <strong className="block text-[var(--color-ink)]">{tCalc("unknownForLevel")}</strong>
          {errorMessage(calculation.error)}
        </p>
      ) : result ? (
        <section className={cardClass(calculation.stale ? "opacity-60" : "")}>
          {calculation.stale && (
            <p className="mb-2 text-sm text-[var(--color-muted)]">{tCalc("staleResult")}</p>
          )}
          <InvestorsTable gbName={gbName} view={view} result={result} placeCount={placeCount} />
          <EnteredLevelsUsed levels={usedEntered} testId="gbi-investors-entered-used" />
        </section>
      ) : calculation.error ? (
        <p role="alert" className={cardClass("text-[var(--color-danger)]")}>
          {errorMessage(calculation.error)}
        </p>
      ) : null}
      <GbRulesNotice {...props.rules} testId="gbi-investors-rules" />
    </div>
  );
}
