import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { getGbName } from "@foe-toolbox/core/data/gb-names";
import {
  computeInvestorView,
  computeLevelInvestment,
  type LevelInvestmentInput,
} from "@foe-toolbox/core/gb-investment";
import { expect, inputMessage, localePath, message, test } from "./fixtures";

const levelsOf = (gb: string) => getGbLevels(gb)! as LevelInvestmentInput["levels"];
const num = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

async function setNumber(page: Page, testId: string, value: number | string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(String(value));
  await input.blur();
}

async function expectOwnerRows(page: Page, locale: string, input: LevelInvestmentInput) {
  const result = computeLevelInvestment(input);
  for (const place of result.places) {
    const row = page.getByTestId(`owner-row-${place.place}`);
    await expect(row.locator('[data-column="preparation"] [data-value]')).toHaveText(
      num(locale, place.preparation),
    );
    await expect(row.locator('[data-column="expected"] [data-value]')).toHaveText(
      num(locale, place.expectedParticipation),
    );
    if ((input.investors ?? []).length > 0) {
      await expect(row.locator('[data-column="in"] [data-value]')).toHaveText(
        num(locale, place.isInvestorParticipation ? place.participation : 0),
      );
    }
  }
  await expect(page.getByTestId("owner-total").locator("[data-value]")).toHaveText(
    num(locale, result.totalPreparations),
  );
  await expect(page.getByTestId("owner-cost").locator("[data-value]")).toHaveText(
    num(locale, result.cost),
  );
  return result;
}

const CASES = [
  { gb: "Observatory", level: 25, pct: 90, place2: 80, owner: 0, investors: [200] },
  { gb: "The_Arc", level: 80, pct: 85, place2: 92.5, owner: 1500, investors: [1300, 400] },
  { gb: "Chateau_Frontenac", level: 60, pct: 92.5, place2: 100, owner: 300, investors: [700] },
];

