import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
} from "@foe-toolbox/core/promotion-messages";
import { expect, localePath, message, test } from "./fixtures";

const LINK = "/gb-power-leveling?gb=The_Arc&from=9&to=12";

/** The message the GB page gives for the Arc's empty level 10 with the first default template. */
function arcLevel10Message(): string {
  return buildGbPromotionMessages({
    levels: getGbLevels("The_Arc")!,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    includePlaces: [true, true, true, true, true],
    onlySecuredPlaces: false,
    settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
    templates: [DEFAULT_PROMOTION_TEMPLATES[0]!],
    gbName: "The Arc",
    gbShortName: "Arc",
  }).messages[0]!.message;
}

async function expectArcPlan(page: Page) {
  for (const level of [10, 11, 12]) {
    await expect(page.getByTestId(`gbpl-copy-${level}`)).toBeVisible();
  }
  await expect(page.getByTestId("gbpl-copy-13")).toHaveCount(0);
  await expect(page.getByTestId("gbpl-place-10-1")).toHaveText("P1: 209");
}

for (const device of [
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test("the permalink shows the rows, and a level's copy button puts its message on the clipboard", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(LINK);
      await expectArcPlan(page);
      await expect(page.getByTestId("gbpl-gb")).toHaveValue("The_Arc");
      await expect(page.getByTestId("gbpl-from")).toHaveValue("9");
      await expect(page.getByTestId("gbpl-to")).toHaveValue("12");
      await page.getByTestId("gbpl-copy-10").click();
      const expected = arcLevel10Message();
      expect(expected).toContain("209");
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect(page.locator("[data-sonner-toast]")).toContainText("Copied");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        device.use.viewport.width,
      );
    });

    test("a wrong level keeps the plan and says why beside the field", async ({ page }) => {
      await page.goto(LINK);
      await expectArcPlan(page);
      // The current level at the target: no level to build.
      const from = page.getByTestId("gbpl-from");
      await from.fill("12");
      await from.press("Tab");
      await expect(page.locator("#gbpl-from-error")).toHaveText(
        message("en", "calculator", "errors.LevelOutOfRangeError"),
      );
      await expect(page.getByTestId("gbpl-place-10-1")).toHaveText("P1: 209");
    });

    test("no axe violations", async ({ page }) => {
      await page.goto(LINK);
      await expectArcPlan(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  });
}

test("the German page is translated", async ({ page }) => {
  await page.goto(localePath("de", "/gb-power-leveling?gb=The_Arc&from=9&to=12"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    message("de", "tools", "gb-power-leveling.title"),
  );
  await expect(page.getByTestId("gbpl-place-10-1")).toHaveText("P1: 209");
});
