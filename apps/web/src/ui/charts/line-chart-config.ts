/**
 * The chart.js configuration of the site's line charts, as plain data (no chart.js runtime here, so
 * it is testable and the library itself is only loaded by the chart component).
 * - "area" series (GB forecast, docs/tools/gb-forecast-cost.md §4): filled from the axis at alpha 0.1.
 * - "line" series (GB statistics, docs/tools/gb-statistics.md §4): no fill, background 50 % lighter.
 * Both: straight segments, point border 30 % darker, point fill 30 % lighter, no animation, and a
 * tooltip listing every series at the hovered x. Each series colour is first moved just enough to
 * stand out 3:1 from the chart's background in the current colour mode, and the y-axis hints are
 * fitted to the series shown (a hidden series does not stretch the axis).
 */
import type { ChartConfiguration } from "chart.js";
import { darken, lighten, parseHex, rgbCss, withContrast, type Rgb } from "./colours";

export interface LineSeries {
  key: string;
  label: string;
  colour: Rgb;
  data: (number | null)[];
  hidden?: boolean;
}

export interface LineChartSpec {
  variant: "area" | "line";
  title: string;
  xTitle: string;
  yTitle: string;
  /** x labels, already formatted for display. */
  labels: string[];
  series: LineSeries[];
  /** Locale of tick and tooltip numbers. */
  locale: string;
  suggestedMin?: number;
  suggestedMax?: number;
  /** chart.js's own legend (clicking an entry hides its series). */
  legend: boolean;
}

/** Text, grid and background colours of the current colour mode (CSS variables of the site). */
export interface ChartTheme {
  text: string;
  grid: string;
  /** The card the chart is drawn on, as #rrggbb. */
  background: string;
}

/** The y-axis hints within the values of the visible series (none when nothing is visible). */
export function fittedHints(
  series: readonly LineSeries[],
  suggestedMin: number | undefined,
  suggestedMax: number | undefined,
): { suggestedMin?: number; suggestedMax?: number } {
  const values = series
    .filter((s) => !s.hidden)
    .flatMap((s) => s.data)
    .filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return {};
  const low = Math.min(...values);
  const high = Math.max(...values);
  return {
    suggestedMin: suggestedMin === undefined ? undefined : Math.max(suggestedMin, low),
    suggestedMax: suggestedMax === undefined ? undefined : Math.min(suggestedMax, high),
  };
}

export function lineChartConfig(
  spec: LineChartSpec,
  theme: ChartTheme,
): ChartConfiguration<"line", (number | null)[], string> {
  const area = spec.variant === "area";
  const background = parseHex(theme.background);
  const readable = (colour: Rgb) => (background ? withContrast(colour, background) : colour);
  const axis = (title: string) => ({
    title: { display: true, text: title, color: theme.text },
    ticks: { color: theme.text },
    grid: { color: theme.grid },
    border: { color: theme.grid },
  });
  return {
    type: "line",
    data: {
      labels: spec.labels,
      datasets: spec.series
        .map((s) => ({ s, colour: readable(s.colour) }))
        .map(({ s, colour }) => ({
          label: s.label,
          data: s.data,
          hidden: s.hidden ?? false,
          borderColor: rgbCss(colour),
          backgroundColor: area ? rgbCss(colour, 0.1) : rgbCss(lighten(colour, 0.5)),
          fill: area ? "origin" : false,
          tension: 0,
          borderWidth: 2,
          pointRadius: area ? 2 : 1,
          pointHoverRadius: 4,
          pointHitRadius: area ? 4 : 10,
          pointBorderColor: rgbCss(darken(colour, 0.3)),
          pointBackgroundColor: rgbCss(lighten(colour, 0.3)),
        })),
    },
    options: {
      locale: spec.locale,
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      color: theme.text,
      scales: {
        x: axis(spec.xTitle),
        y: {
          ...axis(spec.yTitle),
          ...fittedHints(spec.series, spec.suggestedMin, spec.suggestedMax),
        },
      },
      plugins: {
        title: { display: true, text: spec.title, color: theme.text, font: { size: 15 } },
        legend: { display: spec.legend, labels: { color: theme.text } },
        tooltip: { mode: "index", intersect: false },
      },
    },
  };
}