for (const locale of ["en", "de"]) {
  test.describe(`owner view in ${locale}`, () => {
    for (const c of CASES) {
      test(`${c.gb}: level, percentage, owner FP and investors match the core`, async ({
        page,
      }) => {
        await page.goto(localePath(locale, `/gb-investment/${c.gb}`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(getGbName(c.gb, locale)!);
        await setNumber(page, "owner-level", c.level);
        await expect(page.getByTestId("owner-title")).toContainText(
          `${num(locale, c.level - 1)} → ${num(locale, c.level)}`,
        );
        await setNumber(page, "owner-global-percentage", c.pct);
        // One place at its own rate, typed in the table.
        const place2 = page.getByTestId("owner-row-2").locator('[data-column="percentage"] input');
        await place2.click();
        await place2.fill(String(c.place2).replace(".", locale === "de" ? "," : "."));
        await place2.blur();
        await setNumber(page, "owner-fp", c.owner);
        const levels = levelsOf(c.gb);
        const percentages = [c.pct, c.place2, c.pct, c.pct, c.pct];
        const plain = await expectOwnerRows(page, locale, {
          levels,
          level: c.level,
          investorPercentages: percentages,
          ownerPreparation: c.owner,
        });
        expect(plain.cost).toBeGreaterThan(0);
        for (const value of c.investors) {
          await page.getByTestId("owner-add-investor").fill(String(value));
          await page.getByTestId("owner-add-investor").press("Enter");
        }
        // Investors are flagged by the core's rule: an amount that is not a free place's rate is a potential sniper.
        const tags = page.getByTestId("investor-list").getByRole("listitem");
        await expect(tags).toHaveCount(c.investors.length);
        const sniperTag = message(locale, "gbInvestment", "owner.sniperTag");
        const flags: boolean[] = [];
        for (let i = 0; i < c.investors.length; i++)
          flags.push(((await tags.nth(i).textContent()) ?? "").includes(sniperTag));
        const sorted = [...c.investors].sort((a, b) => b - a);
        await expectOwnerRows(page, locale, {
          levels,
          level: c.level,
          investorPercentages: percentages,
          ownerPreparation: c.owner,
          investors: sorted.map((value, i) => ({ value, isPotentialSniper: flags[i]! })),
        });
      });
    }
  });
}

test("'P1 taken' adds an investor paying exactly the rate (not a sniper)", async ({ page }) => {
  await page.goto("/gb-investment/Observatory");
  const result = computeLevelInvestment({
    levels: levelsOf("Observatory"),
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
  });
  await page.getByRole("button", { name: "P1 taken" }).click();
  await expect(page.getByTestId("investor-list")).toHaveText(
    String(result.places[0]!.expectedParticipation),
  );
  await expect(
    page.getByTestId("owner-row-1").locator('[data-column="in"] [data-value]'),
  ).toHaveText("124");
});

test("investors view in German matches computeInvestorView", async ({ page }) => {
  await page.goto(localePath("de", "/gb-investment/The_Arc"));
  await page
    .getByRole("tab", { name: message("de", "gbInvestment", "page.investorsView") })
    .click();
  await setNumber(page, "investors-to", 30);
  await setNumber(page, "investors-from", 20);
  await page.getByTestId("investors-mode-normal").check();
  await page.getByTestId("investors-show-3").check();
  const result = computeInvestorView({
    levels: levelsOf("The_Arc"),
    currentLevel: 20,
    targetLevel: 30,
    yourArcBonus: 90,
    mode: "normal",
    investorPercentages: [90, 90, 90, 90, 90],
  });
  await expect(page.getByTestId("investors-table").locator("tbody tr")).toHaveCount(10);
  for (const row of result.rows) {
    const tr = page.getByTestId(`investors-row-${row.level}`);
    await expect(tr.locator('[data-cell="cost-1"]')).toHaveText(num("de", row.places[0]!.fp!));
    await expect(tr.locator('[data-cell="cost-3"]')).toHaveText(num("de", row.places[2]!.fp!));
  }
  await expect(page.locator('[data-cell="total-1"] [data-roi]')).toHaveAttribute(
    "data-roi",
    String(result.profitLoss[0]),
  );
  // The tab is remembered for this GB.
  await page.reload();
  await expect(
    page.getByRole("tab", { name: message("de", "gbInvestment", "page.investorsView") }),
  ).toHaveAttribute("aria-selected", "true");
});

test("invalid input shows the translated message and keeps the last result", async ({ page }) => {
  await page.goto(localePath("de", "/gb-investment/Observatory"));
  await expect(page.getByTestId("owner-total").locator("[data-value]")).toHaveText("430");
  const owner = page.getByTestId("owner-fp");
  await owner.click();
  await owner.fill("999");
  // Level 11 of the Observatory costs 650 FP: the field names its range instead of clamping.
  await expect(page.getByText(inputMessage("de", "between", { min: 0, max: 650 }))).toBeVisible();
  await expect(owner).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("owner-total").locator("[data-value]")).toHaveText("430");
});

test("a level with unknown data asks for its values instead of computing", async ({ page }) => {
  // docs/tools/gb-prestige.md, "The GB page": the player enters what the game shows (gb-page-prestige.spec.ts).
  await page.goto("/gb-investment/AI_Core");
  await expect(page.getByTestId("gbi-entered-missing-message")).toContainText("level 10");
  await expect(page.getByTestId("gbi-entered-cost-10")).toBeVisible();
  await expect(page.getByTestId("owner-unknown")).toHaveCount(0);
  await expect(page.getByTestId("owner-table")).toHaveCount(0);
});

test("permalink round-trip restores the full state in a fresh page", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/gb-investment/The_Arc");
  await setNumber(page, "owner-level", 42);
  await setNumber(page, "owner-global-percentage", 88.5);
  await setNumber(page, "owner-fp", 250);
  await page.getByTestId("owner-add-investor").fill("333");
  await page.getByTestId("owner-add-investor").press("Enter");
  await page.getByTestId("owner-show-snipe").check();
  await setNumber(page, "owner-arc", 75);
  // The link follows the last change (the panels add their keys a frame later).
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", /gbi_l=42.*gbi_yab=75/);
  const href = await page.getByTestId("permalink").getAttribute("href");
  const totalBefore = await page.getByTestId("owner-total").locator("[data-value]").textContent();

  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  await fresh.goto(`/gb-investment/The_Arc${href}`);
  await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
  await expect(fresh.getByTestId("owner-level")).toHaveValue("42");
  await expect(fresh.getByTestId("owner-global-percentage")).toHaveValue("88.5");
  await expect(fresh.getByTestId("owner-fp")).toHaveValue("250");
  await expect(fresh.getByTestId("investor-list")).toContainText("333");
  await expect(fresh.getByTestId("owner-arc")).toHaveValue("75");
  await expect(fresh.getByTestId("owner-total").locator("[data-value]")).toHaveText(totalBefore!);
  const result = computeLevelInvestment({
    levels: levelsOf("The_Arc"),
    level: 42,
    investorPercentages: Array(5).fill(88.5),
    ownerPreparation: 250,
    investors: [{ value: 333, isPotentialSniper: true }],
    yourArcBonus: 75,
  });
  const snipe = result.places[1]!.snipe;
  if (snipe?.fp != null)
    await expect(
      fresh.getByTestId("owner-row-2").locator('[data-column="snipe"] [data-value]'),
    ).toHaveText(num("en", snipe.fp));
  // Reloading the link shows the same state again; the profile of this fresh browser was not touched.
  await fresh.reload();
  await expect(fresh.getByTestId("owner-level")).toHaveValue("42");
  await fresh.goto("/gb-investment/The_Arc");
  await expect(fresh.getByTestId("owner-level")).toHaveValue("10");
  await context.close();
});

