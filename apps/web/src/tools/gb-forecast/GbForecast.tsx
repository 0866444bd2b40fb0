"use client";
/**
 * GB forecast cost (docs/tools/gb-forecast-cost.md): the owner's cost over a range of levels of one Great
 * Building, with and without the investors' Arc bonus, and the time it takes at a daily FP
 * production. The chosen GB's levels are fetched on demand; every number comes from the core.
 */
import { useCallback, useMemo } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { computeGbForecast } from "@foe-toolbox/core/gb-forecast-cost";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { FP_PER_DAY_MAX, LEVEL_FP_MAX } from "@/platform/calculator/field-ranges";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { valueOf } from "@/platform/calculator/number-field";
import { useTool, useToolShortener } from "@/platform/calculator/tool-contract";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { DataLoadError, DataLoading } from "@/platform/gb-data/DataStatus";
import { GbSelect } from "@/platform/gb-data/GbSelect";
import { gbLevelsUrl, parseGbLevels } from "@/platform/gb-data/gb-levels-resource";
import type { GbOption } from "@/platform/gb-data/gb-options";
import { useJsonResource } from "@/platform/gb-data/use-json-resource";
import { useGbRules } from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { levelsToAsk } from "@/platform/gb-levels/entered-levels";
import { fillFromEntered } from "@/platform/gb-levels/fill-entered";
import { EnteredLevelsUsed } from "@/platform/gb-levels/EnteredLevelsUsed";
import { LazyMissingLevels } from "@/platform/gb-levels/LazyMissingLevels";
import { useEnteredLevels } from "@/platform/gb-levels/use-entered-levels";
import {
  afterTargetBlur,
  bonusLayout,
  forecastInput,
  forecastPermalink,
  withCurrent,
  withGb,
  type ForecastState,
} from "./forecast-state";
import { ForecastBonus } from "./ForecastBonus";
import { forecastTool } from "./tool";
import { ForecastResults, type ComputedForecast } from "./ForecastResults";
import { cardClass } from "@/ui/Card";

const CARD = cardClass();

