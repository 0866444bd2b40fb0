import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { computeCfRewards, type CfInput, type CfResult } from "@foe-toolbox/core/cf-calculator";
import { expect, inputMessage, localePath, message, test } from "./fixtures";

const PATH = "/cf-calculator";
const number = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);

/** Fills the calculator's fields (the age first: it resets the budget). */
async function fillCf(page: Page, input: CfInput) {
  await page.locator("#cf-age").selectOption(input.age);
  const fields: [keyof CfInput, string][] = [
    ["cfBoost", "#cf-cfBoost"],
    ["coins", "#cf-coins"],
    ["supplies", "#cf-supplies"],
    ["goods", "#cf-goods"],
    ["fpPer24h", "#cf-fpPer24h"],
    ["otherRq", "#cf-otherRq"],
  ];
  for (const [key, selector] of fields) {
    const value = input[key];
    if (typeof value === "number") await page.locator(selector).fill(String(value));
  }
  if (input.secondRq) {
    await page.locator('input[name="cf-secondRq"]').first().check();
    if (input.suppliesGathered !== undefined)
      await page.locator("#cf-suppliesGathered").fill(String(input.suppliesGathered));
  }
  if (input.cumulativeQuests)
    await page.locator("#cf-cumulativeQuests").fill(String(input.cumulativeQuests));
}

/** The displayed results equal the core's, formatted for the locale. */
async function expectResult(page: Page, expected: CfResult, locale = "en", secondRq = false) {
  const n = (value: number) => number(locale, value);
  await expect(page.getByTestId("cf-total-rq")).toHaveText(n(expected.totalRqCompleted));
  await expect(page.getByTestId("cf-bp")).toHaveText(n(expected.bp));
  await expect(page.getByTestId("cf-medals")).toHaveText(n(expected.medals));
  await expect(page.getByTestId("cf-goods")).toHaveText(n(expected.goods));
  await expect(page.getByTestId("cf-fp")).toHaveText(n(expected.fp));
  await expect(page.getByTestId("cf-total-goods")).toHaveText(n(expected.totalGoods));
  await expect(page.getByTestId("cf-total-fp")).toHaveText(n(expected.totalFp));
  await expect(page.getByTestId("cf-daily-ubq")).toHaveText(n(expected.dailyUbq));
  await expect(page.getByTestId("cf-bonus-ubq")).toHaveText(n(expected.bonusUbq));
  if (secondRq)
    await expect(page.getByTestId("cf-second-rq")).toHaveText(n(expected.secondRqCompleted));
  else await expect(page.getByTestId("cf-second-rq")).toHaveCount(0);
  const rows = page.getByTestId("cf-returns").locator("tbody tr");
  if (expected.returns.length === 0) {
    await expect(rows).toHaveCount(1);
    return;
  }
  await expect(rows).toHaveCount(expected.returns.length);
  for (const [i, row] of expected.returns.entries()) {
    await expect(rows.nth(i)).toHaveText(`${n(i + 1)}${n(row.coins)}${n(row.supplies)}`);
  }
}