test("a link leaves out the default values and opens them over the visitor's own", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/gb-investment/Observatory");
  await expect(page.getByTestId("owner-level")).toHaveValue("10");
  // Every value is the default: the link keeps one short pair (it had ~300 characters).
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", /^\?[^&]{1,20}$/);
  await setNumber(page, "owner-fp", 250);
  // The panels under the table add their keys a frame later, and the link is shortened when idle.
  const href = "?gbi_oi=250";
  await expect(page.getByTestId("permalink")).toHaveAttribute("href", href);

  // A visitor whose own level, snipe switch and Arc bonus differ sees the sender's: the
  // defaults but the FP.
  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  await fresh.goto("/gb-investment/Observatory");
  await setNumber(fresh, "owner-level", 20);
  await fresh.getByTestId("owner-show-snipe").check();
  await setNumber(fresh, "owner-arc", 120);
  await fresh.goto(`/gb-investment/Observatory${href}`);
  await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
  await expect(fresh.getByTestId("owner-fp")).toHaveValue("250");
  await expect(fresh.getByTestId("owner-level")).toHaveValue("10");
  await expect(fresh.getByTestId("owner-show-snipe")).not.toBeChecked();
  await fresh.getByTestId("owner-show-snipe").check();
  await expect(fresh.getByTestId("owner-arc")).toHaveValue("90");
  await context.close();
});

test("the values stay after a reload (profile)", async ({ page }) => {
  await page.goto("/gb-investment/Capitol");
  await setNumber(page, "owner-level", 33);
  await page.reload();
  await expect(page.getByTestId("owner-level")).toHaveValue("33");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("shows the card view and the compact GB selector in the header", async ({ page }) => {
    await page.goto("/gb-investment/Observatory");
    await expect(page.getByTestId("gb-switcher-compact")).toBeVisible();
    await expect(
      page.getByRole("link", { name: message("en", "shell", "a11y.homeLink") }),
    ).toBeHidden();
    // "auto" by default: the table's rows are shown as cards by CSS; no sideways scroll.
    await expect(page.getByTestId("owner-table")).toBeVisible();
    await expect(
      page.getByTestId("owner-row-1").getByText("Place 1", { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByTestId("owner-card-view").selectOption("cards");
    await expect(page.getByTestId("owner-cards")).toBeVisible();
    await expect(page.getByTestId("owner-table")).toHaveCount(0);
    await expect(
      page.getByTestId("owner-card-1").locator('[data-column="preparation"] [data-value]'),
    ).toHaveText("402");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole("tab", { name: "Investor view" }).click();
    await expect(page.getByTestId("investors-table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByTestId("gb-switcher-compact").selectOption("The_Arc");
    await expect(page).toHaveURL(/\/gb-investment\/The_Arc$/);
  });
});

test("the owner view works with the keyboard only", async ({ page }) => {
  await page.goto("/gb-investment/Observatory");
  await page.getByTestId("owner-level").focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByTestId("owner-title")).toContainText("10 → 11");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("owner-global-percentage")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("owner-lock")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("owner-fp")).toBeFocused();
  await page.keyboard.type("100");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("owner-add-investor")).toBeFocused();
  await page.keyboard.type("50");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("investor-list")).toContainText("50");
  const result = computeLevelInvestment({
    levels: levelsOf("Observatory"),
    level: 11,
    investorPercentages: Array(5).fill(90),
    ownerPreparation: 100,
    investors: [{ value: 50, isPotentialSniper: true }],
  });
  await expect(page.getByTestId("owner-total").locator("[data-value]")).toHaveText(
    num("en", result.totalPreparations),
  );
  // Tabs switch with the arrow keys.
  await page.getByRole("tab", { name: "Owner view" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Investor view" })).toBeFocused();
  await expect(page.getByTestId("investors-table")).toBeVisible();
});

test("the chooser lists every GB by age or alphabetically", async ({ page }) => {
  await page.goto(localePath("fr", "/gb-investment"));
  await expect(page.getByTestId("chooser-ages").locator("[data-gb]")).toHaveCount(49);
  await expect(page.locator('[data-age="NoAge"]')).toContainText(getGbName("Observatory", "fr")!);
  await page.getByTestId("chooser-sort-alpha").click();
  const names = await page.getByTestId("chooser-alpha").locator("[data-gb]").allTextContents();
  expect(names).toHaveLength(49);
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await page.reload();
  await expect(page.getByTestId("chooser-sort-alpha")).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: getGbName("The_Arc", "fr")! }).click();
  await expect(page).toHaveURL(/\/fr\/gb-investment\/The_Arc$/);
});

test("a bookmark appears on the home page with the localised name", async ({ page }) => {
  await page.goto(localePath("de", "/gb-investment/The_Arc"));
  await page.getByTestId("gb-bookmark").click();
  await expect(page.getByTestId("gb-bookmark")).toHaveAttribute("aria-pressed", "true");
  await page.goto(localePath("de"));
  await expect(page.getByRole("link", { name: "Die Arche" })).toBeVisible();
  await page.goto(localePath("de", "/gb-investment"));
  await expect(page.getByTestId("chooser-favourites")).toContainText("Die Arche");
});

test("an unknown GB is a 404", async ({ page }) => {
  const response = await page.goto("/gb-investment/Not_A_Building");
  expect(response?.status()).toBe(404);
  const de = await page.goto(localePath("de", "/gb-investment/the_arc"));
  expect(de?.status()).toBe(404);
});

test("the autocomplete switcher finds a GB by part of its name", async ({ page }) => {
  // Global setting "GB selector style: Auto-complete" (docs/site.md §8).
  await page.addInitScript(() => {
    const stored = JSON.parse(
      localStorage.getItem("foe-toolbox:global") ?? '{"state":{},"version":1}',
    ) as { state: object };
    localStorage.setItem(
      "foe-toolbox:global",
      JSON.stringify({ ...stored, state: { ...stored.state, gbSelectMode: "datalist" } }),
    );
  });
  await page.goto("/gb-investment/Observatory");
  const box = page.getByTestId("gb-switcher");
  await expect(box).toHaveAttribute("role", "combobox");
  await box.click();
  await box.fill("KRA");
  // Only the switcher's own list (the page has other selects, e.g. the secure box's places).
  const list = page.locator(`#${await box.getAttribute("aria-controls")}`);
  await expect(list.getByRole("option")).toHaveText(["The Kraken"]);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/gb-investment\/The_Kraken$/);
});

