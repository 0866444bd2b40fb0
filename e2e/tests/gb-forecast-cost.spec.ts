import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeGbForecast, type ForecastInput } from "@foe-toolbox/core/gb-forecast-cost";
import { expect, inputMessage, localePath, message, test } from "./fixtures";

const PATH = "/gb-forecast-cost";
const fmt = (n: number, locale = "en") => new Intl.NumberFormat(locale).format(n);

function forecast(gb: string, input: Omit<ForecastInput, "levels">) {
  return computeGbForecast({ levels: getGbLevels(gb)!, ...input });
}

/** Types into a number field and leaves it (as a player would). */
async function setNumber(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press("Tab");
}

async function expectTotals(page: Page, r: ReturnType<typeof computeGbForecast>, locale = "en") {
  await expect(page.getByTestId("gbfc-total-cost")).toHaveText(fmt(r.totalCost, locale));
  await expect(page.getByTestId("gbfc-total-no-bonus")).toHaveText(
    fmt(r.totalPreparationNoBonus, locale),
  );
  await expect(page.getByTestId("gbfc-total-with-bonus")).toHaveText(
    fmt(r.totalPreparationWithBonus, locale),
  );
  await expect(page.getByTestId("gbfc-total-saved")).toHaveText(fmt(r.savedFp, locale));
}

/** The English duration text of docs/tools/gb-forecast-cost.md §3 for a core duration. */
function englishDuration(days: number, d: { years: number; months: number; days: number }) {
  if (days === 0) return message("en", "gbForecast", "noTimeNeeded");
  const unit = (n: number, word: string) => `${fmt(n)} ${word}${n === 1 ? "" : "s"}`;
  const parts = [
    d.years && unit(d.years, "year"),
    d.months && unit(d.months, "month"),
    d.days && unit(d.days, "day"),
  ].filter(Boolean);
  return d.years || d.months ? `${parts.join(", ")} (${unit(days, "day")})` : parts.join(", ");
}

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await expect(page.getByTestId("gbfc-result")).toBeVisible();
}

test("defaults, then the documented reference forecast typed in (Observatory 10 -> 60, 90 %, 50 FP a day)", async ({
  page,
}) => {
  await open(page);
  await expect(page.getByTestId("gbfc-gb")).toHaveValue("Observatory");
  await expectTotals(
    page,
    forecast("Observatory", {
      currentLevel: 0,
      targetLevel: 10,
      // Investors at 90 %, as on the GB page.
      investorPercentages: [90, 90, 90, 90, 90],
    }),
  );
  await expect(page.getByTestId("gbfc-global")).toHaveValue("90");
  await expect(page.getByTestId("gbfc-owner-time")).toHaveCount(0);

  await setNumber(page, "gbfc-target", "60");
  await setNumber(page, "gbfc-current", "10");
  await setNumber(page, "gbfc-global", "90");
  await setNumber(page, "gbfc-fp", "50");
  const r = forecast("Observatory", {
    currentLevel: 10,
    targetLevel: 60,
    investorPercentages: [90, 90, 90, 90, 90],
    fpPerDay: 50,
  });
  expect(r).toMatchObject({
    totalCost: 64975,
    totalPreparationNoBonus: 37320,
    totalPreparationWithBonus: 12363,
    savedFp: 24957,
    ownerDays: 248,
    swapDays: 1300,
  });
  await expectTotals(page, r);
  await expect(page.getByTestId("gbfc-summary")).toHaveText(
    "Taking Observatory from level 10 to 60 costs you 12,363 FP of the 64,975 FP these levels cost in total.",
  );
  await expect(page.getByTestId("gbfc-saved")).toHaveText(
    "The investor bonus saves you 24,957 FP.",
  );
  await expect(page.getByTestId("gbfc-owner-time")).toHaveText("8 months, 8 days (248 days)");
  await expect(page.getByTestId("gbfc-swap-time")).toHaveText(
    "3 years, 6 months, 25 days (1,300 days)",
  );

  const rows = page.getByTestId("gbfc-table").locator("tbody tr");
  await expect(rows).toHaveCount(50);
  for (const i of [0, 17, 49]) {
    const row = r.rows[i]!;
    await expect(rows.nth(i)).toHaveText(
      [
        `${row.level - 1} → ${row.level}`,
        fmt(row.cost),
        fmt(row.preparationNoBonus),
        fmt(row.preparationWithBonus),
      ].join(""),
    );
  }
  // The chart is drawn once it comes near the viewport.
  await page.getByTestId("gbfc-chart").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("gbfc-chart")).toHaveAttribute("data-ready", "true");
  await expect(
    page.getByRole("img", { name: "Owner preparation forecast for Observatory" }),
  ).toBeVisible();
});

