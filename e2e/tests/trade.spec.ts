import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  computeTradeRoute,
  computeTradeTable,
  type OfferSplit,
  type TradeMode,
  type TradeRouteInput,
} from "@foe-toolbox/core/trade";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { expect, inputMessage, localePath, message, test } from "./fixtures";

const PATH = "/trade";

/** An ICU message with plain `{name}` placeholders, filled like the page does. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? `{${key}}`);
}

function texts(locale: string) {
  const n = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const short = (age: AgeKey) => message(locale, "ageShort", age);
  const offers = (split: OfferSplit, give: AgeKey, get: AgeKey) => {
    const ages = { giveAge: short(give), getAge: short(get) };
    const full = fill(message(locale, "trade", "offer"), {
      count: n(split.offers.count),
      give: n(split.offers.give),
      get: n(split.offers.get),
      ...ages,
    });
    if (split.remainder.give <= 0) return full;
    const rest = fill(message(locale, "trade", "remainder"), {
      give: n(split.remainder.give),
      get: n(split.remainder.get),
      ...ages,
    });
    return `${full} ${rest}`;
  };
  return { n, short, offers };
}

/** The route shown equals the core's: summary line and one bullet per trade. */
async function expectRoute(page: Page, locale: string, input: TradeRouteInput) {
  const { n, short, offers } = texts(locale);
  const { steps } = computeTradeRoute(input);
  const max = input.maxOfferSize ?? 1000;
  const summary = fill(message(locale, "trade", "form.summary"), {
    amount: n(input.amount),
    want: message(locale, "ages", input.want),
    need: n(steps[0]!.amount),
    have: message(locale, "ages", input.have),
    max: n(max),
  });
  const route = page.getByTestId("trade-route");
  await expect(route.locator("p").first()).toHaveText(summary);
  const bullets = route.getByTestId("trade-step");
  const traded = steps.filter((s) => s.split);
  await expect(bullets).toHaveCount(traded.length);
  for (const [i, step] of traded.entries()) {
    const next = steps[i + 1]?.age ?? step.age;
    const total = fill(message(locale, "trade", "total"), {
      amount: n(step.amount),
      age: short(step.age),
    });
    await expect(bullets.nth(i)).toHaveText(`${offers(step.split!, step.age, next)} ${total}`);
  }
}

async function fillForm(page: Page, mode: TradeMode, input: Omit<TradeRouteInput, "mode">) {
  await page.locator(`#trade-${mode}-have`).selectOption(input.have);
  await page.locator(`#trade-${mode}-want`).selectOption(input.want);
  if (input.maxOfferSize !== undefined)
    await page.getByTestId("trade-max-offer").fill(String(input.maxOfferSize));
  await page.getByTestId("trade-amount").fill(String(input.amount));
}

