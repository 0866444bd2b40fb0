"use client";
/**
 * GB statistics (docs/tools/gb-statistics.md): level cost and P1 reward curves, one line per age, drawn from
 * `computeGbStatistics`. The 21 series are fetched on demand in compact form; the chart library
 * loads with the chart; the same numbers are offered as a table.
 */
import { useCallback, useMemo } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import {
  computeGbStatistics,
  GB_STATISTICS_SERIES,
  GB_STATS,
  type GbStat,
} from "@foe-toolbox/core/gb-statistics";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { valueOf } from "@/platform/calculator/number-field";
import { useTool, useToolShortener } from "@/platform/calculator/tool-contract";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { LineChart } from "@/ui/charts/LineChart";
import { parseRgb, rgbCss } from "@/ui/charts/colours";
import type { LineChartSpec } from "@/ui/charts/line-chart-config";
import { DataLoadError, DataLoading } from "@/platform/gb-data/DataStatus";
import { useJsonResource } from "@/platform/gb-data/use-json-resource";
import { expandStatSeries, GB_STATISTICS_URL } from "./series-data";
import { useGbRules } from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { statsPermalink, type StatsState } from "./stats-state";
import { statsTool } from "./tool";
import { cardClass } from "@/ui/Card";

const CARD = cardClass();
const COLOURS = GB_STATISTICS_SERIES.map((s) => parseRgb(s.colour));

/** Axis of each stat (docs/tools/gb-statistics.md §3): x is the level, the reference P1 reward or the reference cost. */
const AXES: Record<GbStat, { x: "level" | "reward" | "cost"; y: "reward" | "cost" }> = {
  cost_level: { x: "level", y: "cost" },
  reward_level: { x: "level", y: "reward" },
  reward_cost: { x: "reward", y: "cost" },
  cost_reward: { x: "cost", y: "reward" },
};