test("edge cases: a whole GB at the highest bonus (200 %) and 1 FP a day, one level, FP already in, a GB whose costs are unknown", async ({
  page,
}) => {
  await open(page);
  await page.getByTestId("gbfc-gb").selectOption("Chateau_Frontenac");
  // The GB switch keeps 0 -> 10 (it fits); then the whole GB.
  await expect(page.getByTestId("gbfc-target")).toHaveValue("10");
  await setNumber(page, "gbfc-target", "420");
  await setNumber(page, "gbfc-global", "200");
  await setNumber(page, "gbfc-fp", "1");
  const whole = forecast("Chateau_Frontenac", {
    currentLevel: 0,
    targetLevel: 420,
    investorPercentages: [200, 200, 200, 200, 200],
    fpPerDay: 1,
  });
  expect(whole.totalCost).toBe(848460325);
  await expectTotals(page, whole);
  await expect(page.getByTestId("gbfc-owner-time")).toHaveText(
    englishDuration(whole.ownerDays!, whole.ownerDuration!),
  );
  await expect(page.getByTestId("gbfc-swap-time")).toHaveText(
    englishDuration(whole.swapDays!, whole.swapDuration!),
  );
  await expect(page.getByTestId("gbfc-swap-time")).toContainText("2,324,548 years");
  await expect(page.getByTestId("gbfc-table").locator("tbody tr")).toHaveCount(420);

  // One level (spec: Observatory 28 -> 29 at 82 % gives 276): the one-level sentence, no chart.
  await page.getByTestId("gbfc-gb").selectOption("Observatory");
  // 0 -> 420 does not fit the Observatory: back to 0 -> its last level.
  await expect(page.getByTestId("gbfc-target")).toHaveValue("361");
  await setNumber(page, "gbfc-current", "28");
  await setNumber(page, "gbfc-target", "29");
  await setNumber(page, "gbfc-global", "82");
  const one = forecast("Observatory", {
    currentLevel: 28,
    targetLevel: 29,
    investorPercentages: [82, 82, 82, 82, 82],
    fpPerDay: 1,
  });
  expect(one.totalPreparationWithBonus).toBe(276);
  await expectTotals(page, one);
  await expect(page.getByTestId("gbfc-summary")).toHaveText(
    `Taking Observatory from level 28 to 29 costs you 276 FP; the level costs ${fmt(one.totalCost)} FP in total.`,
  );
  await expect(page.getByTestId("gbfc-chart")).toHaveCount(0);

  // More FP already in than the owner's share: nothing left to pay with rate threads.
  await setNumber(page, "gbfc-ai", "277");
  const paid = forecast("Observatory", {
    currentLevel: 28,
    targetLevel: 29,
    investorPercentages: [82, 82, 82, 82, 82],
    fpPerDay: 1,
    alreadyInvested: 277,
  });
  expect(paid.ownerDays).toBe(0);
  await expect(page.getByTestId("gbfc-owner-time")).toHaveText(
    message("en", "gbForecast", "noTimeNeeded"),
  );
  await expect(page.getByTestId("gbfc-swap-time")).toHaveText(
    englishDuration(paid.swapDays!, paid.swapDuration!),
  );

  // A.I. Core: the data knows no level cost, so nothing is computed; the page asks for the level
  // as the game shows it instead of saying "unknown".
  await page.getByTestId("gbfc-gb").selectOption("AI_Core");
  await expect(page.getByTestId("gbfc-entered-missing-message")).toHaveText(
    "The game data does not know level 29. Enter its cost and rewards as the game shows them.",
  );
  await expect(page.getByTestId("gbfc-entered-cost-29")).toBeVisible();
  await expect(page.getByTestId("gbfc-unknown")).toHaveCount(0);
  await expect(page.getByTestId("gbfc-result")).toHaveCount(0);
});

