import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GB_STATISTICS_SERIES } from "@foe-toolbox/core/gb-statistics";
import { contrastRatio, GRAPHIC_CONTRAST, parseHex, parseRgb, type Rgb } from "./colours";
import { fittedHints, lineChartConfig, type LineChartSpec } from "./line-chart-config";

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
// Black: every colour of the first tests stands out from it as it is.
const theme = { text: "#eee", grid: "#333", background: "#000000" };

/** The card colour of the light and the dark theme, as the site's CSS sets them. */
function cardColours(): Rgb[] {
  const css = readFileSync(join(__dirname, "../../app/globals.css"), "utf8");
  const found = [...css.matchAll(/--color-card:\s*(#[0-9a-f]{3,6})\s*;/gi)].map((m) =>
    parseHex(m[1]!)!,
  );
  expect(found).toHaveLength(2);
  return found;
}

const rgbOf = (css: string): Rgb => {
  const m = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(css)!;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

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
        series: [
          { key: "a", label: "A", colour: [102, 170, 221], data: [1, null], hidden: true },
          { key: "b", label: "B", colour: [102, 170, 221], data: [2, 1000] },
        ],
      }),
      theme,
    );
    expect(config.data.datasets[0]).toMatchObject({
      fill: false,
      backgroundColor: "rgb(179, 213, 238)",
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

  it("fits the y hints to the series shown: a hidden series does not stretch the axis", () => {
    const bronze = { key: "bronze", label: "Bronze", colour: [1, 2, 3] as Rgb, data: [10, 2873] };
    const future = { key: "future", label: "Future", colour: [1, 2, 3] as Rgb, data: [40, 8000] };
    expect(fittedHints([bronze, { ...future, hidden: true }], 10, 8000)).toEqual({
      suggestedMin: 10,
      suggestedMax: 2873,
    });
    expect(fittedHints([bronze, future], 0, 8000)).toEqual({
      suggestedMin: 10,
      suggestedMax: 8000,
    });
    expect(fittedHints([{ ...bronze, hidden: true }], 10, 8000)).toEqual({});
    expect(fittedHints([bronze], undefined, undefined)).toEqual({
      suggestedMin: undefined,
      suggestedMax: undefined,
    });
  });

  it("draws every statistics series at least 3:1 from the card, in the light and the dark theme", () => {
    const series = GB_STATISTICS_SERIES.map((s) => ({
      key: s.key,
      label: s.key,
      colour: parseRgb(s.colour),
      data: [1, 2],
    }));
    for (const card of cardColours()) {
      const background = `#${card.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
      const config = lineChartConfig(spec({ variant: "line", series }), { ...theme, background });
      for (const dataset of config.data.datasets) {
        const ratio = contrastRatio(rgbOf(String(dataset.borderColor)), card);
        expect(ratio, `${dataset.label} on ${background}`).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
      }
    }
  });
});
