/**
 * The chart.js configuration of the site's line charts, as plain data (no chart.js runtime here, so
 * it is testable and the library itself is only loaded by the chart component).
 * - "area" series (GB forecast, docs/tools/gb-forecast-cost.md §4): filled from the axis at alpha 0.1.
 * - "line" series (GB statistics, docs/tools/gb-statistics.md §4): no fill, background 50 % lighter.
 * Both: straight segments, point border 30 % darker, point fill 30 % lighter, no animation, and a
 * tooltip listing every series at the hovered x.
 */
import type { ChartConfiguration } from "chart.js";
import { darken, lighten, rgbCss, type Rgb } from "./colours";

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

/** Text and grid colours of the current colour mode (CSS variables of the site). */
export interface ChartTheme {
  text: string;
  grid: string;
}

export function lineChartConfig(
  spec: LineChartSpec,
  theme: ChartTheme,
): ChartConfiguration<"line", (number | null)[], string> {
  const area = spec.variant === "area";
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
      datasets: spec.series.map((s) => ({
        label: s.label,
        data: s.data,
        hidden: s.hidden ?? false,
        borderColor: rgbCss(s.colour),
        backgroundColor: area ? rgbCss(s.colour, 0.1) : rgbCss(lighten(s.colour, 0.5)),
        fill: area ? "origin" : false,
        tension: 0,
        borderWidth: 2,
        pointRadius: area ? 2 : 1,
        pointHoverRadius: 4,
        pointHitRadius: area ? 4 : 10,
        pointBorderColor: rgbCss(darken(s.colour, 0.3)),
        pointBackgroundColor: rgbCss(lighten(s.colour, 0.3)),
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
          suggestedMin: spec.suggestedMin,
          suggestedMax: spec.suggestedMax,
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