test("German: translated labels and German number format", async ({ page }) => {
  await open(page, localePath("de", PATH));
  await expect(page.getByLabel(message("de", "gbForecast", "currentLevel"))).toBeVisible();
  await expect(
    page.getByText(message("de", "gbForecast", "targetLevel").replace("{max}", "361")),
  ).toBeVisible();
  // GB names in German: in the picker and in the sentences.
  await expect(page.getByTestId("gbfc-gb").locator('option[value="The_Arc"]')).toHaveText(
    "Die Arche",
  );
  await expect(page.getByTestId("gbfc-summary")).toContainText("Observatorium");
  await setNumber(page, "gbfc-target", "60");
  await setNumber(page, "gbfc-current", "10");
  await setNumber(page, "gbfc-global", "90");
  await setNumber(page, "gbfc-fp", "50");
  const r = forecast("Observatory", {
    currentLevel: 10,
    targetLevel: 60,
    investorPercentages: [90, 90, 90, 90, 90],
    fpPerDay: 50,
  });
  await expectTotals(page, r, "de");
  await expect(page.getByTestId("gbfc-total-cost")).toHaveText("64.975");
  await expect(page.getByTestId("gbfc-owner-time")).toHaveText("8 Monate, 8 Tage (248 Tage)");
  await expect(page.getByTestId("gbfc-summary")).toContainText("12.363 FP");
});

test("the permalink restores every input and the results in a fresh page; the profile keeps the values", async ({
  page,
  context,
}) => {
  await open(page);
  await page.getByTestId("gbfc-gb").selectOption("The_Arc");
  await setNumber(page, "gbfc-target", "80");
  await setNumber(page, "gbfc-current", "3");
  await setNumber(page, "gbfc-global", "90");
  await page.getByTestId("gbfc-custom").check();
  await setNumber(page, "gbfc-p1", "95.5");
  await setNumber(page, "gbfc-p5", "0");
  await setNumber(page, "gbfc-fp", "33.3");
  await setNumber(page, "gbfc-ai", "12");
  const pcts = [95.5, 90, 90, 90, 0];
  const r = forecast("The_Arc", {
    currentLevel: 3,
    targetLevel: 80,
    investorPercentages: pcts,
    fpPerDay: 33.3,
    alreadyInvested: 12,
  });
  await expectTotals(page, r);
  const owner = await page.getByTestId("gbfc-owner-time").textContent();

  const href = await page.getByTestId("permalink").getAttribute("href");
  expect(href).toContain("gbfc_gb=The_Arc");
  const fresh = await context.newPage();
  await fresh.goto(`${PATH}${href}`);
  await expect(fresh.getByTestId("permalink-mode")).toBeVisible();
  await expect(fresh.getByTestId("gbfc-gb")).toHaveValue("The_Arc");
  await expect(fresh.getByTestId("gbfc-current")).toHaveValue("3");
  await expect(fresh.getByTestId("gbfc-target")).toHaveValue("80");
  await expect(fresh.getByTestId("gbfc-custom")).toBeChecked();
  for (const [k, pct] of pcts.entries())
    await expect(fresh.getByTestId(`gbfc-p${k + 1}`)).toHaveValue(String(pct));
  await expect(fresh.getByTestId("gbfc-fp")).toHaveValue("33.3");
  await expect(fresh.getByTestId("gbfc-ai")).toHaveValue("12");
  await expectTotals(fresh, r);
  await expect(fresh.getByTestId("gbfc-owner-time")).toHaveText(owner!);

  // Without a permalink the page shows what this profile last had.
  await fresh.goto(PATH);
  await expect(fresh.getByTestId("permalink-mode")).toHaveCount(0);
  await expect(fresh.getByTestId("gbfc-gb")).toHaveValue("The_Arc");
  await expectTotals(fresh, r);
});

