/**
 * The Great Building rules (docs/tools/gb-prestige.md) in the forecast and the leveling order:
 * Prestige from a shared link and from the global setting after a reload, the player's level
 * costs where the data has none, on a phone, with axe on each view.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeGbForecast } from "@foe-toolbox/core/gb-forecast-cost";
import { computeGbLevelingOrder } from "@foe-toolbox/core/gb-leveling-order";
import { expect, message, test } from "./fixtures";

const fmt = (n: number) => new Intl.NumberFormat("en").format(n);
const seven = (pct: number) => Array.from({ length: 7 }, () => pct);

/** The Arc 95 -> 110 under Prestige: copper levels at 90 %, gold levels at 20 %. */
const FORECAST_LINK =
  "/gb-forecast-cost?gbfc_cp=0&gbfc_f=96&gbfc_gb=The_Arc&gbfc_ipg=90&gbfc_ipgg=20&gbfc_t=110&rules=prestige";

async function setNumber(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press("Tab");
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test("forecast from a Prestige link: its rules, two bonuses across both tiers, its own link", async ({
  page,
}) => {
  test.slow(); // axe and two layouts of the bonus inputs
  await page.goto(FORECAST_LINK);
  const notice = page.getByTestId("gbfc-rules");
  await expect(notice).toHaveAttribute("data-rules", "prestige");
  await expect(notice).toContainText("the beta server since October 2, 2026");
  await expect(notice).toContainText(message("en", "gbRules", "fromLink"));
  await expect(page.getByTestId("gbfc-global")).toHaveValue("90");
  await expect(page.getByTestId("gbfc-global-gold")).toHaveValue("20");

  const r = computeGbForecast({
    levels: getGbLevels("The_Arc")!,
    currentLevel: 95,
    targetLevel: 110,
    investorPercentages: seven(90),
    investorPercentagesGold: seven(20),
    rules: "prestige",
  });
  await expect(page.getByTestId("gbfc-total-cost")).toHaveText(fmt(r.totalCost));
  await expect(page.getByTestId("gbfc-total-with-bonus")).toHaveText(
    fmt(r.totalPreparationWithBonus),
  );
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", /[?&]rules=prestige(&|$)/);

  // Per place: 7 places, a copper and a gold column (copper levels have no P6/P7).
  await page.getByTestId("gbfc-custom").check();
  await expect(page.getByTestId("gbfc-g7")).toBeVisible();
  await expect(page.getByTestId("gbfc-p7")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A range of copper levels only: one bonus, five places.
  await setNumber(page, "gbfc-target", "100");
  await expect(page.getByTestId("gbfc-g1")).toHaveCount(0);
  await expect(page.getByTestId("gbfc-p5")).toBeVisible();
  await expect(page.getByTestId("gbfc-p6")).toHaveCount(0);
});

test("leveling order under the Prestige setting, kept after a reload", async ({ page }) => {
  await page.goto("/gb-leveling-order");
  await expect(page.getByTestId("leveling-rules")).toHaveAttribute("data-rules", "live");
  await page.getByTestId("settings-button").first().click();
  const dialog = page.getByTestId("global-settings");
  await dialog
    .getByLabel(message("en", "settings", "gbRules"))
    .selectOption({ label: message("en", "settings", "gbRulesPrestige") });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("leveling-rules")).toHaveAttribute("data-rules", "prestige");

  await page.reload();
  await expect(page.getByTestId("leveling-reward")).toBeVisible();
  await expect(page.getByTestId("leveling-rules")).toHaveAttribute("data-rules", "prestige");
  await expect(page.getByTestId("leveling-rules")).not.toContainText(
    message("en", "gbRules", "fromLink"),
  );
  await page.getByTestId("leveling-reward").selectOption("contributionBoost");
  const plan = computeGbLevelingOrder({ reward: "contributionBoost", rules: "prestige" }).plan;
  await expect(page.getByTestId("leveling-row")).toHaveCount(plan.length);
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", /[?&]rules=prestige(&|$)/);

  // A plan past level 100 asks for the gold levels' bonus.
  await expect(page.getByTestId("leveling-investorPercentageGold")).toHaveCount(0);
  await setNumber(page, "leveling-targetLevel", "120");
  await expect(page.getByTestId("leveling-investorPercentageGold")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the forecast asks for level costs the data lacks and uses them", async ({ page }) => {
    await page.goto(
      "/gb-forecast-cost?gbfc_cp=0&gbfc_f=1&gbfc_gb=Stellar_Warship&gbfc_ipg=90&gbfc_t=2&rules=prestige",
    );
    const missing = page.getByTestId("gbfc-entered-missing-message");
    await expect(missing).toHaveText(
      "The game data does not know levels 1–2. Enter their costs as the game shows them.",
    );
    await expect(page.getByTestId("gbfc-result")).toHaveCount(0);
    await setNumber(page, "gbfc-entered-cost-1", "100");
    await setNumber(page, "gbfc-entered-cost-2", "150");
    await expect(missing).toHaveText("");
    await expect(page.getByText(message("en", "gbRules", "entered.yours"))).toHaveCount(2);
    await expect(page.getByTestId("gbfc-entered-used")).toHaveText(
      "Uses the values you entered for levels 1–2.",
    );
    const levels = getGbLevels("Stellar_Warship")!.map((row, i) =>
      i === 0 ? { ...row, cost: 100 } : i === 1 ? { ...row, cost: 150 } : row,
    );
    const r = computeGbForecast({
      levels,
      currentLevel: 0,
      targetLevel: 2,
      investorPercentages: Array.from({ length: 5 }, () => 90),
      rules: "prestige",
    });
    await expect(page.getByTestId("gbfc-total-cost")).toHaveText(fmt(r.totalCost));
    await expect(page.getByTestId("gbfc-total-with-bonus")).toHaveText(
      fmt(r.totalPreparationWithBonus),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);

    // One click puts a level back to the game data, which asks for it again.
    await page.getByRole("button", { name: "Reset level 2 to the game data" }).click();
    await expect(missing).toHaveText(
      "The game data does not know level 2. Enter its cost as the game shows it.",
    );
  });
});
