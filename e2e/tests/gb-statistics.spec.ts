import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  computeGbStatistics,
  getGbStatisticsSeries,
  GB_STATISTICS_SERIES,
  type GbStat,
} from "@foe-toolbox/core/gb-statistics";
import {
  contrastRatio,
  GRAPHIC_CONTRAST,
  luminance,
  parseHex,
  type Rgb,
} from "../../apps/web/src/ui/charts/colours";
import { expect, inputMessage, localePath, message, test } from "./fixtures";

const PATH = "/gb-statistics";
const SERIES = getGbStatisticsSeries();
const fmt = (n: number, locale = "en") => new Intl.NumberFormat(locale).format(n);
/** A string chart.js carries in its code (the date adapter stub), to recognise its bundle. */
const CHART_JS_SIGNATURE = "complete date adapter";

function stats(stat: GbStat, from: number, to: number) {
  return computeGbStatistics({ stat, from, to, series: SERIES });
}

async function open(page: Page, path = PATH) {
  await page.goto(path);
  // The chart is drawn once it comes near the viewport.
  await page.getByTestId("gbs-chart").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("gbs-chart")).toHaveAttribute("data-ready", "true");
}

async function openTable(page: Page) {
  const details = page.getByTestId("gbs-table-details");
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator("summary").click();
  return page.getByTestId("gbs-table");
}

/** Checks every row of the data table against the core result for the shown series. */
async function expectTable(
  page: Page,
  result: ReturnType<typeof stats>,
  shown: string[],
  locale = "en",
) {
  const table = await openTable(page);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(result.labels.length);
  const expected = result.labels.map((label, i) =>
    [
      label === null ? message(locale, "calculator", "unknown") : fmt(label, locale),
      ...shown.map((key) => {
        const data = result.datasets.find((d) => d.key === key)!.data;
        const value = data[i];
        return i >= data.length
          ? "–"
          : value === null || value === undefined
            ? message(locale, "calculator", "unknown")
            : fmt(value, locale);
      }),
    ].join("|"),
  );
  const actual = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll("th, td"))
        .map((cell) => cell.textContent)
        .join("|"),
    ),
  );
  expect(actual).toEqual(expected);
}

async function setNumber(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press("Tab");
}

