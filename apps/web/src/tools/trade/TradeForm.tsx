"use client";
/** Form version (docs/tools/trade.md §4): the goods of one age needed for N goods of another, and the offers to post. */
import { useMemo } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { TriangleAlert } from "@/ui/icons/TriangleAlert";
import { TRADE_AGES, TRADE_MAX_OFFER_SIZE, type TradeMode } from "@foe-toolbox/core/trade";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { GOODS_MAX } from "@/platform/calculator/field-ranges";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { useAgeName } from "@/platform/calculator/use-age-name";
import { numberOf, useDraftFields, type DraftRules } from "@/platform/calculator/draft-fields";
import type { SetState } from "@/platform/calculator/tool-contract";
import { computeTradeForm, formCheck, type TradeFormState } from "./trade-state";
import { useOfferText } from "./use-offer-text";
import { cardClass } from "@/ui/Card";

export const CARD = cardClass();
export const SELECT =
  "h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3";

export function TradeForm({
  mode,
  state,
  setState,
  resetKey,
}: {
  mode: TradeMode;
  state: TradeFormState;
  setState: SetState<TradeFormState>;
  resetKey: unknown;
}) {
  const t = useTranslations("trade");
  const tc = useTranslations("calculator");
  const format = useFormatter();
  const ageName = useAgeName();
  const offerText = useOfferText();
  const errorMessage = useErrorMessage();
  const rules = useMemo<DraftRules<TradeFormState>>(() => ({ check: formCheck(mode) }), [mode]);
  const { values, set } = useDraftFields(state, setState, rules, resetKey);
  const { result, error, stale } = useCalculation(
    () => computeTradeForm(mode, values),
    [mode, values],
  );
  const fieldError = (field: keyof TradeFormState) =>
    isErrorFor(error, field) ? errorMessage(error) : null;
  const id = (field: string) => `trade-${mode}-${field}`;
  const amountError = fieldError("amount");
  const sizeError = fieldError("maxOfferSize");
  const large = numberOf(values.amount) > TRADE_MAX_OFFER_SIZE;

  const ageSelect = (field: "have" | "want", label: string) => (
    <div className="grid gap-1">
      <label htmlFor={id(field)} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id(field)}
        value={values[field]}
        onChange={(e) => set(field, e.target.value as AgeKey)}
        className={SELECT}
      >
        {TRADE_AGES.map((age) => (
          <option key={age} value={age}>
            {ageName(age)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={id("heading")} className={`${CARD} grid gap-4`}>
      <h2 id={id("heading")} className="text-lg font-semibold">
        {t("form.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {ageSelect("have", t("form.have"))}
        {ageSelect("want", t("form.want"))}
        <Field
          id={id("amount")}
          label={t("form.amount")}
          hint={large ? <LargeAmount /> : undefined}
          error={amountError}
        >
          <NumberInput
            id={id("amount")}
            testId="trade-amount"
            value={values.amount}
            onChange={(v) => set("amount", v)}
            min={0}
            max={GOODS_MAX}
            step={1}
            invalid={amountError !== null}
            describedBy={describedBy(id("amount"), { hint: large, error: amountError })}
            className={large ? "ring-2 ring-amber-500" : undefined}
          />
        </Field>
        <Field
          id={id("maxOfferSize")}
          label={t("form.maxOfferSize", { max: format.number(TRADE_MAX_OFFER_SIZE) })}
          error={sizeError}
        >
          <NumberInput
            id={id("maxOfferSize")}
            testId="trade-max-offer"
            value={values.maxOfferSize}
            onChange={(v) => set("maxOfferSize", v)}
            min={1}
            max={TRADE_MAX_OFFER_SIZE}
            step={1}
            invalid={sizeError !== null}
            describedBy={describedBy(id("maxOfferSize"), { error: sizeError })}
          />
        </Field>
      </div>
      {stale && (
        <p role="status" className="text-sm text-[var(--color-danger)]">
          {tc("staleResult")}
        </p>
      )}
      <div aria-live="polite" data-testid="trade-route">
        {result ? (
          <>
            <p className="font-medium">
              {t("form.summary", {
                amount: format.number(result.input.amount),
                want: ageName(result.input.want),
                need: format.number(result.steps[0]!.amount),
                have: ageName(result.input.have),
                max: format.number(result.input.maxOfferSize),
              })}
            </p>
            <ul className="mt-2 grid list-disc gap-1 pl-6 tabular-nums">
              {result.steps.map((step, i) =>
                step.split ? (
                  <li key={`${step.age}-${i}`} data-testid="trade-step">
                    {offerText(step.split, step.age, result.steps[i + 1]?.age ?? step.age)}{" "}
                    <span className="text-[var(--color-muted)]">
                      {t("total", {
                        amount: format.number(step.amount),
                        age: ageName(step.age, "short"),
                      })}
                    </span>
                  </li>
                ) : null,
              )}
            </ul>
          </>
        ) : (
          !error && <p className="text-sm text-[var(--color-muted)]">{t("form.empty")}</p>
        )}
      </div>
    </section>
  );
}

function LargeAmount() {
  const t = useTranslations("trade");
  const format = useFormatter();
  return (
    <span className="inline-flex items-start gap-1 text-amber-800 dark:text-amber-300">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      {t("form.largeAmount", { max: format.number(TRADE_MAX_OFFER_SIZE) })}
    </span>
  );
}
