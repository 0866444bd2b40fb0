import { describe, expect, it } from "vitest";
import { lineChartConfig, type LineChartSpec } from "./line-chart-config";

const spec = (patch: Partial<LineChartSpec>): LineChartSpec => ({
  variant: "area",
  title: "T",
  xTitle: "Level",
  yTitle: "FP",
  labels: ["1", "2"],
  series: [{ key: "cost", label: "Cost", colour: [255, 159, 64], data: [10, 20] }],
  locale: "de",
  legend: true,
  ...patch,
});
const theme = { text: "#eee", grid: "#333" };

describe("line chart configuration", () => {
  it("fills forecast areas from the axis at alpha 0.1 with darker/lighter points", () => {
    const config = lineChartConfig(spec({}), theme);
    const [dataset] = config.data.datasets;
    expect(dataset).toMatchObject({
      label: "Cost",
      data: [10, 20],
      fill: "origin",
      tension: 0,
      borderColor: "rgb(255, 159, 64)",
      backgroundColor: "rgba(255, 159, 64, 0.1)",
      pointBorderColor: "rgb(179, 111, 45)",
      pointBackgroundColor: "rgb(255, 188, 121)",
      hidden: false,
    });
    expect(config.options).toMatchObject({
      locale: "de",
      animation: false,
      interaction: { mode: "index", intersect: false },
    });
    expect(config.options?.plugins?.legend?.display).toBe(true);
  });

  it("draws statistics as unfilled lines with a 50 % lighter background, hidden series and y hints", () => {
    const config = lineChartConfig(
      spec({
        variant: "line",
        legend: false,
        suggestedMin: 5,
        suggestedMax: 900,
        series: [{ key: "a", label: "A", colour: [102, 34, 17], data: [1, null], hidden: true }],
      }),
      theme,
    );
    expect(config.data.datasets[0]).toMatchObject({
      fill: false,
      backgroundColor: "rgb(179, 145, 136)",
      pointRadius: 1,
      pointHoverRadius: 4,
      pointHitRadius: 10,
      hidden: true,
    });
    expect(config.options?.scales?.y).toMatchObject({
      suggestedMin: 5,
      suggestedMax: 900,
      title: { text: "FP", color: "#eee" },
      grid: { color: "#333" },
    });
    expect(config.options?.plugins?.legend?.display).toBe(false);
    expect(config.options?.plugins?.title).toMatchObject({
      display: true,
      text: "T",
      color: "#eee",
    });
  });
});
