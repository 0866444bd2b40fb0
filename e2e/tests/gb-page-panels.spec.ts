import AxeBuilder from "@axe-core/playwright";
import {
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_TEMPLATES,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
} from "@foe-toolbox/core/promotion-messages";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { expect, test } from "./fixtures";

/** The default messages of Observatory 9 → 10 at 90 %, as the core builds them. */
function observatoryMessages(ownerPreparation: number, onlySecuredPlaces: boolean) {
  return buildGbPromotionMessages({
    levels: getGbLevels("Observatory")!,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    ownerPreparation,
    includePlaces: [true, true, true, true, true],
    onlySecuredPlaces,
    settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
    templates: [...DEFAULT_PROMOTION_TEMPLATES],
    gbName: "Observatory",
    gbShortName: "Obs",
  });
}

test.describe("GB page panels", () => {
  test("copies a promotion message that the core built, with a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/gb-investment/Observatory");
    const expected = observatoryMessages(0, false);
    const first = expected.messages[0]!.message;
    await expect(page.getByRole("textbox", { name: "Default 0" })).toHaveValue(first);
    await page.getByRole("button", { name: "Copy Default 0" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expect(page.locator("[data-sonner-toast]")).toContainText("Copied");
  });

  test("a permalink with 'only secured places' lists the secured places and keeps the table's checkboxes read-only", async ({
    page,
  }) => {
    await page.goto("/gb-investment/Observatory?gbi_tab=0&gbi_l=10&gbi_oi=402&gbi_sosp=1");
    const expected = observatoryMessages(402, true);
    await expect(page.getByRole("textbox", { name: "Default 1", exact: true })).toHaveValue(
      expected.messages[1]!.message,
    );
    const boxes = page.getByTestId("owner-table").locator('[data-column="include"] input');
    await expect(boxes).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      await expect(boxes.nth(i)).toBeDisabled();
      expect(await boxes.nth(i).isChecked()).toBe(expected.includePlaces[i]);
    }
    // The link's setting stays out of the profile (permalink mode).
    expect(
      await page.evaluate(() => localStorage.getItem("foe-toolbox:profile") ?? ""),
    ).not.toContain('"showOnlySecuredPlaces":true');
    // Turning the option off includes every place again and frees the checkboxes.
    await page.getByRole("checkbox", { name: "Only places already secured" }).uncheck();
    await expect(boxes.nth(3)).toBeEnabled();
    await expect(boxes.nth(3)).toBeChecked();
  });

  test("a permalink restores the secure box and the message settings, also after a reload", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/gb-investment/Observatory");
    const box = page.getByTestId("secure-position-box");
    await box.getByRole("spinbutton", { name: "FP already on the level" }).fill("200");
    await box.getByRole("spinbutton", { name: "Your participation (FP)" }).fill("50");
    await box.getByTestId("sp-place").selectOption("1");
    await page.getByRole("textbox", { name: "Text before the messages" }).fill("Hey");
    await page.getByRole("checkbox", { name: "Show the level" }).uncheck();
    await expect(page.getByTestId("permalink")).toHaveAttribute("href", /sp_cd=200.*sp_ftr=35/);
    const href = await page.getByTestId("permalink").getAttribute("href");
    // Observatory 9 → 10 costs 650: 450 FP missing; 250 FP lock place 2 (35 FP), 200 still to add.
    await expect(box.getByTestId("sp-fp")).toHaveText("250");
    const message = await page
      .getByRole("textbox", { name: "Default 1", exact: true })
      .inputValue();
    expect(message).toBe("Hey Observatory P1(124) P2(67) P3(19) P4(10)");

    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto(`/gb-investment/Observatory${href}`);
    for (let i = 0; i < 2; i++) {
      const freshBox = fresh.getByTestId("secure-position-box");
      await expect(freshBox.getByTestId("sp-remaining")).toHaveText("450");
      await expect(freshBox.getByTestId("sp-fp")).toHaveText("250");
      await expect(freshBox.getByTestId("sp-still")).toContainText("200");
      await expect(freshBox.getByTestId("sp-place")).toHaveValue("1");
      await expect(fresh.getByRole("textbox", { name: "Default 1", exact: true })).toHaveValue(
        message,
      );
      await fresh.reload();
    }
    await context.close();
  });

  test("the builder and import dialogs have no accessibility violations", async ({ page }) => {
    await page.goto("/gb-investment/Observatory");
    await page.getByTestId("promo-open-builder").click();
    await page.getByTestId("builder-source").selectOption("d:11");
    await expect(page.getByTestId("builder-message-preview")).not.toBeEmpty();
    expect(
      (await new AxeBuilder({ page }).include("[data-testid=promo-builder]").analyze()).violations,
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByTestId("promo-open-import").click();
    await page.getByTestId("import-text").fill("{not json");
    await page.getByTestId("import-name").fill("Default 1");
    await expect(
      page.getByTestId("promo-import").getByText("This template could not be read."),
    ).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).include("[data-testid=promo-import]").analyze()).violations,
    ).toEqual([]);
  });

  test("the secure box follows the displayed level's cost", async ({ page }) => {
    await page.goto("/gb-investment/The_Arc");
    const cost = getGbLevels("The_Arc")![9]!.cost!;
    await expect(page.getByRole("spinbutton", { name: "Level cost (FP)" })).toHaveValue(
      String(cost),
    );
  });

  test("the page settles and can be left (no render loop between the table and the panels)", async ({
    page,
  }) => {
    await page.goto("/gb-investment/The_Arc");
    await page.waitForTimeout(1500);
    const mutations = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((list) => (count += list.length));
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 1000);
        }),
    );
    expect(mutations).toBeLessThan(50);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home", exact: true })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
