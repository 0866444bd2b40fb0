"use client";
/**
 * Investors view (docs/tools/gb-investment.md §4.4–4.5): what taking each place is worth over a range
 * of levels, from `computeInvestorView`.
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
import {
  investorViewPercentages,
  PLACES,
  type InvestorMode,
  type InvestorViewSettings,
} from "./gb-state";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import { cardClass } from "@/ui/Card";
import { InvestorsTable } from "./InvestorsTable";
import { useLevelRange } from "./use-level-range";

export interface InvestorsViewProps {
  gbName: string;
  levels: readonly GbLevel[];
  state: GbPageState;
  update: GbPageUpdate;
  /** Drops the fields' drafts when it changes (another profile, a link opened or kept). */
  resetKey?: unknown;
}

function inputOf(
  levels: readonly GbLevel[],
  view: InvestorViewSettings,
  arc: number,
): InvestorViewInput {
  return {
    levels: levels as InvestorViewInput["levels"],
    currentLevel: view.from - 1,
    targetLevel: view.to,
    yourArcBonus: arc,
    mode: INVESTOR_VIEW_MODES[view.takingPlaceInConsideration]!,
    investorPercentages: investorViewPercentages(view),
  };
}

function check(input: InvestorViewInput): CalculationError | null {
  const outcome = runCalculation(computeInvestorView, input);
  return outcome.ok || outcome.error.name === "UnknownDataError" ? null : outcome.error;
}

export function InvestorsView({ gbName, levels, state, update, resetKey }: InvestorsViewProps) {
  const t = useTranslations("gbInvestment.investors");
  const tCalc = useTranslations("calculator");
  const tOwner = useTranslations("gbInvestment.owner");
  const errorMessage = useErrorMessage();
  const id = useId();
  const view = state.settings.investorView;
  const arc = state.investorArc;
  const setView = (fn: (v: InvestorViewSettings) => InvestorViewSettings) =>
    update((s) => ({
      ...s,
      settings: { ...s.settings, investorView: fn(s.settings.investorView) },
    }));

  const calculation = useCalculation(
    () => computeInvestorView(inputOf(levels, view, arc)),
    [levels, view, arc],
  );
  const unknownData = calculation.error?.name === "UnknownDataError";
  const result = unknownData ? null : calculation.result;
  const optimal = view.takingPlaceInConsideration === 2;
  const inputCheck = (next: InvestorViewSettings) => check(inputOf(levels, next, arc));

  const levelRange = useLevelRange({ levels, view, setView, resetKey, check: inputCheck });
  const currentMessage = levelRange.message("current");
  const targetMessage = levelRange.message("target");
  const arcField = useDraftField(
    arc,
    (value) => update((s) => ({ ...s, investorArc: value })),
    (value) => check(inputOf(levels, view, value)),
  );
  const global = useDraftField(
    view.investorPercentageGlobal,
    (value) =>
      setView((v) => ({
        ...v,
        investorPercentageGlobal: value,
        investorPercentageCustom: Array(PLACES).fill(value),
      })),
    (value) =>
      check(
        inputOf(
          levels,
          {
            ...view,
            investorPercentageGlobal: value,
            investorPercentageCustom: Array(PLACES).fill(value),
          },
          arc,
        ),
      ),
  );
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
        <Field id={fieldId("arc")} label={tOwner("yourArc")} error={errorMessage(arcField.error)}>
          <NumberInput
            id={fieldId("arc")}
            testId="investors-arc"
            value={arcField.draft}
            onChange={arcField.onChange}
            min={0}
            max={BONUS_PERCENT_MAX}
            step={0.1}
            invalid={arcField.error !== null}
            describedBy={describedBy(fieldId("arc"), { error: arcField.error })}
          />
        </Field>
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
              view.investorPercentageCustom.map((value, index) => (
                <PlaceField
                  key={index}
                  id={fieldId(`pc${index + 1}`)}
                  label={t("percentageOfPlace", { place: index + 1 })}
                  value={value}
                  check={(v) =>
                    check(
                      inputOf(
                        levels,
                        {
                          ...view,
                          investorPercentageCustom: view.investorPercentageCustom.map((p, i) =>
                            i === index ? v : p,
                          ),
                        },
                        arc,
                      ),
                    )
                  }
                  onCommit={(v) =>
                    setView((s) => ({
                      ...s,
                      investorPercentageCustom: s.investorPercentageCustom.map((p, i) =>
                        i === index ? v : p,
                      ),
                    }))
                  }
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
            {view.showPlace.map((shown, index) => (
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
                      showPlace: v.showPlace.map((s, i) => (i === index ? checked : s)),
                    }));
                  }}
                />
                {t("showPlace", { place: index + 1 })}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      {unknownData ? (
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
          <InvestorsTable gbName={gbName} view={view} result={result} />
        </section>
      ) : calculation.error ? (
        <p role="alert" className={cardClass("text-[var(--color-danger)]")}>
          {errorMessage(calculation.error)}
        </p>
      ) : null}
    </div>
  );
}

function PlaceField({
  id,
  label,
  value,
  check,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  check: (v: number) => CalculationError | null;
  onCommit: (v: number) => void;
}) {
  const errorMessage = useErrorMessage();
  const field = useDraftField(value, onCommit, check);
  return (
    <Field id={id} label={label} error={errorMessage(field.error)}>
      <NumberInput
        id={id}
        value={field.draft}
        onChange={field.onChange}
        min={0}
        max={BONUS_PERCENT_MAX}
        step={0.1}
        invalid={field.error !== null}
        describedBy={describedBy(id, { error: field.error })}
      />
    </Field>
  );
}