test("invalid input shows the translated message beside the field and keeps the last result", async ({
  page,
}) => {
  await open(page, localePath("fr", PATH));
  await setNumber(page, "gbfc-global", "90");
  await setNumber(page, "gbfc-fp", "50");
  const r = forecast("Observatory", {
    currentLevel: 0,
    targetLevel: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    fpPerDay: 50,
  });
  await expectTotals(page, r, "fr");
  const owner = await page.getByTestId("gbfc-owner-time").textContent();

  // Unreadable text stays as typed with the field's message; the result is the last valid one.
  await page.getByTestId("gbfc-fp").fill("1.2.3");
  await expect(page.getByTestId("gbfc-fp")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#gbfc-fp-error")).toHaveText(inputMessage("fr", "notNumber"));
  await expectTotals(page, r, "fr");
  await expect(page.getByTestId("gbfc-owner-time")).toHaveText(owner!);
  await setNumber(page, "gbfc-fp", "50");
  await expect(page.locator("#gbfc-fp-error")).toHaveText("");

  // More FP already invested than level 1 costs: the field's range says so.
  const firstCost = getGbLevels("Observatory")![0]!.cost!;
  await page.getByTestId("gbfc-ai").fill(String(firstCost + 1));
  await expect(page.locator("#gbfc-ai-error")).toHaveText(
    inputMessage("fr", "between", { min: 0, max: firstCost }),
  );
  await expectTotals(page, r, "fr");
  await setNumber(page, "gbfc-ai", "0");

  // A target beyond the GB's last level: the field says its range.
  await page.getByTestId("gbfc-target").fill("400");
  await expect(page.locator("#gbfc-target-error")).toHaveText(
    inputMessage("fr", "between", { min: 1, max: getGbLevels("Observatory")!.length }),
  );
  await expectTotals(page, r, "fr");
});

test("the levels are fetched on demand, with a loading state", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/gb-levels/")) requested.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get(PATH)).text();
  // The page's HTML carries the GB list, not the level tables (Observatory level 10 costs 650).
  expect(html).toContain("Observatory");
  expect(html).not.toContain('"cost":650');
  await open(page);
  expect(requested).toEqual(["/api/gb-levels/Observatory.json"]);

  await page.route("**/api/gb-levels/Capitol.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByTestId("gbfc-gb").selectOption("Capitol");
  await expect(page.getByTestId("data-loading")).toHaveText(
    message("en", "gbForecast", "loading").replace("{gb}", "Capitol"),
  );
  await expect(page.getByTestId("gbfc-summary")).toContainText("Capitol");
  await expect(page.getByTestId("data-loading")).toHaveCount(0);
  expect(requested).toEqual(["/api/gb-levels/Observatory.json", "/api/gb-levels/Capitol.json"]);
  // Back to a GB loaded before: no new request, no spinner.
  await page.getByTestId("gbfc-gb").selectOption("Observatory");
  await expect(page.getByTestId("gbfc-summary")).toContainText("Observatory");
  expect(requested).toHaveLength(2);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("single column without horizontal scrolling, 40 px touch targets", async ({ page }) => {
    await open(page);
    await setNumber(page, "gbfc-target", "60");
    await setNumber(page, "gbfc-fp", "50");
    await expect(page.getByTestId("gbfc-owner-time")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const inputs = page.getByTestId("gbfc-current");
    const results = page.getByTestId("gbfc-result");
    expect((await results.boundingBox())!.y).toBeGreaterThan((await inputs.boundingBox())!.y);
    for (const target of [
      page.getByRole("button", { name: "Increase" }).first(),
      page.getByTestId("gbfc-gb"),
      page.getByTestId("gbfc-fp"),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`no axe violations (${colorScheme})`, async ({ page }) => {
    test.slow(); // axe over the chart page and its table
    await page.emulateMedia({ colorScheme });
    await open(
      page,
      `${PATH}?gbfc_gb=Observatory&gbfc_f=11&gbfc_t=60&gbfc_ipg=90&gbfc_cp=1&gbfc_p1=80&gbfc_fp=50`,
    );
    await page.getByTestId("gbfc-chart").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("gbfc-chart")).toHaveAttribute("data-ready", "true");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("once visited, the page and its GB levels work offline", async ({ page, context }) => {
    await open(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const url = new URL("/api/gb-levels/Observatory.json", page.url()).href;
    await expect
      .poll(() => page.evaluate(async (u) => Boolean(await caches.match(u)), url), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href))), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("gbfc-total-cost")).toHaveText(
      fmt(
        forecast("Observatory", {
          currentLevel: 0,
          targetLevel: 10,
          investorPercentages: [0, 0, 0, 0, 0],
        }).totalCost,
      ),
    );
    await context.setOffline(false);
  });
});
