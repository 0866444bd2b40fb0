"use client";
/**
 * A line chart drawn by chart.js, which is imported when the chart comes near the viewport (never
 * part of a page's first-load JavaScript), with the chart's configuration (chartjs.ts). The canvas is an image named by the chart title; every
 * page that uses it also offers the numbers as a table.
 */
import { useDeferredValue, useEffect, useRef, useState } from "react";
import type { ChartTheme, LineChartSpec } from "./line-chart-config";
import { useChartTheme } from "./use-chart-theme";
import type { LineChartInstance } from "./chartjs";

export function LineChart({
  spec: currentSpec,
  loadingLabel,
  testId,
}: {
  spec: LineChartSpec;
  loadingLabel: string;
  testId?: string;
}) {
  // The chart follows the page's numbers one step behind: an input redraws the numbers first and
  // the chart (chart.js's work) right after, once the browser has painted them.
  const spec = useDeferredValue(currentSpec);
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<LineChartInstance | null>(null);
  const update = useRef<((spec: LineChartSpec, theme: ChartTheme) => void) | null>(null);
  const [ready, setReady] = useState(false);
  const theme = useChartTheme();
  const latest = useRef({ spec, theme });
  latest.current = { spec, theme };

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import("./chartjs").then((charts) => {
        const { createLineChart, describeChart, lineChartConfig, updateLineChart } = charts;
        if (cancelled || !canvas.current) return;
        const drawn = createLineChart(
          canvas.current,
          lineChartConfig(latest.current.spec, latest.current.theme),
        );
        chart.current = drawn;
        if (box.current) describeChart(drawn, box.current);
        update.current = (nextSpec, nextTheme) => {
          updateLineChart(drawn, lineChartConfig(nextSpec, nextTheme));
          if (box.current) describeChart(drawn, box.current);
        };
        setReady(true);
      });
    // chart.js and the first drawing are the heaviest work of a chart page: they wait until the
    // chart is about to scroll into view (on a phone the inputs fill the first screen).
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              observer?.disconnect();
              load();
            },
            { rootMargin: "200px 0px" },
          );
    if (observer && box.current) observer.observe(box.current);
    else load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
      update.current = null;
    };
  }, []);

  useEffect(() => {
    update.current?.(spec, theme);
  }, [spec, theme]);

  return (
    <div
      ref={box}
      className="relative h-80 w-full sm:h-[26rem]"
      data-testid={testId}
      data-ready={ready || undefined}
      data-background={theme.background}
    >
      {/* max-w-full: before chart.js sizes it, a canvas is 300 px wide, wider than a 320 px phone's column. */}
      <canvas ref={canvas} role="img" aria-label={spec.title} className="max-w-full">
        {spec.title}
      </canvas>
      {!ready && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-[var(--color-muted)]">
          {loadingLabel}
        </p>
      )}
    </div>
  );
}