export function GbStatistics({ maxLevel, oracleName }: { maxLevel: number; oracleName: string }) {
  const t = useTranslations("gbStatistics");
  const tAges = useTranslations("ages");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const locale = useLocale();
  const errorMessage = useErrorMessage();

  const {
    value: state,
    setValue,
    permalinkActive,
    keepPermalinkValues,
  } = useTool(statsTool, { context: maxLevel });
  const gbRules = useGbRules(permalinkActive);
  const rules = gbRules.rules;
  const query = statsPermalink(state, rules);
  const shorten = useToolShortener(statsTool, maxLevel);
  const update = (change: (s: StatsState) => StatsState) => setValue(change);

  const resource = useJsonResource(GB_STATISTICS_URL, expandStatSeries);
  const series = resource.status === "ready" ? resource.value : null;
  const { result, error, stale } = useCalculation(
    () =>
      series && {
        stat: state.stat,
        ...computeGbStatistics({
          stat: state.stat,
          from: valueOf(state.from),
          to: valueOf(state.to),
          series,
          ...(rules === "prestige" ? { rules } : {}),
        }),
      },
    [series, state.stat, state.from, state.to, rules],
  );
  const fromError = isErrorFor(error, "from") ? errorMessage(error) : null;
  // The real range of each field: From up to To, To from From (a refused one applies once it fits).
  const wholeOr = (v: number | "", fallback: number) =>
    typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= maxLevel ? v : fallback;
  const toError = isErrorFor(error, "to") ? errorMessage(error) : null;

  const seriesLabel = useCallback(
    (key: string) =>
      key === "Oracle" ? t("oracleSeries", { age: tAges("NoAge"), gb: oracleName }) : tAges(key),
    [t, tAges, oracleName],
  );
  const axisTitle = useCallback((axis: "level" | "reward" | "cost") => t(`axis.${axis}`), [t]);
  const labelText = useCallback(
    (value: number | null) => (value === null ? tCalc("unknown") : format.number(value)),
    [format, tCalc],
  );

  const chartSpec = useMemo((): LineChartSpec | null => {
    if (!result) return null;
    const axes = AXES[result.stat];
    return {
      variant: "line",
      title: t(`stats.${result.stat}`),
      xTitle: axisTitle(axes.x),
      yTitle: axisTitle(axes.y),
      labels: result.labels.map(labelText),
      series: result.datasets.map((d) => {
        const index = GB_STATISTICS_SERIES.findIndex((s) => s.key === d.key);
        return {
          key: d.key,
          label: seriesLabel(d.key),
          colour: COLOURS[index]!,
          data: d.data,
          hidden: !state.visible[index],
        };
      }),
      locale,
      suggestedMin: result.yMin ?? undefined,
      suggestedMax: result.yMax ?? undefined,
      legend: false,
    };
  }, [result, state.visible, t, axisTitle, labelText, seriesLabel, locale]);

  const shown = result
    ? result.datasets.filter(
        (d) => state.visible[GB_STATISTICS_SERIES.findIndex((s) => s.key === d.key)],
      )
    : [];

  return (
    <div className="grid gap-6">
      <section aria-labelledby="gbs-settings" className={`${CARD} grid gap-4`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gbs-settings" className="text-lg font-semibold">
            {t("settings")}
          </h2>
          <PermalinkLink query={query} shorten={shorten} />
        </div>
        {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t("represent")}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {GB_STATS.map((stat) => (
                <label
                  key={stat}
                  className="flex min-h-10 cursor-pointer items-center gap-2 text-sm"
                >
                  <input
                    type="radio"
                    name="gbs-stat"
                    value={stat}
                    data-testid={`gbs-stat-${stat}`}
                    checked={state.stat === stat}
                    onChange={() => update((s) => ({ ...s, stat }))}
                    className="h-5 w-5 accent-[var(--color-brand)]"
                  />
                  {t(`stats.${stat}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Field id="gbs-from" label={t("from")} error={fromError}>
              <NumberInput
                id="gbs-from"
                testId="gbs-from"
                value={state.from}
                min={1}
                max={wholeOr(state.to, maxLevel)}
                invalid={Boolean(fromError)}
                describedBy={describedBy("gbs-from", { error: fromError })}
                onChange={(from) => update((s) => ({ ...s, from }))}
              />
            </Field>
            <Field id="gbs-to" label={t("to", { max: maxLevel })} error={toError}>
              <NumberInput
                id="gbs-to"
                testId="gbs-to"
                value={state.to}
                min={wholeOr(state.from, 1)}
                max={maxLevel}
                invalid={Boolean(toError)}
                describedBy={describedBy("gbs-to", { error: toError })}
                onChange={(to) => update((s) => ({ ...s, to }))}
              />
            </Field>
          </div>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t("series")}</legend>
          <div className="flex flex-wrap gap-2">
            {GB_STATISTICS_SERIES.map((s, i) => (
              <button
                key={s.key}
                type="button"
                aria-pressed={state.visible[i]}
                data-testid={`gbs-series-${s.key}`}
                onClick={() =>
                  update((st) => ({ ...st, visible: st.visible.map((v, k) => (k === i ? !v : v)) }))
                }
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-[var(--color-line)] px-3 text-sm aria-pressed:border-[var(--color-brand)] aria-pressed:bg-[var(--color-brand-soft)] aria-pressed:font-medium"
              >
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 rounded-full border-2"
                  style={{
                    borderColor: rgbCss(COLOURS[i]!),
                    background: state.visible[i] ? rgbCss(COLOURS[i]!) : "transparent",
                  }}
                />
                {seriesLabel(s.key)}
              </button>
            ))}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              data-testid="gbs-show-all"
              onClick={() => update((s) => ({ ...s, visible: s.visible.map(() => true) }))}
              className="min-h-10 rounded-lg px-3 text-sm font-medium text-[var(--color-brand-strong)] underline underline-offset-4"
            >
              {t("showAll")}
            </button>
            <button
              type="button"
              data-testid="gbs-hide-all"
              onClick={() => update((s) => ({ ...s, visible: s.visible.map(() => false) }))}
              className="min-h-10 rounded-lg px-3 text-sm font-medium text-[var(--color-brand-strong)] underline underline-offset-4"
            >
              {t("hideAll")}
            </button>
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="gbs-chart-heading" className={`${CARD} grid min-w-0 gap-4`}>
        <h2 id="gbs-chart-heading" className="sr-only">
          {t("chart")}
        </h2>
        <GbRulesNotice {...gbRules} testId="gbs-rules" />
        {resource.status === "loading" && <DataLoading label={t("loading")} />}
        {resource.status === "error" && (
          <DataLoadError
            message={t("loadFailed")}
            retryLabel={t("retry")}
            onRetry={resource.retry}
          />
        )}
        {stale && (
          <p role="status" data-testid="gbs-stale" className="text-sm text-[var(--color-danger)]">
            {tCalc("staleResult")}
          </p>
        )}
        {result && chartSpec && (
          <div className={`grid min-w-0 gap-4 ${stale ? "opacity-60" : ""}`}>
            <LineChart spec={chartSpec} loadingLabel={t("chartLoading")} testId="gbs-chart" />
            {AXES[result.stat].x !== "level" && (
              <p className="text-sm text-[var(--color-muted)]">{t("againstNote")}</p>
            )}
            <details
              className="min-w-0 rounded-xl border border-[var(--color-line)]"
              data-testid="gbs-table-details"
            >
              <summary className="flex min-h-10 cursor-pointer items-center px-3 font-medium">
                {t("showTable")}
              </summary>
              {shown.length === 0 ? (
                <p className="px-3 pb-3 text-sm text-[var(--color-muted)]">{t("noSeries")}</p>
              ) : (
                <div
                  role="region"
                  aria-labelledby="gbs-table-caption"
                  tabIndex={0}
                  className="max-h-[28rem] overflow-auto"
                >
                  <table className="w-full text-sm tabular-nums" data-testid="gbs-table">
                    <caption id="gbs-table-caption" className="px-3 py-2 text-left font-semibold">
                      {chartSpec.title}
                    </caption>
                    <thead className="sticky top-0 bg-[var(--color-card)]">
                      <tr className="border-b border-[var(--color-line)]">
                        <th scope="col" className="px-3 py-2 text-left">
                          {chartSpec.xTitle}
                        </th>
                        {shown.map((d) => (
                          <th key={d.key} scope="col" className="px-3 py-2 text-right">
                            {seriesLabel(d.key)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {result.labels.map((label, i) => (
                        <tr key={i} className="border-b border-[var(--color-line)] last:border-0">
                          <th scope="row" className="px-3 py-1.5 text-left font-medium">
                            {labelText(label)}
                          </th>
                          {shown.map((d) => (
                            <td key={d.key} className="px-3 py-1.5 text-right">
                              {i < d.data.length ? labelText(d.data[i] ?? null) : "–"}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </details>
          </div>
        )}
      </section>
    </div>
  );
}
