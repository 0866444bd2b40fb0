/**
 * The secure-position tool on a Great Building's level under the GB rules
 * (docs/tools/secure-position.md §5, docs/tools/gb-prestige.md): Observatory 133 under Prestige
 * (from the settings and from a link) has 7 places computed by the core from its data cost; live
 * rules keep the data's 5; an entered A.I. Core cost is used and kept after a reload; a link made
 * for 5 places still opens; axe; a phone.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { computePrestigeRewards } from "@foe-toolbox/core/gb-prestige";
import { computeSecurePosition } from "@foe-toolbox/core/secure-position";
import { expect, message, test } from "./fixtures";

const fmt = (n: number) => new Intl.NumberFormat("en").format(n);
const label = (key: string) => message("en", "securePosition", key);
const OBSERVATORY_133 = computePrestigeRewards({ level: 133, cost: 13551 });
const PRESTIGE_LINK = "/secure-position?rules=prestige&sp_gb=Observatory&sp_lvl=133";

async function setNumber(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press("Tab");
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** The place options (without "No place chosen"). */
async function placeOptions(page: Page): Promise<string[]> {
  const texts = await page.getByTestId("sp-place").locator("option").allTextContents();
  return texts.slice(1);
}

/** Observatory 133 under Prestige: 7 places from the core, the gold boost, the core's lock. */
async function expectObservatoryPrestige(page: Page) {
  await expect(page.getByTestId("sp-rules")).toHaveAttribute("data-rules", "prestige");
  await expect(page.getByTestId("sp-place").locator("option")).toHaveCount(8);
  expect(OBSERVATORY_133.places[0]!.fp).toBe(1180);
  expect(await placeOptions(page)).toEqual(
    OBSERVATORY_133.places.map((p) => `${p.place} (${fmt(p.fp)} FP)`),
  );
  await expect(page.getByLabel(label("levelCost"), { exact: true })).toHaveValue("13551");
  const arc = page.getByLabel(label("arcBonusGold").replace("{firstGold}", "101"), {
    exact: true,
  });
  await arc.fill("19");
  await setNumber(page, "sp-currentDeposits", "2000");
  await setNumber(page, "sp-otherParticipation", "500");
  await page.getByTestId("sp-place").selectOption({ label: "1 (1,180 FP)" });
  const expected = computeSecurePosition({
    levelCost: 13551,
    currentDeposits: 2000,
    yourParticipation: 0,
    otherParticipation: 500,
    yourArcBonus: 19,
    fpTargetReward: 1180,
    rules: "prestige",
  });
  await expect(page.getByTestId("sp-remaining")).toHaveText(fmt(expected.remaining));
  await expect(page.getByTestId("sp-fp")).toHaveText(fmt(expected.fp!));
  await expect(page.getByTestId("sp-roi")).toHaveAttribute("data-value", String(expected.roi));
}

test("Observatory 133 under the Prestige setting: 7 places from the core, again from its link", async ({
  page,
}) => {
  test.slow(); // axe, a reload and a link
  await page.goto("/secure-position");
  await expect(page.getByTestId("sp-rules")).toHaveAttribute("data-rules", "live");
  await page.getByTestId("sp-use-gb").check();
  await page.getByTestId("sp-gb").selectOption("Observatory");
  await setNumber(page, "sp-level", "133");
  // Live rules: the data's 5 places.
  await expect(page.getByTestId("sp-place").locator("option")).toHaveCount(6);
  expect((await placeOptions(page))[0]).toBe("1 (1,545 FP)");

  await page.getByTestId("settings-button").first().click();
  const dialog = page.getByTestId("global-settings");
  await dialog
    .getByLabel(message("en", "settings", "gbRules"))
    .selectOption({ label: message("en", "settings", "gbRulesPrestige") });
  await page.keyboard.press("Escape");
  await expectObservatoryPrestige(page);
  await expect(page.getByTestId("sp-rules")).not.toContainText(
    message("en", "gbRules", "fromLink"),
  );
  await expectNoAxeViolations(page);

  // A reload keeps the setting and the GB level (the place and participations start again).
  await page.reload();
  await expect(page.getByTestId("sp-rules")).toHaveAttribute("data-rules", "prestige");
  await expect(page.getByTestId("sp-use-gb")).toBeChecked();
  await expect(page.getByTestId("sp-level")).toHaveValue("133");
  await expectObservatoryPrestige(page);

  const href = await page.getByTestId("permalink").getAttribute("href");
  expect(href).toMatch(/^\?rules=prestige&/);
  expect(href).toContain("sp_gb=Observatory");
  expect(href).toContain("sp_lvl=133");
  expect(href).toContain("sp_pl=1");
  // After a reload the setting stays; the page's link opens the same level and place.
  await page.goto(`/secure-position${href}`);
  await expect(page.getByTestId("permalink-mode")).toBeVisible();
  await expect(page.getByTestId("sp-rules")).toHaveAttribute("data-rules", "prestige");
  await expect(page.getByTestId("sp-place")).toHaveValue("0");
  await expect(page.getByTestId("sp-fp")).toHaveText(
    fmt(
      computeSecurePosition({
        levelCost: 13551,
        currentDeposits: 2000,
        yourParticipation: 0,
        otherParticipation: 500,
        yourArcBonus: 19,
        fpTargetReward: 1180,
        rules: "prestige",
      }).fp!,
    ),
  );
});

