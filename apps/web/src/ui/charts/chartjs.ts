/**
 * chart.js with only the parts the site's line charts use. Imported dynamically by `LineChart`,
 * so the library is loaded only on pages that draw a chart, after the page itself; with it the
 * chart's configuration (colours, axes), which no page needs before its chart is drawn.
 */
import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
} from "chart.js";

export { lineChartConfig } from "./line-chart-config";

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Legend,
  Title,
  Tooltip,
);

export type LineChartInstance = Chart<"line", (number | null)[], string>;
type LineConfig = ChartConfiguration<"line", (number | null)[], string>;

export function createLineChart(canvas: HTMLCanvasElement, config: LineConfig): LineChartInstance {
  return new Chart(canvas, config);
}

/** Replaces the data and options of a chart and redraws it without animation. */
export function updateLineChart(chart: LineChartInstance, config: LineConfig): void {
  chart.data = config.data;
  if (config.options) chart.options = config.options;
  chart.update("none");
}

/**
 * What the chart draws, written on its box for the browser tests (they cannot read a canvas):
 * the y-axis maximum and the line colour of every visible series.
 */
export function describeChart(chart: LineChartInstance, box: HTMLElement): void {
  const colours = chart.data.datasets
    .filter((_, i) => chart.isDatasetVisible(i))
    .map((dataset) => String(dataset.borderColor));
  box.dataset.yMax = String(chart.scales.y?.max ?? "");
  box.dataset.seriesColours = colours.join(";");
}