test.describe("Château Frontenac calculator", () => {
  test("a fresh visit shows the result of the age minimum at once", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "tools", "cf-calculator.title"),
    );
    await expect(page.locator("#cf-coins")).toHaveValue("4200");
    await expect(page.locator("#cf-supplies")).toHaveValue("3500");
    await expectResult(page, computeCfRewards({ age: "BronzeAge", coins: 4200, supplies: 3500 }));
  });

  test("realistic case: Iron Age, 150 %, 40 other RQs, own goods and FP", async ({ page }) => {
    const input: CfInput = {
      age: "IronAge",
      cfBoost: 150,
      coins: 50000,
      supplies: 45000,
      goods: 150,
      fpPer24h: 60,
      otherRq: 40,
    };
    await page.goto(PATH);
    await fillCf(page, input);
    await expectResult(page, computeCfRewards(input));
  });

  test("edge case: infinity generator at the Iron Age threshold, then 14 rounds", async ({
    page,
  }) => {
    await page.goto(PATH);
    await fillCf(page, { age: "IronAge", cfBoost: 459, coins: 14000, supplies: 14000 });
    await expect(page.locator("#cf-cumulativeQuests")).toHaveCount(0);
    await expectResult(
      page,
      computeCfRewards({ age: "IronAge", cfBoost: 459, coins: 14000, supplies: 14000 }),
    );

    await page.locator("#cf-cfBoost").fill("460");
    await expect(page.getByText(message("en", "cfCalculator", "infinity.title"))).toBeVisible();
    await expect(page.locator("#cf-cumulativeQuests")).toHaveValue("0");
    await expectResult(
      page,
      computeCfRewards({ age: "IronAge", cfBoost: 460, coins: 14000, supplies: 14000 }),
    );

    await page.locator("#cf-cumulativeQuests").fill("14");
    const expected = computeCfRewards({
      age: "IronAge",
      cfBoost: 460,
      coins: 14000,
      supplies: 14000,
      cumulativeQuests: 14,
    });
    expect(expected.returns).toHaveLength(14);
    await expectResult(page, expected);
  });

  test("in German: translated labels, second quest giver, German number format", async ({
    page,
  }) => {
    const input: CfInput = {
      age: "ModernEra",
      cfBoost: 922,
      coins: 900000,
      supplies: 800000,
      secondRq: true,
      suppliesGathered: 720000,
    };
    await page.goto(localePath("de", PATH));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("de", "tools", "cf-calculator.title"),
    );
    await expect(page.getByLabel(message("de", "cfCalculator", "fields.coins"))).toBeVisible();
    await expect(page.locator("#cf-age option:checked")).toHaveText(
      message("de", "ages", "BronzeAge"),
    );
    await expect(
      page.getByRole("group", { name: message("de", "cfCalculator", "fields.secondRq") }),
    ).toHaveCount(0);
    await fillCf(page, input);
    await expect(page.getByText(message("de", "cfCalculator", "results.secondRq"))).toBeVisible();
    const expected = computeCfRewards(input);
    expect(expected.returns[0]!.coins).toBeGreaterThan(999); // shown with German grouping
    await expectResult(page, expected, "de", true);
  });

  test("invalid input shows the translated message next to the field and keeps the last result", async ({
    page,
  }) => {
    const input: CfInput = {
      age: "ColonialAge",
      cfBoost: 200,
      coins: 200000,
      supplies: 250000,
      otherRq: 5,
    };
    await page.goto(localePath("fr", PATH));
    await fillCf(page, input);
    const expected = computeCfRewards(input);
    await expectResult(page, expected, "fr");

    // Below the age's minimum: kept as typed with the range, never clamped, nothing computed.
    const coins = page.locator("#cf-coins");
    await coins.fill("1000");
    await expect(coins).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#cf-coins-error")).toHaveText(
      inputMessage("fr", "between", { min: 175000, max: 1e12 }),
    );
    await expectResult(page, expected, "fr");
    await page.locator("#cf-otherRq").fill("1.5");
    await expect(coins).toHaveValue("1000");
    await expect(page.locator("#cf-otherRq-error")).toHaveText(inputMessage("fr", "notWhole"));
    await expectResult(page, expected, "fr");

    // The refused values were not saved: a reload shows the last valid input.
    await page.reload();
    await expect(page.locator("#cf-coins")).toHaveValue("200000");
    await expect(page.locator("#cf-otherRq")).toHaveValue("5");
    await expectResult(page, expected, "fr");
  });

  test("changing the age resets the budget; switching the second RQ off clears gathered supplies", async ({
    page,
  }) => {
    await page.goto(PATH);
    await fillCf(page, {
      age: "LateMiddleAges",
      coins: 100000,
      supplies: 100000,
      secondRq: true,
      suppliesGathered: 50000,
    });
    await page.locator('input[name="cf-secondRq"]').nth(1).check();
    await expect(page.locator("#cf-suppliesGathered")).toHaveCount(0);
    await page.locator('input[name="cf-secondRq"]').first().check();
    await expect(page.locator("#cf-suppliesGathered")).toHaveValue("0");
    await page.locator("#cf-age").selectOption("HighMiddleAges");
    await expect(page.locator("#cf-coins")).toHaveValue("56000");
    await expect(page.locator("#cf-supplies")).toHaveValue("56000");
    await expect(page.locator('input[name="cf-secondRq"]')).toHaveCount(0);
  });

  test("the permalink restores the full state in a fresh page without touching its profile", async ({
    page,
    browser,
    baseURL,
  }) => {
    const input: CfInput = {
      age: "ProgressiveEra",
      cfBoost: 1300,
      coins: 500000,
      supplies: 400000,
      goods: 1234,
      fpPer24h: 250,
      otherRq: 14,
      secondRq: true,
      suppliesGathered: 720000,
      cumulativeQuests: 5,
    };
    await page.goto(PATH);
    await fillCf(page, input);
    const expected = computeCfRewards(input);
    expect(expected.infinityGenerator).toBe(true);
    await expectResult(page, expected, "en", true);
    const href = await page.getByTestId("permalink").getAttribute("href");
    expect(href).toContain("cfc_ya=ProgressiveEra");

    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto(`${PATH}${href}`);
    await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
    await expect(fresh.locator("#cf-age")).toHaveValue("ProgressiveEra");
    for (const [selector, value] of [
      ["#cf-cfBoost", "1300"],
      ["#cf-coins", "500000"],
      ["#cf-supplies", "400000"],
      ["#cf-goods", "1234"],
      ["#cf-fpPer24h", "250"],
      ["#cf-otherRq", "14"],
      ["#cf-suppliesGathered", "720000"],
      ["#cf-cumulativeQuests", "5"],
    ] as const) {
      await expect(fresh.locator(selector)).toHaveValue(value);
    }
    await expectResult(fresh, expected, "en", true);

    // Edits in permalink mode update the address, not the profile.
    await fresh.locator("#cf-otherRq").fill("20");
    await expect(fresh).toHaveURL(/cfc_orq=20/);
    const stored = await fresh.evaluate(() => localStorage.getItem("foe-toolbox:profile") ?? "");
    expect(stored).not.toContain("ProgressiveEra");
    await fresh.goto(PATH);
    await expect(fresh.locator("#cf-age")).toHaveValue("BronzeAge");
    await context.close();
  });

  test("the tutorial walks through the fields, showing hidden ones, and closes", async ({
    page,
  }) => {
    await page.goto(localePath("de", PATH));
    await page.getByRole("button", { name: message("de", "cfCalculator", "tutorial") }).click();
    const popover = page.locator(".driver-popover");
    await expect(popover).toContainText(message("de", "cfCalculator", "tour.welcomeTitle"));
    // Bronze Age has no second quest giver, but the tour shows its fields.
    await expect(
      page.getByRole("group", { name: message("de", "cfCalculator", "fields.secondRq") }),
    ).toBeVisible();
    await expect(
      popover.getByRole("button", { name: message("de", "cfCalculator", "tour.exit") }),
    ).toBeVisible();
    await popover.getByRole("button", { name: message("de", "cfCalculator", "tour.next") }).click();
    await expect(popover).toContainText(message("de", "cfCalculator", "tour.steps.age"));
    await popover
      .getByRole("button", { name: message("de", "cfCalculator", "tour.close") })
      .click();
    await expect(popover).toHaveCount(0);
    await expect(
      page.getByRole("group", { name: message("de", "cfCalculator", "fields.secondRq") }),
    ).toHaveCount(0);
  });

  test("phone: single column, no sideways scrolling, touch-sized fields", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PATH);
    await fillCf(page, {
      age: "VirtualFuture",
      cfBoost: 3012,
      coins: 5600000,
      supplies: 5600000,
      cumulativeQuests: 30,
    });
    await expect(page.getByTestId("cf-returns").locator("tbody tr")).toHaveCount(30);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const form = await page.locator("main form").boundingBox();
    const rewards = await page.getByTestId("cf-bp").boundingBox();
    expect(rewards!.y).toBeGreaterThan(form!.y + form!.height);
    for (const selector of ["#cf-age", "#cf-coins", "#cf-cumulativeQuests"]) {
      expect((await page.locator(selector).boundingBox())!.height).toBeGreaterThanOrEqual(40);
      // 16 px text at least, or phones zoom into the field when it gets the focus.
      expect(
        await page.locator(selector).evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(16);
    }
  });

  test("phone: in permalink mode the notice keeps its text readable above its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${PATH}?cfc_ya=IronAge&cfc_ycfb=150`);
    const notice = page.getByTestId("permalink-mode");
    await expect(notice).toBeVisible();
    const text = (await notice.locator("span").boundingBox())!;
    const button = (await notice.getByRole("button").boundingBox())!;
    expect(text.width).toBeGreaterThan(250);
    expect(button.y).toBeGreaterThanOrEqual(text.y + text.height);
    expect(button.height).toBeGreaterThanOrEqual(40);
  });

  test("has no accessibility violations (default and with every optional field)", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByTestId("cf-total-rq")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await fillCf(page, {
      age: "ContemporaryEra",
      cfBoost: 1141,
      coins: 980000,
      supplies: 770000,
      secondRq: true,
      suppliesGathered: 1000,
      cumulativeQuests: 3,
    });
    await page.locator("#cf-coins").fill("5");
    await expect(page.locator("#cf-coins-error")).not.toBeEmpty();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