test("a rules=prestige link shows Prestige whatever the setting; live rules keep 5 places", async ({
  page,
}) => {
  await page.goto(PRESTIGE_LINK);
  await expect(page.getByTestId("sp-rules")).toContainText(message("en", "gbRules", "fromLink"));
  await expectObservatoryPrestige(page);

  await page.goto("/secure-position?sp_gb=Observatory&sp_lvl=133");
  await expect(page.getByTestId("sp-rules")).toHaveAttribute("data-rules", "live");
  await expect(page.getByTestId("sp-place").locator("option")).toHaveCount(6);
  expect((await placeOptions(page))[0]).toBe("1 (1,545 FP)");
  await expect(page.getByLabel(label("yourArcBonus"), { exact: true })).toBeVisible();
});

test("an entered A.I. Core cost gives the places and is kept after a reload", async ({ page }) => {
  await page.goto("/secure-position?rules=prestige&sp_gb=AI_Core&sp_lvl=10");
  const missing = page.getByTestId("sp-entered-missing-message");
  await expect(missing).toHaveText(
    "The game data does not know level 10. Enter its cost as the game shows it.",
  );
  await expect(page.getByTestId("sp-place").locator("option")).toHaveCount(1);
  await setNumber(page, "sp-entered-cost-10", "1234");
  await expect(missing).toHaveText("");
  await expect(page.getByText(message("en", "gbRules", "entered.yours"))).toHaveCount(1);
  const places = computePrestigeRewards({ level: 10, cost: 1234 }).places;
  expect(await placeOptions(page)).toEqual(places.map((p) => `${p.place} (${fmt(p.fp)} FP)`));
  await expect(page.getByLabel(label("levelCost"), { exact: true })).toHaveValue("1234");
  await page.getByTestId("sp-place").selectOption({ index: 1 });
  const expected = computeSecurePosition({
    levelCost: 1234,
    currentDeposits: 0,
    yourParticipation: 0,
    otherParticipation: 0,
    yourArcBonus: 90,
    fpTargetReward: places[0]!.fp,
    rules: "prestige",
  });
  await expect(page.getByTestId("sp-fp")).toHaveText(fmt(expected.fp!));
  await expect(page.getByTestId("sp-roi")).toHaveAttribute("data-value", String(expected.roi));

  await page.reload();
  await expect(page.getByTestId("sp-entered-cost-10")).toHaveValue("1234");
  await expect(page.getByLabel(label("levelCost"), { exact: true })).toHaveValue("1234");
  await expect(page.getByTestId("sp-entered-used")).toHaveText(
    "Uses the values you entered for level 10.",
  );
  await page.getByRole("button", { name: "Reset level 10 to the game data" }).click();
  await expect(missing).toHaveText(
    "The game data does not know level 10. Enter its cost as the game shows it.",
  );
});

test("a link made for 5 places (typed cost and reward) still opens as before", async ({ page }) => {
  await page.goto("/secure-position?sp_cd=860&sp_ftr=245&sp_lc=1720&sp_op=50&sp_yab=90&sp_yp=10");
  await expect(page.getByTestId("permalink-mode")).toBeVisible();
  await expect(page.getByTestId("sp-use-gb")).not.toBeChecked();
  await expect(page.getByLabel(label("fpTargetReward"), { exact: true })).toHaveValue("245");
  const expected = computeSecurePosition({
    levelCost: 1720,
    currentDeposits: 860,
    yourParticipation: 10,
    otherParticipation: 50,
    yourArcBonus: 90,
    fpTargetReward: 245,
  });
  expect(expected.fp).toBe(460);
  await expect(page.getByTestId("sp-fp")).toHaveText(fmt(expected.fp!));
  await expect(page.getByTestId("sp-roi")).toHaveAttribute("data-value", String(expected.roi));
  await expect(page.getByTestId("permalink")).toHaveAttribute(
    "href",
    "?sp_cd=860&sp_ftr=245&sp_lc=1720&sp_op=50&sp_yp=10",
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the Prestige link fits the screen and passes axe", async ({ page }) => {
    await page.goto(PRESTIGE_LINK);
    await expectObservatoryPrestige(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
  });
});