test.describe("Trade", () => {
  test("opens on Fair Trade and shows nothing until an amount is asked", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "tools", "trade.title"),
    );
    await expect(
      page.getByRole("tab", { name: message("en", "trade", "tabs.fair") }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(message("en", "trade", "explanation.fair"))).toBeVisible();
    await expect(page.getByTestId("trade-step")).toHaveCount(0);
    await expect(page.getByText(message("en", "trade", "form.empty"))).toBeVisible();
  });

  test("realistic route: fair trade Late Middle Ages to Tomorrow, offers up to 400", async ({
    page,
  }) => {
    const input: TradeRouteInput = {
      mode: "fair",
      have: "LateMiddleAges",
      want: "Tomorrow",
      amount: 1500,
      maxOfferSize: 400,
    };
    await page.goto(PATH);
    await fillForm(page, "fair", input);
    await expectRoute(page, "en", input);
    // More than one offer can hold: shown as a warning, still computed.
    await expect(
      page.getByText(fill(message("en", "trade", "form.largeAmount"), { max: "1,000" })),
    ).toBeVisible();
  });

  test("edge routes: 2:1 from Venus down to Bronze Age, same age, offers of 1", async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.getByRole("tab", { name: "2:1" }).click();
    const venus: TradeRouteInput = {
      mode: "simple",
      have: "SpaceAgeVenus",
      want: "BronzeAge",
      amount: 100,
    };
    await fillForm(page, "simple", venus);
    await expectRoute(page, "en", venus);
    expect(computeTradeRoute(venus).steps[0]!.amount).toBe(1);

    const same: TradeRouteInput = {
      mode: "simple",
      have: "ColonialAge",
      want: "ColonialAge",
      amount: 50,
    };
    await fillForm(page, "simple", same);
    await expectRoute(page, "en", same);

    const ones: TradeRouteInput = {
      mode: "simple",
      have: "BronzeAge",
      want: "EarlyMiddleAges",
      amount: 3,
      maxOfferSize: 1,
    };
    await fillForm(page, "simple", ones);
    await expectRoute(page, "en", ones);
  });

  test("table: a row becomes the reference, with ratios and split offers", async ({ page }) => {
    const { n, offers } = texts("en");
    await page.goto(PATH);
    await page.getByTestId("trade-want-IronAge").fill("10");
    await page.getByTestId("trade-want-ColonialAge").fill("300");
    await expect(page.getByTestId("trade-want-IronAge")).toHaveValue("0");
    await page.getByLabel(message("en", "trade", "table.displayRatio")).check();
    await page.getByLabel(message("en", "trade", "table.splitOffers")).check();
    await page.getByTestId("trade-table-max-offer").fill("100");
    const { rows } = computeTradeTable({
      mode: "fair",
      age: "ColonialAge",
      amount: 300,
      maxOfferSize: 100,
    });
    const shown = new Set(rows.map((r) => r.age));
    expect(shown.has("ProgressiveEra")).toBe(true); // a non-adjacent tradable age in fair mode
    for (const row of rows) {
      await expect(page.getByTestId(`trade-result-${row.age}`)).toHaveText(n(row.give));
      await expect(page.getByTestId(`trade-ratio-${row.age}`)).toHaveText(n(row.ratio, 2));
      await expect(page.getByTestId(`trade-split-${row.age}`)).toHaveText(
        offers(row.split!, row.age, "ColonialAge"),
      );
    }
    await expect(page.getByTestId("trade-result-BronzeAge")).toHaveText("");
    // Switching the split resets the offer size to 1,000.
    await page.getByLabel(message("en", "trade", "table.splitOffers")).uncheck();
    await page.getByLabel(message("en", "trade", "table.splitOffers")).check();
    await expect(page.getByTestId("trade-table-max-offer")).toHaveValue("1000");
    // 0 in the reference row clears the results.
    await page.getByTestId("trade-want-ColonialAge").fill("0");
    await expect(page.getByTestId("trade-result-ColonialAge")).toHaveText("");
  });

  test("in Polish, each tab keeps its own inputs", async ({ page }) => {
    await page.goto(localePath("pl", PATH));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("pl", "tools", "trade.title"),
    );
    // Each row names its age's five goods in Polish.
    await expect(page.getByTestId("trade-goods-BronzeAge")).toHaveText(
      ["dye", "lumber", "marble", "stone", "wine"]
        .map((good) => message("pl", "goods", good))
        .join(", "),
    );
    const fair: TradeRouteInput = {
      mode: "fair",
      have: "ModernEra",
      want: "TheFuture",
      amount: 12345,
      maxOfferSize: 500,
    };
    await fillForm(page, "fair", fair);
    await expectRoute(page, "pl", fair);
    const simpleTab = page.getByRole("tab", { name: message("pl", "trade", "tabs.simple") });
    await simpleTab.click();
    await expect(page.getByText(message("pl", "trade", "explanation.simple"))).toBeVisible();
    await expect(page.getByTestId("trade-amount")).toHaveValue("0");
    const simple: TradeRouteInput = {
      mode: "simple",
      have: "IronAge",
      want: "HighMiddleAges",
      amount: 999,
    };
    await fillForm(page, "simple", simple);
    await expectRoute(page, "pl", simple);
    // Keyboard: the arrow key moves to the other tab.
    await simpleTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(
      page.getByRole("tab", { name: message("pl", "trade", "tabs.fair") }),
    ).toHaveAttribute("aria-selected", "true");
    await expectRoute(page, "pl", fair);
  });

  test("invalid offer size shows the translated message and keeps the last route", async ({
    page,
  }) => {
    const input: TradeRouteInput = {
      mode: "fair",
      have: "IronAge",
      want: "ColonialAge",
      amount: 700,
      maxOfferSize: 250,
    };
    await page.goto(localePath("de", PATH));
    await fillForm(page, "fair", input);
    await expectRoute(page, "de", input);
    const size = page.getByTestId("trade-max-offer");
    await size.fill("1001");
    await expect(size).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#trade-fair-maxOfferSize-error")).toHaveText(
      inputMessage("de", "between", { min: 1, max: 1000 }),
    );
    await expectRoute(page, "de", input);
    await page.getByTestId("trade-want-IronAge").fill("2,5");
    await expect(page.locator("#trade-fair-table-want-IronAge-input-error")).toHaveText(
      inputMessage("de", "notWhole"),
    );
  });

  test("the permalink restores both tabs in a fresh page", async ({ page, browser, baseURL }) => {
    const fair: TradeRouteInput = {
      mode: "fair",
      have: "PostmodernEra",
      want: "ArcticFuture",
      amount: 640,
      maxOfferSize: 300,
    };
    const simple: TradeRouteInput = {
      mode: "simple",
      have: "TheFuture",
      want: "Tomorrow",
      amount: 75,
    };
    await page.goto(PATH);
    await fillForm(page, "fair", fair);
    await page.getByTestId("trade-want-OceanicFuture").fill("40");
    await page.getByLabel(message("en", "trade", "table.displayRatio")).check();
    await page.getByRole("tab", { name: "2:1" }).click();
    await fillForm(page, "simple", simple);
    const href = await page.getByTestId("permalink").getAttribute("href");

    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto(`${PATH}${href}`);
    await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
    await expect(fresh.getByRole("tab", { name: "2:1" })).toHaveAttribute("aria-selected", "true");
    await expect(fresh.getByTestId("trade-amount")).toHaveValue("75");
    await expectRoute(fresh, "en", simple);
    await fresh.getByRole("tab", { name: message("en", "trade", "tabs.fair") }).click();
    await expect(fresh.getByTestId("trade-max-offer")).toHaveValue("300");
    await expectRoute(fresh, "en", fair);
    await expect(fresh.getByTestId("trade-want-OceanicFuture")).toHaveValue("40");
    const { rows } = computeTradeTable({ mode: "fair", age: "OceanicFuture", amount: 40 });
    for (const row of rows) {
      await expect(fresh.getByTestId(`trade-ratio-${row.age}`)).toHaveText(
        new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format(row.ratio),
      );
    }
    await context.close();
  });

  test("phone: the table scrolls inside its card, the page does not", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(PATH);
    await page.getByTestId("trade-want-IronAge").fill("100");
    // Without the optional columns the result is readable without scrolling sideways.
    const result = (await page.getByTestId("trade-result-BronzeAge").boundingBox())!;
    expect(result.x + result.width).toBeLessThanOrEqual(360);
    await expect(page.getByTestId("trade-result-BronzeAge")).toHaveText("200");
    await page.getByLabel(message("en", "trade", "table.splitOffers")).check();
    await expect(page.getByTestId("trade-split-BronzeAge")).not.toBeEmpty();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByTestId("trade-table");
    const scroller = await table.evaluate((el) => {
      const parent = el.parentElement!;
      return {
        scroll: parent.scrollWidth,
        client: parent.clientWidth,
        overflowX: getComputedStyle(parent).overflowX,
      };
    });
    expect(scroller.overflowX).toBe("auto");
    expect(scroller.scroll).toBeGreaterThan(scroller.client);
    expect(
      (await page.getByTestId("trade-want-IronAge").boundingBox())!.height,
    ).toBeGreaterThanOrEqual(40);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(PATH);
    await fillForm(page, "fair", { have: "BronzeAge", want: "IndustrialAge", amount: 2500 });
    await page.getByTestId("trade-want-HighMiddleAges").fill("50");
    await page.getByLabel(message("en", "trade", "table.displayRatio")).check();
    await page.getByLabel(message("en", "trade", "table.splitOffers")).check();
    await expect(page.getByTestId("trade-step").first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
