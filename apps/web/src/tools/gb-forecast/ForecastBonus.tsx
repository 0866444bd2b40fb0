"use client";
/**
 * The investor bonus inputs of the forecast: one bonus or one per place (5, or 7 when a Prestige
 * range reaches a gold level), and under Prestige a second set for the gold levels when the range
 * has copper and gold levels (docs/tools/gb-prestige.md).
 */
import { useTranslations } from "next-intl";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";
import type { NumberField } from "@/platform/calculator/number-field";
import type { CalculationError } from "@/platform/calculator/use-calculation";
import {
  withCustom,
  withGlobalPct,
  withGlobalPctGold,
  withPlacePct,
  withPlacePctGold,
  type ForecastState,
} from "./forecast-state";

const TIERS = {
  lastCopper: PRESTIGE_RULES.lastCopperLevel,
  firstGold: PRESTIGE_RULES.lastCopperLevel + 1,
};

export function ForecastBonus({
  state,
  places,
  splitTiers,
  error,
  update,
}: {
  state: ForecastState;
  places: number;
  splitTiers: boolean;
  error: CalculationError | null;
  update: (change: (s: ForecastState) => ForecastState) => void;
}) {
  const t = useTranslations("gbForecast");
  const tRules = useTranslations("gbRules");
  const errorMessage = useErrorMessage();
  const copperError = isErrorFor(error, "investorPercentages") ? errorMessage(error) : null;
  const goldError = isErrorFor(error, "investorPercentagesGold") ? errorMessage(error) : null;
  const pctError = copperError ?? goldError;
  const copperLabel = tRules("copperLevels", TIERS);
  const goldLabel = tRules("goldLevels", TIERS);

  const placeInput = (id: string, value: NumberField, k: number, gold: boolean, label?: string) => (
    <NumberInput
      id={id}
      testId={id}
      value={value}
      min={0}
      max={BONUS_PERCENT_MAX}
      step={0.1}
      ariaLabel={label}
      invalid={isErrorFor(error, `investorPercentages${gold ? "Gold" : ""}[${k}]`)}
      describedBy={pctError ? "gbfc-pct-error" : undefined}
      onChange={(v) => update((s) => (gold ? withPlacePctGold(s, k, v) : withPlacePct(s, k, v)))}
    />
  );

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">{t("bonus")}</legend>
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="gbfc-custom"
          checked={state.custom}
          onChange={(event) => update((s) => withCustom(s, event.target.checked))}
          className="h-5 w-5 accent-[var(--color-brand)]"
        />
        {t("customPlaces")}
      </label>
      {state.custom ? (
        <div className="grid gap-2">
          {splitTiers && (
            <div
              aria-hidden
              className="grid grid-cols-[minmax(0,1fr)_6rem_6rem] gap-2 text-xs font-medium"
            >
              <span />
              <span>{copperLabel}</span>
              <span>{goldLabel}</span>
            </div>
          )}
          {state.pcts.slice(0, places).map((pct, k) => {
            const label = t("placePercent", { place: k + 1 });
            return (
              <div
                key={k}
                className={`grid items-center gap-2 ${
                  splitTiers
                    ? "grid-cols-[minmax(0,1fr)_6rem_6rem]"
                    : "grid-cols-[minmax(0,1fr)_8rem]"
                }`}
              >
                <label htmlFor={`gbfc-p${k + 1}`} className="text-sm font-medium">
                  {label}
                </label>
                {/* Copper places 6 and 7 do not exist: those rates apply to the gold levels. */}
                {splitTiers && k >= 5 ? (
                  <span />
                ) : (
                  placeInput(
                    `gbfc-p${k + 1}`,
                    pct,
                    k,
                    false,
                    splitTiers ? `${label}, ${copperLabel}` : undefined,
                  )
                )}
                {splitTiers &&
                  placeInput(
                    `gbfc-g${k + 1}`,
                    state.pctsGold[k] ?? 0,
                    k,
                    true,
                    `${label}, ${goldLabel}`,
                  )}
              </div>
            );
          })}
          <p
            id="gbfc-pct-error"
            role="alert"
            className="text-sm text-[var(--color-danger)] empty:hidden"
          >
            {pctError ?? ""}
          </p>
        </div>
      ) : (
        <>
          <Field
            id="gbfc-global"
            label={splitTiers ? `${t("globalPercent")} – ${copperLabel}` : t("globalPercent")}
            hint={t("globalPercentHint")}
            error={copperError}
          >
            <NumberInput
              id="gbfc-global"
              testId="gbfc-global"
              value={state.globalPct}
              min={0}
              max={BONUS_PERCENT_MAX}
              step={0.1}
              invalid={Boolean(copperError)}
              describedBy={describedBy("gbfc-global", { hint: true, error: copperError })}
              onChange={(v) => update((s) => withGlobalPct(s, v))}
            />
          </Field>
          {splitTiers && (
            <Field
              id="gbfc-global-gold"
              label={`${t("globalPercent")} – ${goldLabel}`}
              error={goldError}
            >
              <NumberInput
                id="gbfc-global-gold"
                testId="gbfc-global-gold"
                value={state.globalPctGold}
                min={0}
                max={BONUS_PERCENT_MAX}
                step={0.1}
                invalid={Boolean(goldError)}
                describedBy={describedBy("gbfc-global-gold", { error: goldError })}
                onChange={(v) => update((s) => withGlobalPctGold(s, v))}
              />
            </Field>
          )}
        </>
      )}
    </fieldset>
  );
}
