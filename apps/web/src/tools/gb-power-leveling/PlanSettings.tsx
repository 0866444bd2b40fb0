"use client";
/**
 * The plan's settings (docs/tools/gb-power-leveling.md §2): the rules, the thread rate for all
 * places or per place, the FP income, the production switch and the promotion template.
 */
import { BONUS_PERCENT_MAX, FP_PER_DAY_MAX } from "@/platform/calculator/field-ranges";
import { updateGlobalSettings } from "@/platform/settings/global-store";
import { useTranslations } from "next-intl";
import type { PromotionTemplate } from "@foe-toolbox/core/promotion-messages";
import { CheckboxOption } from "@/ui/CheckboxOption";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { textInput } from "@/ui/text-input";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import type { CalculationError } from "@/platform/calculator/use-calculation";
import { useTemplateName } from "@/tools/promotion-messages/template-name";
import {
  placeCount,
  withCustom,
  withGlobalPct,
  withPlacePct,
  type PowerLevelingState,
} from "./power-leveling-state";

export function PlanSettings({
  state,
  update,
  error,
  producesFp,
  templates,
}: {
  state: PowerLevelingState;
  update: (change: (s: PowerLevelingState) => PowerLevelingState) => void;
  error: CalculationError | null;
  producesFp: boolean;
  templates: readonly PromotionTemplate[];
}) {
  const t = useTranslations("gbPowerLeveling");
  const errorMessage = useErrorMessage();
  const templateName = useTemplateName();
  const fieldError = (field: string) => (isErrorFor(error, field) ? errorMessage(error) : null);
  const pctError = fieldError("investorPercentages");
  const fpError = fieldError("fpPerDay");
  const count = placeCount(state);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <fieldset className="grid content-start gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("rates")}</legend>
        <CheckboxOption
          id="gbpl-custom"
          checked={state.custom}
          label={t("customPlaces")}
          onChange={(checked) => update((s) => withCustom(s, checked))}
        />
        {state.custom ? (
          <div className="grid gap-2">
            {state.pcts.slice(0, count).map((pct, k) => (
              <div key={k} className="grid grid-cols-[minmax(0,1fr)_8rem] items-center gap-3">
                <label htmlFor={`gbpl-p${k + 1}`} className="text-sm font-medium">
                  {t("placePercent", { place: k + 1 })}
                </label>
                <NumberInput
                  id={`gbpl-p${k + 1}`}
                  testId={`gbpl-p${k + 1}`}
                  value={pct}
                  min={0}
                  max={BONUS_PERCENT_MAX}
                  step={0.1}
                  invalid={isErrorFor(error, `investorPercentages[${k}]`)}
                  describedBy={pctError ? "gbpl-pct-error" : undefined}
                  onChange={(v) => update((s) => withPlacePct(s, k, v))}
                />
              </div>
            ))}
            <p
              id="gbpl-pct-error"
              role="alert"
              className="text-sm text-[var(--color-danger)] empty:hidden"
            >
              {pctError ?? ""}
            </p>
          </div>
        ) : (
          <Field id="gbpl-rate" label={t("globalPercent")} hint={t("rateHint")} error={pctError}>
            <NumberInput
              id="gbpl-rate"
              testId="gbpl-rate"
              value={state.globalPct}
              min={0}
              max={BONUS_PERCENT_MAX}
              step={0.1}
              invalid={Boolean(pctError)}
              describedBy={describedBy("gbpl-rate", { hint: true, error: pctError })}
              onChange={(v) => update((s) => withGlobalPct(s, v))}
            />
          </Field>
        )}
      </fieldset>

      <div className="grid content-start gap-3">
        <Field id="gbpl-fp" label={t("fpPerDay")} hint={t("fpPerDayHint")} error={fpError}>
          <NumberInput
            id="gbpl-fp"
            testId="gbpl-fp"
            value={state.fpPerDay}
            min={0}
            max={FP_PER_DAY_MAX}
            step={0.1}
            invalid={Boolean(fpError)}
            describedBy={describedBy("gbpl-fp", { hint: true, error: fpError })}
            onChange={(v) => update((s) => ({ ...s, fpPerDay: v }))}
          />
        </Field>
        {producesFp && (
          <CheckboxOption
            id="gbpl-production"
            checked={state.subtractProduction}
            label={t("subtractProduction")}
            hint={t("subtractProductionHint")}
            onChange={(checked) => update((s) => ({ ...s, subtractProduction: checked }))}
          />
        )}
      </div>

      <div className="grid content-start gap-3">
        <Field id="gbpl-rules" label={t("rules")}>
          <select
            id="gbpl-rules"
            data-testid="gbpl-rules"
            value={state.rules}
            onChange={(event) =>
              // The rules are the site's "Great Building rules" setting, shared by every GB tool.
              updateGlobalSettings({
                gbRules: event.target.value === "prestige" ? "prestige" : "live",
              })
            }
            className={textInput()}
          >
            <option value="live">{t("rulesLive")}</option>
            <option value="prestige">{t("rulesPrestige")}</option>
          </select>
        </Field>
        {templates.length > 0 && (
          <Field id="gbpl-template" label={t("template")} hint={t("templateHint")}>
            <select
              id="gbpl-template"
              data-testid="gbpl-template"
              value={Math.min(state.template, templates.length - 1)}
              aria-describedby={describedBy("gbpl-template", { hint: true })}
              onChange={(event) => {
                const template = Number(event.target.value);
                update((s) => ({ ...s, template }));
              }}
              className={textInput()}
            >
              {templates.map((entry, index) => (
                <option key={index} value={index}>
                  {templateName(entry.name)}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
    </div>
  );
}