test("default chart: level cost of levels 1-80 of the Oracle line, numbers as a table", async ({
  page,
}) => {
  await open(page);
  await expect(page.getByTestId("gbs-stat-cost_level")).toBeChecked();
  await expect(page.getByTestId("gbs-from")).toHaveValue("1");
  await expect(page.getByTestId("gbs-to")).toHaveValue("80");
  await expect(page.getByTestId("gbs-series-Oracle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("gbs-series-NoAge")).toHaveAttribute("aria-pressed", "false");
  await expect(
    page.getByRole("img", { name: message("en", "gbStatistics", "stats.cost_level") }),
  ).toBeVisible();
  await expectTable(page, stats("cost_level", 1, 80), ["Oracle"]);

  // Showing another age adds its column; the other stats recompute.
  await page.getByTestId("gbs-series-BronzeAge").click();
  await expect(page.getByTestId("gbs-series-BronzeAge")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("gbs-stat-reward_level").check();
  await expectTable(page, stats("reward_level", 1, 80), ["Oracle", "BronzeAge"]);
});

test("edge cases: the last level only, ranges past short tables, and an 'against' chart from level 150", async ({
  page,
}) => {
  await open(page);
  await page.getByTestId("gbs-show-all").click();
  await setNumber(page, "gbs-to", "420");
  await setNumber(page, "gbs-from", "420");
  const all = GB_STATISTICS_SERIES.map((s) => s.key);
  const last = stats("cost_level", 420, 420);
  // Only the two 420-level tables reach level 420.
  expect(last.datasets.filter((d) => d.data.length > 0).map((d) => d.key)).toEqual([
    "BronzeAge",
    "ProgressiveEra",
  ]);
  await expectTable(page, last, all);

  await setNumber(page, "gbs-from", "150");
  await setNumber(page, "gbs-to", "203");
  await page.getByTestId("gbs-stat-reward_cost").check();
  const against = stats("reward_cost", 150, 203);
  // x labels are the reference (longest) table's P1 rewards from level 150 on, not levels.
  expect(against.labels[0]).not.toBe(150);
  await expectTable(page, against, all);
  await expect(page.getByText(message("en", "gbStatistics", "againstNote"))).toBeVisible();
});

test("French: translated texts and French number format", async ({ page }) => {
  await open(page, localePath("fr", PATH));
  await expect(page.getByText(message("fr", "gbStatistics", "represent"))).toBeVisible();
  await expect(page.getByTestId("gbs-series-BronzeAge")).toHaveText(
    message("fr", "ages", "BronzeAge"),
  );
  // GB names in French: the Oracle's own line and the intro.
  await expect(page.getByTestId("gbs-series-Oracle")).toHaveText(
    `${message("fr", "ages", "NoAge")} (Oracle de Delphes)`,
  );
  await expect(page.getByText(/Tour de Galata/)).toBeVisible();
  await page.getByTestId("gbs-stat-cost_reward").check();
  await setNumber(page, "gbs-to", "200");
  await expectTable(page, stats("cost_reward", 1, 200), ["Oracle"], "fr");
  await expect(
    page.getByRole("img", { name: message("fr", "gbStatistics", "stats.cost_reward") }),
  ).toBeVisible();
});

test("the permalink restores the stat, the range and the shown series in a fresh page; the profile keeps them", async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page);
  await page.getByTestId("gbs-stat-reward_cost").check();
  await setNumber(page, "gbs-to", "170");
  await setNumber(page, "gbs-from", "150");
  await page.getByTestId("gbs-series-Oracle").click();
  await page.getByTestId("gbs-series-IndustrialAge").click();
  await page.getByTestId("gbs-series-SpaceAgeVenus").click();
  const href = await page.getByTestId("permalink").getAttribute("href");
  expect(href).toContain("gbs_s=reward_cost");

  // The profile keeps the page's state.
  await open(page);
  await expect(page.getByTestId("gbs-stat-reward_cost")).toBeChecked();
  await expect(page.getByTestId("gbs-from")).toHaveValue("150");
  await expect(page.getByTestId("permalink-mode")).toHaveCount(0);

  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  await open(fresh, `${PATH}${href}`);
  await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
  await expect(fresh.getByTestId("gbs-stat-reward_cost")).toBeChecked();
  await expect(fresh.getByTestId("gbs-from")).toHaveValue("150");
  await expect(fresh.getByTestId("gbs-to")).toHaveValue("170");
  for (const s of GB_STATISTICS_SERIES) {
    const shown = s.key === "IndustrialAge" || s.key === "SpaceAgeVenus";
    await expect(fresh.getByTestId(`gbs-series-${s.key}`)).toHaveAttribute(
      "aria-pressed",
      String(shown),
    );
  }
  await expectTable(fresh, stats("reward_cost", 150, 170), ["IndustrialAge", "SpaceAgeVenus"]);
  // Edits in permalink mode stay in the page: the other browser's profile keeps the defaults.
  await setNumber(fresh, "gbs-to", "175");
  await open(fresh);
  await expect(fresh.getByTestId("gbs-stat-cost_level")).toBeChecked();
  await expect(fresh.getByTestId("gbs-to")).toHaveValue("80");
  await other.close();
});

test("an invalid range shows the translated message and keeps the last chart", async ({ page }) => {
  await open(page, localePath("pl", PATH));
  const before = stats("cost_level", 1, 80);
  // Out of the field's range: kept as typed with the range, never clamped; the table stays.
  await openTable(page);
  await page.getByTestId("gbs-to").fill("500");
  await expect(page.getByTestId("gbs-to")).toHaveAttribute("aria-invalid", "true");
  const max = Number(await page.getByTestId("gbs-to").getAttribute("aria-valuemax"));
  await expect(page.locator("#gbs-to-error")).toHaveText(
    inputMessage("pl", "between", { min: 1, max }),
  );
  await page.getByTestId("gbs-from").focus();
  await expect(page.getByTestId("gbs-to")).toHaveValue("500");
  await expectTable(page, before, ["Oracle"], "pl");
  // Letters: the field's own message, not one about a Great Building.
  await page.getByTestId("gbs-to").fill("abc");
  await expect(page.locator("#gbs-to-error")).toHaveText(inputMessage("pl", "notNumber"));
  await page.getByTestId("gbs-to").fill("60");
  // From goes up to To: 70 waits with the range, and applies once To lets it in.
  await page.getByTestId("gbs-from").fill("70");
  await expect(page.locator("#gbs-from-error")).toHaveText(
    inputMessage("pl", "between", { min: 1, max: 60 }),
  );
  await expectTable(page, stats("cost_level", 1, 60), ["Oracle"], "pl");
  await page.getByTestId("gbs-to").fill("90");
  await expect(page.locator("#gbs-from-error")).toHaveText("");
  await expectTable(page, stats("cost_level", 70, 90), ["Oracle"], "pl");
});

test("the series are fetched on demand and chart.js is loaded only by a chart", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  // The level tables are not in the page: no run of ten consecutive level costs.
  expect(html).not.toContain(
    SERIES[0]!.levels
      .slice(70, 80)
      .map((l) => l.cost)
      .join(","),
  );

  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""));
  });
  const data = page.waitForResponse((r) => r.url().endsWith("/api/gb-statistics.json"));
  await open(page);
  expect((await data).status()).toBe(200);
  await expect.poll(() => scripts.some((s) => s.includes(CHART_JS_SIGNATURE))).toBe(true);

  // …and is in no page's first-load JavaScript.
  for (const path of ["/", "/de", PATH, "/gb-forecast-cost"]) {
    const page_html = await (await request.get(path)).text();
    const sources = [...page_html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(await (await request.get(src)).text(), `${path}: ${src}`).not.toContain(
        CHART_JS_SIGNATURE,
      );
    }
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("chart.js is loaded only when the chart comes near the screen", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""));
    });
    await page.goto(PATH, { waitUntil: "networkidle" });
    const chart = page.getByTestId("gbs-chart");
    await expect(chart).toBeAttached();
    // The inputs fill the first screen: nothing was drawn or downloaded for the chart yet.
    expect((await chart.boundingBox())!.y).toBeGreaterThan(844 + 200);
    await expect(chart).not.toHaveAttribute("data-ready");
    expect(scripts.some((s) => s.includes(CHART_JS_SIGNATURE))).toBe(false);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("data-ready", "true");
    expect(scripts.some((s) => s.includes(CHART_JS_SIGNATURE))).toBe(true);
  });

  test("every series and the open table fit without horizontal page scrolling", async ({
    page,
  }) => {
    await open(page);
    await page.getByTestId("gbs-show-all").click();
    await openTable(page);
    await expect(page.getByTestId("gbs-table").locator("thead th")).toHaveCount(22);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(
      (await page.getByTestId("gbs-series-Oracle").boundingBox())!.height,
    ).toBeGreaterThanOrEqual(40);
    expect((await page.getByTestId("gbs-to").boundingBox())!.height).toBeGreaterThanOrEqual(40);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`no axe violations with the table open (${colorScheme})`, async ({ page }) => {
    test.slow(); // axe over the chart page and its table
    await page.emulateMedia({ colorScheme });
    await open(page, `${PATH}?gbs_h=0000`);
    await openTable(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

/** The colours the chart draws with (as its box reports them) and the card behind them. */
async function drawnColours(page: Page): Promise<{ card: Rgb; series: Rgb[] }> {
  const chart = page.getByTestId("gbs-chart");
  const card = parseHex((await chart.getAttribute("data-background")) ?? "");
  const series = ((await chart.getAttribute("data-series-colours")) ?? "")
    .split(";")
    .filter((c) => c !== "")
    .map((c) => c.match(/\d+/g)!.map(Number) as unknown as Rgb);
  return { card: card!, series };
}

test("dark mode: every series stands out 3:1 from the card; the y-axis fits the series shown", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const chart = page.getByTestId("gbs-chart");
  // The default series (the Oracle line) on the night card.
  await expect(chart).toHaveAttribute("data-series-colours", /^rgb\([^;]+\)$/);
  let drawn = await drawnColours(page);
  expect(luminance(drawn.card)).toBeLessThan(0.1);
  expect(contrastRatio(drawn.series[0]!, drawn.card)).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
  // Every series at once.
  await page.getByTestId("gbs-show-all").click();
  await expect
    .poll(async () => (await drawnColours(page)).series.length)
    .toBe(GB_STATISTICS_SERIES.length);
  drawn = await drawnColours(page);
  for (const colour of drawn.series)
    expect(contrastRatio(colour, drawn.card), `rgb(${colour.join()})`).toBeGreaterThanOrEqual(
      GRAPHIC_CONTRAST,
    );

  // The Bronze Age alone: the axis ends just above its highest cost, not at the highest of all.
  const result = stats("cost_level", 1, 80);
  const highest = (key?: string) =>
    Math.max(
      ...result.datasets
        .filter((d) => key === undefined || d.key === key)
        .flatMap((d) => d.data.filter((v): v is number => typeof v === "number")),
    );
  const bronze = highest("BronzeAge");
  expect(highest()).toBeGreaterThan(bronze * 2);
  const only = GB_STATISTICS_SERIES.map((s) => (s.key === "BronzeAge" ? "0" : "1")).join("");
  await open(page, `${PATH}?gbs_h=${only}`);
  await expect(chart).toHaveAttribute("data-series-colours", /^rgb\([^;]+\)$/);
  await expect
    .poll(async () => Number(await chart.getAttribute("data-y-max")))
    .toBeGreaterThanOrEqual(bronze);
  expect(Number(await chart.getAttribute("data-y-max"))).toBeLessThan(bronze * 1.25);
});
