/**
 * The GB page under the Great Building rules (docs/tools/gb-prestige.md, "The GB page"): 7 places
 * for a gold level under Prestige (from the setting, after a reload, from a link), 5 under the
 * default live rules, an old 5-place link, the gold Arc bonus, a level the data lacks entered by
 * the player, on a phone, with axe on the new views. Every number is the core's.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  computeInvestorView,
  computeLevelInvestment,
  type LevelInvestmentInput,
} from "@foe-toolbox/core/gb-investment";
import { expect, message, test } from "./fixtures";

const fmt = (n: number) => new Intl.NumberFormat("en").format(n);
const observatory = getGbLevels("Observatory")! as LevelInvestmentInput["levels"];
const rows = (page: Page) => page.getByTestId(/^owner-row-\d+$/);
const cell = (page: Page, place: number, column: string) =>
  page.getByTestId(`owner-row-${place}`).locator(`[data-column="${column}"] [data-value]`);

async function setNumber(page: Page, testId: string, value: number | string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(String(value));
  await input.blur();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** The owner table against the core: every place's reward and preparation, and the total. */
async function expectOwnerTable(page: Page, input: LevelInvestmentInput) {
  const result = computeLevelInvestment(input);
  await expect(rows(page)).toHaveCount(result.places.length);
  for (const place of result.places) {
    await expect(cell(page, place.place, "reward")).toHaveText(fmt(place.reward));
    await expect(cell(page, place.place, "preparation")).toHaveText(fmt(place.preparation));
  }
  await expect(page.getByTestId("owner-total").locator("[data-value]")).toHaveText(
    fmt(result.totalPreparations),
  );
  return result;
}

const prestige133: LevelInvestmentInput = {
  levels: observatory,
  level: 133,
  investorPercentages: Array.from({ length: 7 }, () => 90),
  rules: "prestige",
};

test("Observatory 133 under the Prestige setting: 7 places with P1 1,180, kept after a reload", async ({
  page,
}) => {
  test.slow(); // axe, a reload and two tables
  await page.goto("/gb-investment/Observatory");
  await setNumber(page, "owner-level", 133);
  await expect(page.getByTestId("gbi-rules")).toHaveAttribute("data-rules", "live");
  await page.getByTestId("settings-button").first().click();
  await page
    .getByTestId("global-settings")
    .getByLabel(message("en", "settings", "gbRules"))
    .selectOption({ label: message("en", "settings", "gbRulesPrestige") });
  await page.keyboard.press("Escape");

  // The data's cost of 132 → 133 is 13,551: 15 % of it, P1's 58.20 % rounded down to 5.
  expect(observatory[132]!.cost).toBe(13551);
  const result = await expectOwnerTable(page, prestige133);
  expect(result.places[0]!.reward).toBe(1180);
  await expect(cell(page, 1, "reward")).toHaveText("1,180");
  const notice = page.getByTestId("gbi-rules");
  await expect(notice).toHaveAttribute("data-rules", "prestige");
  await expect(notice).toContainText("the beta server since October 2, 2026");
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", /[?&]rules=prestige(&|$)/);

  // The Snipe column of a gold level uses the gold Arc bonus, and its field says so.
  await page.getByTestId("owner-show-snipe").check();
  await expect(page.getByLabel("Your gold Arc bonus (%), levels from 101")).toBeVisible();
  await setNumber(page, "owner-arc-gold", 19);
  const snipe = computeLevelInvestment({ ...prestige133, yourArcBonus: 90, yourArcBonusGold: 19 });
  const p1Snipe = snipe.places[0]!.snipe!.fp!;
  await expect(cell(page, 1, "snipe")).toHaveText(fmt(p1Snipe));
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId("owner-title")).toContainText("132 → 133");
  await expectOwnerTable(page, prestige133);
  await expect(page.getByTestId("owner-arc-gold")).toHaveValue("19");
  await expect(cell(page, 1, "snipe")).toHaveText(fmt(p1Snipe));
  await expect(page.getByTestId("gbi-rules")).not.toContainText(
    message("en", "gbRules", "fromLink"),
  );
});

test("the default live rules keep 5 places from the reward table (P1 1,545)", async ({ page }) => {
  await page.goto("/gb-investment/Observatory");
  await setNumber(page, "owner-level", 133);
  const result = await expectOwnerTable(page, {
    levels: observatory,
    level: 133,
    investorPercentages: [90, 90, 90, 90, 90],
  });
  expect(result.places[0]!.reward).toBe(1545);
  await expect(cell(page, 1, "reward")).toHaveText("1,545");
  await expect(page.getByTestId("gbi-rules")).toHaveAttribute("data-rules", "live");
  await expect(page.getByTestId("permalink")).not.toHaveAttribute("href", /rules=/);
});

