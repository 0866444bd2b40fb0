import { buildGbPromotionMessages, DEFAULT_PROMOTION_TEMPLATES, DEFAULT_PROMOTION_PAGE_SETTINGS } from "@foe-toolbox/core/promotion-messages";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { expect, test } from "./fixtures";

test.describe("GB page panels", () => {
  test("copies a promotion message that the core built, with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/gb-investment/Observatory");
    const levels = getGbLevels("Observatory")!;
    const expected = buildGbPromotionMessages({
      levels,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      investors: [],
      ownerPreparation: 0,
      includePlaces: [true, true, true, true, true],
      onlySecuredPlaces: false,
      settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
      templates: [...DEFAULT_PROMOTION_TEMPLATES],
      gbName: "Observatory",
      gbShortName: "Obs",
    });
    const first = expected.messages[0]!.message;
    await expect(page.getByRole("textbox", { name: "Default 0" })).toHaveValue(first);
    await page.getByRole("button", { name: "Copy Default 0" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expect(page.locator("[data-sonner-toast]")).toContainText("Copied");
  });

  test("the secure box follows the displayed level's cost", async ({ page }) => {
    await page.goto("/gb-investment/The_Arc");
    const cost = getGbLevels("The_Arc")![9]!.cost!;
    await expect(page.getByRole("spinbutton", { name: "Level cost (FP)" })).toHaveValue(String(cost));
  });

  test("the page settles and can be left (no render loop between the table and the panels)", async ({ page }) => {
    await page.goto("/gb-investment/The_Arc");
    await page.waitForTimeout(1500);
    const mutations = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((list) => (count += list.length));
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 1000);
        }),
    );
    expect(mutations).toBeLessThan(50);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
