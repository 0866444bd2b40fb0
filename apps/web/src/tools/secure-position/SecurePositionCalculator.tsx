"use client";
/**
 * The secure-position calculator shared by the standalone page and the box of the GB owner view
 * (docs/tools/secure-position.md): the inputs with their messages, "Reset values", and the result
 * computed by the core as the player types (the last valid result stays while an input is wrong).
 */
import { useId } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { RotateCcw } from "@/ui/icons/RotateCcw";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { computeSecurePosition } from "@foe-toolbox/core/secure-position";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { BONUS_PERCENT_MAX, LEVEL_FP_MAX } from "@/platform/calculator/field-ranges";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { SecurePositionResultView } from "./SecurePositionResultView";
import {
  toSecurePositionInput,
  type FieldValue,
  type SecurePositionField,
  type SecurePositionValues,
} from "./secure-position-state";

/** The targeted place is picked among the level's places (5, or 7 on a gold level under Prestige). */
export interface PlaceChoice {
  /** Base FP reward of each place, P1 first. */
  rewards: readonly number[];
  /** Index of the chosen place, null when none is chosen (reward 0). */
  selected: number | null;
  onSelect: (index: number | null) => void;
}

export interface SecurePositionCalculatorProps {
  values: SecurePositionValues;
  onChange: (field: SecurePositionField, value: FieldValue) => void;
  onReset: () => void;
  /** Embedded mode: the level cost follows the GB page and cannot be edited here. */
  levelCostReadOnly?: boolean;
  /** Embedded mode: a select of the places instead of the reward field. */
  placeChoice?: PlaceChoice;
  /** Embedded mode: the owner view's Snipe column drives the Arc bonus. */
  arcBonusDisabled?: boolean;
  /** Label of the Arc bonus field (under Prestige it names the tier's boost); default the plain one. */
  arcBonusLabel?: string;
  /** How the reward is boosted (docs/tools/gb-prestige.md); default "live". */
  rules?: GbRules;
  headingLevel?: 2 | 3;
}

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function SecurePositionCalculator({
  values,
  onChange,
  onReset,
  levelCostReadOnly = false,
  placeChoice,
  arcBonusDisabled = false,
  arcBonusLabel,
  rules = "live",
  headingLevel = 2,
}: SecurePositionCalculatorProps) {
  const t = useTranslations("securePosition");
  const errorMessage = useErrorMessage();
  const format = useFormatter();
  const prefix = useId();
  const input = toSecurePositionInput(values);
  const { result, error, stale } = useCalculation(
    () => computeSecurePosition({ ...input, rules }),
    [
      input.levelCost,
      input.currentDeposits,
      input.yourParticipation,
      input.otherParticipation,
      input.yourArcBonus,
      input.fpTargetReward,
      rules,
    ],
  );

  const fieldError = (field: SecurePositionField) =>
    isErrorFor(error, field) ? errorMessage(error) : null;
  const numberField = (
    field: SecurePositionField,
    { step = 1, disabled = false, hint }: { step?: number; disabled?: boolean; hint?: string } = {},
  ) => {
    const id = `${prefix}-${field}`;
    const message = fieldError(field);
    return (
      <Field
        id={id}
        label={field === "yourArcBonus" && arcBonusLabel ? arcBonusLabel : t(field)}
        hint={hint}
        error={message}
      >
        <NumberInput
          id={id}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          min={0}
          max={field === "yourArcBonus" ? BONUS_PERCENT_MAX : LEVEL_FP_MAX}
          step={step}
          invalid={message !== null}
          disabled={disabled}
          describedBy={describedBy(id, { hint, error: message })}
          testId={`sp-${field}`}
        />
      </Field>
    );
  };

  const placeId = `${prefix}-place`;
  return (
    <div className="grid gap-6">
      <div className={GRID}>
        {numberField("levelCost", { disabled: levelCostReadOnly })}
        {numberField("currentDeposits", { hint: t("currentDepositsHint") })}
        {numberField("yourParticipation")}
        {numberField("otherParticipation")}
        {numberField("yourArcBonus", { step: 0.1, disabled: arcBonusDisabled })}
        {placeChoice ? (
          <Field id={placeId} label={t("targetPlace")}>
            <select
              id={placeId}
              value={placeChoice.selected === null ? "" : String(placeChoice.selected)}
              onChange={(event) =>
                placeChoice.onSelect(event.target.value === "" ? null : Number(event.target.value))
              }
              className="h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
              data-testid="sp-place"
            >
              <option value="">{t("noPlace")}</option>
              {placeChoice.rewards.map((reward, index) => (
                <option key={index} value={index}>
                  {t("placeOption", { place: index + 1, reward: format.number(reward) })}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          numberField("fpTargetReward", { step: 5 })
        )}
      </div>
      {error?.name === "UnexpectedError" && (
        <p role="alert" className="text-sm text-[var(--color-danger)]">
          {errorMessage(error)}
        </p>
      )}
      <div>
        <button
          type="button"
          onClick={onReset}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-4 font-medium hover:bg-[var(--color-brand-soft)]"
          data-testid="sp-reset"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t("reset")}
        </button>
      </div>
      <SecurePositionResultView
        result={result}
        stale={stale}
        headingLevel={headingLevel}
        outcomePending={
          placeChoice
            ? placeChoice.selected === null
              ? "place"
              : undefined
            : input.fpTargetReward > 0
              ? undefined
              : "reward"
        }
      />
    </div>
  );
}