test("a Prestige link shows its 7 places whatever the setting, in both views", async ({ page }) => {
  await page.goto("/gb-investment/Observatory?gbi_tab=0&gbi_l=133&gbi_p7=70&rules=prestige");
  await expectOwnerTable(page, {
    ...prestige133,
    investorPercentages: [90, 90, 90, 90, 90, 90, 70],
  });
  await expect(cell(page, 1, "reward")).toHaveText("1,180");
  await expect(page.getByTestId("gbi-rules")).toContainText(message("en", "gbRules", "fromLink"));

  // The investors view of a range over both tiers: a copper and a gold Arc bonus, P7 on gold levels only.
  await page.goto(
    "/gb-investment/Observatory?gbi_tab=1&gbi_f=100&gbi_t=101&gbi_yab=90&gbi_yabg=19" +
      "&gbi_sp=%5Btrue%2Cfalse%2Cfalse%2Cfalse%2Cfalse%2Cfalse%2Ctrue%5D&rules=prestige",
  );
  await expect(page.getByTestId("investors-arc")).toHaveValue("90");
  await expect(page.getByTestId("investors-arc-gold")).toHaveValue("19");
  const view = computeInvestorView({
    levels: observatory,
    currentLevel: 99,
    targetLevel: 101,
    yourArcBonus: 90,
    yourArcBonusGold: 19,
    mode: "none",
    investorPercentages: Array.from({ length: 7 }, () => 90),
    rules: "prestige",
  });
  // "reward (FP to pay)", or "0" for a place worth nothing (P7 of the data's small cost).
  const rewardCell = (p: { reward: number; participation: number }) =>
    p.reward === 0 ? "0" : `${fmt(p.reward)} (${fmt(p.participation)})`;
  const gold = page.getByTestId("investors-row-101");
  await expect(gold.locator('[data-cell="reward-1"]')).toHaveText(
    rewardCell(view.rows[1]!.places[0]!),
  );
  await expect(gold.locator('[data-cell="reward-7"]')).toHaveText(
    rewardCell(view.rows[1]!.places[6]!),
  );
  await expect(page.getByTestId("investors-row-100").locator('[data-cell="none-7"]')).toBeVisible();
  await expect(page.getByTestId("gbi-investors-rules")).toHaveAttribute("data-rules", "prestige");
  await expectNoAxeViolations(page);
});

test("an old 5-place link opens as before, under live rules, and is written back the same", async ({
  page,
}) => {
  const old =
    "gbi_ip=%5B%7B%22value%22%3A400%2C%22isPotentialSniper%22%3Afalse%7D%5D&gbi_ipg=90&gbi_l=133&gbi_oi=100" +
    "&gbi_p1=90&gbi_p2=90&gbi_p3=85&gbi_p4=90&gbi_p5=90" +
    "&gbi_pFree1=1&gbi_pFree2=0&gbi_pFree3=1&gbi_pFree4=1&gbi_pFree5=1&gbi_ss=0&gbi_tab=0&gbi_yab=90";
  await page.goto(`/gb-investment/Observatory?${old}`);
  await expectOwnerTable(page, {
    levels: observatory,
    level: 133,
    investorPercentages: [90, 90, 85, 90, 90],
    investors: [{ value: 400, isPotentialSniper: false }],
    ownerPreparation: 100,
  });
  await expect(
    page.getByRole("checkbox", { name: "Include place 2 in the messages" }),
  ).not.toBeChecked();
  const href = await page.getByTestId("permalink").getAttribute("href");
  const query = new URLSearchParams(href!.split("?")[1]);
  // Links are short (only non-default values): what it writes agrees with the old link.
  for (const [key, value] of query) {
    const before = new URLSearchParams(old).get(key);
    if (before !== null) expect(value).toBe(before);
  }
  for (const key of ["rules", "gbi_p6", "gbi_p7", "gbi_pFree6", "gbi_pFree7", "gbi_yabg"])
    expect(query.has(key)).toBe(false);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("A.I. Core asks for its level, computes with the entered values and keeps them after a reload", async ({
    page,
  }) => {
    test.slow(); // six fields, a reload and axe
    await page.goto("/gb-investment/AI_Core");
    await expect(page.getByTestId("gbi-entered-missing-message")).toHaveText(
      "The game data does not know level 10. Enter its cost and rewards as the game shows them.",
    );
    await expect(page.getByTestId("owner-unknown")).toHaveCount(0);
    await setNumber(page, "gbi-entered-cost-10", 500);
    const rewards = [100, 50, 15, 5, 0];
    for (const [k, fp] of rewards.entries())
      await setNumber(page, `gbi-entered-reward-10-${k + 1}`, fp);
    const levels = getGbLevels("AI_Core")!.map((row, i) =>
      i === 9 ? { cost: 500, reward: rewards.map((fp) => ({ fp })) } : row,
    ) as LevelInvestmentInput["levels"];
    const input = { levels, level: 10, investorPercentages: [90, 90, 90, 90, 90] };
    await expectOwnerTable(page, input);
    await expect(page.getByTestId("gbi-entered-used")).toHaveText(
      "Uses the values you entered for level 10.",
    );
    await expect(page.getByText(message("en", "gbRules", "entered.yours"))).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);

    await page.reload();
    await expectOwnerTable(page, input);
    await expect(page.getByTestId("gbi-entered-cost-10")).toHaveValue("500");

    // One click puts the level back to the game data, which asks for it again.
    await page.getByRole("button", { name: "Reset level 10 to the game data" }).click();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId("gbi-entered-cost-10")).toHaveValue("");
  });

  test("Observatory 133 from a Prestige link shows its 7 places on a phone", async ({ page }) => {
    await page.goto("/gb-investment/Observatory?gbi_tab=0&gbi_l=133&rules=prestige");
    await expectOwnerTable(page, prestige133);
    await expect(cell(page, 7, "reward")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
  });
});