for (const path of ["/gb-investment", "/gb-investment/The_Arc"]) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path.endsWith("The_Arc")) {
      await page.getByTestId("owner-add-investor").fill("500");
      await page.getByTestId("owner-add-investor").press("Enter");
      await page.getByTestId("owner-show-snipe").check();
      // The panels under the table load after the page: wait for them so that they are checked too.
      await expect(page.getByTestId("promotion-messages")).toBeVisible();
      await expect(page.getByTestId("secure-position-box")).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test("the guided tour opens on demand and walks through the page", async ({ page }) => {
  await page.goto(localePath("de", "/gb-investment/Observatory"));
  await expect(page.getByTestId("promotion-messages")).toBeVisible();
  // Started from the investors view, it brings the owner view back.
  await page
    .getByRole("tab", { name: message("de", "gbInvestment", "page.investorsView") })
    .click();
  await page.getByTestId("gb-tutorial").click();
  const popover = page.locator(".driver-popover");
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(message("de", "gbInvestment", "tour.welcomeTitle"));
  await expect(page.getByTestId("owner-table")).toBeVisible();
  await expect(
    popover.getByRole("button", { name: message("de", "gbInvestment", "tour.close") }),
  ).toBeVisible();
  // It explains the panels under the table too.
  const next = popover.getByRole("button", { name: message("de", "gbInvestment", "tour.next") });
  for (const title of [
    "switcherTitle",
    "tabsTitle",
    "levelTitle",
    "percentageTitle",
    "ownerFpTitle",
    "snipeTitle",
    "tableTitle",
    "secureTitle",
    "messagesTitle",
  ]) {
    await next.click();
    await expect(popover.locator(".driver-popover-title")).toHaveText(
      message("de", "gbInvestment", `tour.${title}`),
    );
  }
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
  // The first step offers "Exit" instead of "Previous".
  await page.getByTestId("gb-tutorial").click();
  await expect(popover).toContainText(message("de", "gbInvestment", "tour.welcomeTitle"));
  await popover.getByRole("button", { name: message("de", "gbInvestment", "tour.exit") }).click();
  await expect(popover).toHaveCount(0);
});
