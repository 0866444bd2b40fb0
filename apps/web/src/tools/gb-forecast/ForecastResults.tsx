"use client";
/** The outputs of the GB forecast (docs/tools/gb-forecast-cost.md §4), all from one `computeGbForecast` result. */
import { useMemo } from "react";
import { useFormatter, useTranslations } from "next-intl";
import {
  getDurationParts,
  type Duration,
  type ForecastResult,
} from "@foe-toolbox/core/gb-forecast-cost";
import { LineChart } from "@/ui/charts/LineChart";
import type { Rgb } from "@/ui/charts/colours";
import type { LineChartSpec } from "@/ui/charts/line-chart-config";

export interface ComputedForecast {
  gbName: string;
  current: number;
  target: number;
  forecast: ForecastResult;
}

/** Series colours of docs/tools/gb-forecast-cost.md §4: cost orange, preparation at 0 % blue, with the bonus purple. */
const COST_COLOUR: Rgb = [255, 159, 64];
const NO_BONUS_COLOUR: Rgb = [54, 162, 235];
const WITH_BONUS_COLOUR: Rgb = [153, 102, 255];

export function ForecastResults({
  computed,
  stale,
  locale,
}: {
  computed: ComputedForecast;
  stale: boolean;
  locale: string;
}) {
  const t = useTranslations("gbForecast");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const { gbName, current, target, forecast: f } = computed;
  const n = (value: number) => format.number(value);

  const durationText = (duration: Duration) =>
    getDurationParts(duration)
      .map((part) => t(`duration.${part.unit}`, { count: part.count }))
      .join(", ");
  const timeText = (days: number, duration: Duration) => {
    if (days === 0) return t("noTimeNeeded");
    const text = durationText(duration);
    return duration.years > 0 || duration.months > 0
      ? t("durationWithDays", { duration: text, days })
      : text;
  };

  const chartSpec = useMemo((): LineChartSpec | null => {
    if (f.rows.length < 2) return null;
    const series = [
      { key: "cost", label: t("cost"), colour: COST_COLOUR, data: f.rows.map((r) => r.cost) },
      {
        key: "noBonus",
        label: t("preparationNoBonus"),
        colour: NO_BONUS_COLOUR,
        data: f.rows.map((r) => r.preparationNoBonus),
      },
    ];
    if (f.totalPreparationWithBonus !== f.totalPreparationNoBonus) {
      series.push({
        key: "withBonus",
        label: t("preparationWithBonus"),
        colour: WITH_BONUS_COLOUR,
        data: f.rows.map((r) => r.preparationWithBonus),
      });
    }
    return {
      variant: "area",
      title: t("chartTitle", { gb: gbName }),
      xTitle: t("level"),
      yTitle: t("fp"),
      labels: f.rows.map((r) => String(r.level)),
      series,
      locale,
      legend: true,
    };
  }, [f, gbName, locale, t]);

  const summary =
    target === current + 1
      ? t("summaryOne", {
          gb: gbName,
          current,
          target,
          owner: n(f.totalPreparationWithBonus),
          cost: n(f.totalCost),
        })
      : t("summaryRange", {
          gb: gbName,
          current,
          target,
          owner: n(f.totalPreparationWithBonus),
          cost: n(f.totalCost),
        });
  const totals = [
    { key: "cost", label: t("totalCost"), value: f.totalCost },
    { key: "no-bonus", label: t("totalNoBonus"), value: f.totalPreparationNoBonus },
    { key: "with-bonus", label: t("totalWithBonus"), value: f.totalPreparationWithBonus },
    { key: "saved", label: t("totalSaved"), value: f.savedFp },
  ];

  return (
    <div className="grid min-w-0 gap-4">
      {stale && (
        <p role="status" data-testid="gbfc-stale" className="text-sm text-[var(--color-danger)]">
          {tCalc("staleResult")}
        </p>
      )}
      <div className={`grid min-w-0 gap-4 ${stale ? "opacity-60" : ""}`} data-testid="gbfc-result">
        <div className="grid gap-1">
          <p data-testid="gbfc-summary" className="text-base font-medium">
            {summary}
          </p>
          {f.savedFp !== 0 && (
            <p data-testid="gbfc-saved" className="text-[var(--color-accent)]">
              {t("saved", { saved: f.savedFp })}
            </p>
          )}
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.map((item) => (
            <div key={item.key} className="rounded-xl bg-[var(--color-brand-soft)] px-3 py-2">
              <dt className="text-xs text-[var(--color-muted)]">{item.label}</dt>
              <dd
                data-testid={`gbfc-total-${item.key}`}
                className="text-lg font-semibold tabular-nums"
              >
                {n(item.value)}
              </dd>
            </div>
          ))}
        </dl>

        {f.ownerDays !== null && f.ownerDuration && f.swapDays !== null && f.swapDuration && (
          <dl className="grid gap-2">
            <div>
              <dt className="text-sm text-[var(--color-muted)]">{t("ownerTime")}</dt>
              <dd data-testid="gbfc-owner-time" className="font-semibold">
                {timeText(f.ownerDays, f.ownerDuration)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-[var(--color-muted)]">{t("swapTime")}</dt>
              <dd data-testid="gbfc-swap-time" className="font-semibold">
                {timeText(f.swapDays, f.swapDuration)}
              </dd>
            </div>
          </dl>
        )}

        {chartSpec && (
          <LineChart spec={chartSpec} loadingLabel={t("chartLoading")} testId="gbfc-chart" />
        )}

        <div
          role="region"
          aria-labelledby="gbfc-table-caption"
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-xl border border-[var(--color-line)]"
        >
          <table className="w-full min-w-[32rem] text-sm tabular-nums" data-testid="gbfc-table">
            <caption id="gbfc-table-caption" className="px-3 py-2 text-left font-semibold">
              {t("tableCaption", { gb: gbName })}
            </caption>
            <thead className="sticky top-0 bg-[var(--color-card)]">
              <tr className="border-b border-[var(--color-line)]">
                <th scope="col" className="px-3 py-2 text-left">
                  {t("level")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("cost")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("preparationNoBonus")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("preparationWithBonus")}
                </th>
              </tr>
            </thead>
            <tbody>
              {f.rows.map((row) => (
                <tr key={row.level} className="border-b border-[var(--color-line)] last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {t("levelStep", { from: row.level - 1, to: row.level })}
                  </th>
                  <td className="px-3 py-1.5 text-right">{n(row.cost)}</td>
                  <td className="px-3 py-1.5 text-right">{n(row.preparationNoBonus)}</td>
                  <td className="px-3 py-1.5 text-right">{n(row.preparationWithBonus)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="sticky bottom-0 bg-[var(--color-card)] font-semibold">
              <tr className="border-t-2 border-[var(--color-line)]">
                <th scope="row" className="px-3 py-2 text-left">
                  {tCalc("total")}
                </th>
                <td className="px-3 py-2 text-right">{n(f.totalCost)}</td>
                <td className="px-3 py-2 text-right">{n(f.totalPreparationNoBonus)}</td>
                <td className="px-3 py-2 text-right">{n(f.totalPreparationWithBonus)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </div>
  );
}