export function GbForecast({ gbs }: { gbs: GbOption[] }) {
  const t = useTranslations("gbForecast");
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const format = useFormatter();
  const byKey = useMemo(() => new Map(gbs.map((g) => [g.key, g])), [gbs]);
  const maxLevelOf = useCallback((key: string) => byKey.get(key)?.maxLevel, [byKey]);
  const {
    value: state,
    setValue,
    permalinkActive,
    keepPermalinkValues,
  } = useTool(forecastTool, { context: maxLevelOf });
  const gbRules = useGbRules(permalinkActive);
  const rules = gbRules.rules;
  const query = forecastPermalink(state, rules);
  const shorten = useToolShortener(forecastTool, maxLevelOf);
  const gb = byKey.get(state.gb) ?? gbs[0]!;
  const resource = useJsonResource(gbLevelsUrl(gb.key), parseGbLevels);
  const { entered, change: changeEntered } = useEnteredLevels(gb.key);
  // The player's values fill the levels our data lacks (docs/tools/gb-prestige.md).
  const filled = useMemo(
    () => (resource.status === "ready" ? fillFromEntered(resource.value, entered) : null),
    [resource, entered],
  );
  const levels = filled?.levels ?? null;
  const layout = bonusLayout(state, rules);
  const first = valueOf(state.current) + 1;
  const last = valueOf(state.target);
  const lacking =
    resource.status === "ready" ? levelsToAsk(resource.value, first, last, rules) : [];
  const toAsk = levels ? levelsToAsk(levels, first, last, rules) : [];
  const usedEntered = (filled?.used ?? []).filter((level) => level >= first && level <= last);

  const { result, error, stale } = useCalculation<ComputedForecast | null>(() => {
    if (!levels) return null;
    const input = forecastInput(state, levels, rules);
    return {
      gbName: gb.name,
      current: input.currentLevel,
      target: input.targetLevel,
      forecast: computeGbForecast(input),
    };
  }, [levels, state, gb.name, rules]);

  const update = (change: (s: ForecastState) => ForecastState) => setValue((s) => change(s));
  const fieldError = (field: string) => (isErrorFor(error, field) ? errorMessage(error) : null);
  const currentError = fieldError("currentLevel");
  const targetError = fieldError("targetLevel");
  const current = valueOf(state.current);
  // "Already invested" is bounded by the cost of the level being built (current + 1), when known.
  const levelBeingBuilt = Number.isInteger(current) && current >= 0 ? levels?.[current] : undefined;
  const investedMax = levelBeingBuilt?.cost ?? undefined;
  const unknownData = error?.name === "UnknownDataError";

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-labelledby="gbfc-inputs" className={`${CARD} grid content-start gap-4`}>
        <h2 id="gbfc-inputs" className="text-lg font-semibold">
          {t("inputs")}
        </h2>
        <Field id="gbfc-gb" label={t("gb")}>
          <GbSelect
            id="gbfc-gb"
            testId="gbfc-gb"
            options={gbs}
            value={gb.key}
            onChange={(key) => update((s) => withGb(s, key, maxLevelOf(key) ?? gb.maxLevel))}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="gbfc-current" label={t("currentLevel")} error={currentError}>
            <NumberInput
              id="gbfc-current"
              testId="gbfc-current"
              value={state.current}
              min={0}
              max={gb.maxLevel - 1}
              buttons
              invalid={Boolean(currentError)}
              describedBy={describedBy("gbfc-current", { error: currentError })}
              onChange={(v) => update((s) => withCurrent(s, v, gb.maxLevel))}
            />
          </Field>
          {/* Focus events bubble in React: leaving the target field applies the coupling of docs/tools/gb-forecast-cost.md §2. */}
          <div onBlur={() => update(afterTargetBlur)}>
            <Field
              id="gbfc-target"
              label={t("targetLevel", { max: gb.maxLevel })}
              error={targetError}
            >
              <NumberInput
                id="gbfc-target"
                testId="gbfc-target"
                value={state.target}
                min={1}
                max={gb.maxLevel}
                buttons
                invalid={Boolean(targetError)}
                describedBy={describedBy("gbfc-target", { error: targetError })}
                onChange={(v) => update((s) => ({ ...s, target: v }))}
              />
            </Field>
          </div>
        </div>

        <ForecastBonus
          state={state}
          places={layout.places}
          splitTiers={layout.splitTiers}
          error={error}
          update={update}
        />
      </section>

      <section
        aria-labelledby="gbfc-results"
        className={`${CARD} grid min-w-0 content-start gap-4`}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gbfc-results" className="text-lg font-semibold">
            {t("results")}
          </h2>
          <PermalinkLink query={query} shorten={shorten} />
        </div>
        {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}

        {resource.status === "loading" && <DataLoading label={t("loading", { gb: gb.name })} />}
        {resource.status === "error" && (
          <DataLoadError
            message={t("loadFailed", { gb: gb.name })}
            retryLabel={t("retry")}
            onRetry={resource.retry}
          />
        )}
        <GbRulesNotice {...gbRules} testId="gbfc-rules" />
        {/* Asked for only when the game data lacks levels of the range: its code loads then. */}
        {lacking.length > 0 && (
          <LazyMissingLevels
            idPrefix="gbfc-entered"
            levels={lacking}
            missing={toAsk}
            entered={entered}
            withRewards={rules === "live"}
            onChange={changeEntered}
          />
        )}
        {resource.status === "ready" && unknownData && toAsk.length === 0 && (
          <p
            role="status"
            data-testid="gbfc-unknown"
            className="rounded-xl bg-[var(--color-brand-soft)] px-4 py-3"
          >
            {errorMessage(error)}
          </p>
        )}

        <fieldset className="grid gap-3 rounded-xl border border-[var(--color-line)] p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t("timeEstimate")}</legend>
          <Field
            id="gbfc-fp"
            label={t("fpPerDay")}
            hint={t("fpPerDayHint")}
            error={fieldError("fpPerDay")}
          >
            <NumberInput
              id="gbfc-fp"
              testId="gbfc-fp"
              value={state.fpPerDay}
              min={0}
              max={FP_PER_DAY_MAX}
              step={0.1}
              invalid={isErrorFor(error, "fpPerDay")}
              describedBy={describedBy("gbfc-fp", { hint: true, error: fieldError("fpPerDay") })}
              onChange={(v) => update((s) => ({ ...s, fpPerDay: v }))}
            />
          </Field>
          <Field
            id="gbfc-ai"
            label={t("alreadyInvested")}
            hint={
              investedMax === undefined
                ? undefined
                : t("alreadyInvestedHint", { level: current + 1, cost: format.number(investedMax) })
            }
            error={fieldError("alreadyInvested")}
          >
            <NumberInput
              id="gbfc-ai"
              testId="gbfc-ai"
              value={state.alreadyInvested}
              min={0}
              max={investedMax ?? LEVEL_FP_MAX}
              invalid={isErrorFor(error, "alreadyInvested")}
              describedBy={describedBy("gbfc-ai", {
                hint: investedMax !== undefined,
                error: fieldError("alreadyInvested"),
              })}
              onChange={(v) => update((s) => ({ ...s, alreadyInvested: v }))}
            />
          </Field>
        </fieldset>

        {resource.status === "ready" && result && !unknownData && (
          <>
            <EnteredLevelsUsed levels={usedEntered} testId="gbfc-entered-used" />
            <ForecastResults computed={result} stale={stale} locale={locale} />
          </>
        )}
      </section>
    </div>
  );
}
