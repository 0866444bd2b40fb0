/// <reference lib="dom" />
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  computeCampaignCost,
  toggleConquered,
  type CampaignData,
  type CampaignView,
  type Conquered,
  type Scope,
} from "@foe-toolbox/core/campaign-cost";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { expect, localePath, message, test } from "./fixtures";

const AGES = listCampaignAges();
const PARUUCH = AGES.find((a) => a.age === "IronAge")!.provinces.find((p) => p.key === "Paruuch")!;

async function openTool(page: Page, path = "/campaign-cost") {
  await page.goto(path);
  await expect(page.getByTestId("campaign-table")).toBeVisible();
}

/** Every total cell of the table must show the core's total, formatted for the locale. */
async function expectTotals(page: Page, view: CampaignView, locale = "en") {
  const format = new Intl.NumberFormat(locale);
  const cells = page.locator('[data-testid^="total-"]');
  await expect(cells).toHaveCount(view.goodsColumns.length + view.specialGoodsColumns.length);
  for (const good of view.goodsColumns) {
    await expect(page.getByTestId(`total-${good}`)).toHaveText(
      format.format(view.totals.goods[good]!),
    );
  }
  for (const special of view.specialGoodsColumns) {
    await expect(page.getByTestId(`total-${special}`)).toHaveText(
      format.format(view.totals.specialGoods[special]!),
    );
  }
}

/** The `campaign` field of the current profile as stored in localStorage. */
async function storedCampaign(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const global = JSON.parse(localStorage.getItem("foe-toolbox:global") ?? "{}") as {
      state?: { currentProfile?: string };
    };
    const profiles = JSON.parse(localStorage.getItem("foe-toolbox:profile") ?? "{}") as {
      state?: { profiles?: Record<string, { campaign?: unknown }> };
    };
    const id = global.state?.currentProfile ?? "";
    return profiles.state?.profiles?.[id]?.campaign ?? null;
  });
}

async function setStoredCampaign(page: Page, campaign: unknown) {
  await page.evaluate((value) => {
    const global = JSON.parse(localStorage.getItem("foe-toolbox:global") ?? "{}") as {
      state: { currentProfile: string };
    };
    const stored = JSON.parse(localStorage.getItem("foe-toolbox:profile") ?? "{}") as {
      state: { profiles: Record<string, { campaign: unknown }> };
    };
    stored.state.profiles[global.state.currentProfile]!.campaign = value;
    localStorage.setItem("foe-toolbox:profile", JSON.stringify(stored));
  }, campaign);
}

function checkbox(page: Page, name: string) {
  return page.getByRole("checkbox", { name, exact: true });
}

test("the map data is a static JSON file that gives the same results as the bundled data", async ({
  page,
  request,
}) => {
  await openTool(page);
  const src = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .find((n) => n.includes("/data/campaign.json")),
  );
  expect(src).toMatch(/\/data\/campaign\.json\?v=[0-9a-f]{12}$/);
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const data = (await response.json()) as CampaignData;
  const oceanic = AGES.find((a) => a.age === "OceanicFuture")!;
  const conquered = toggleConquered({
    age: "OceanicFuture",
    province: oceanic.provinces[3]!.key,
    value: true,
  }).conquered;
  for (const scope of [
    { age: "all" },
    { age: "OceanicFuture", province: "all" },
    { age: "IronAge", province: "Paruuch" },
  ] as Scope[]) {
    expect(computeCampaignCost({ scope, conquered, data })).toEqual(
      computeCampaignCost({ scope, conquered }),
    );
  }
});

test("an age with some conquered sectors: sector, province and age tables show the core's totals", async ({
  page,
}) => {
  await openTool(page);
  // Default: Bronze Age, its first province in data order.
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("BronzeAge");
  await expect(page.getByLabel("Province", { exact: true })).toHaveValue(
    AGES[0]!.provinces[0]!.key,
  );

  await page.getByLabel("Age", { exact: true }).selectOption("IronAge");
  await page.getByLabel("Province", { exact: true }).selectOption("Paruuch");
  await expect(page.getByTestId("campaign-title")).toHaveText(PARUUCH.name);
  await checkbox(page, "Sector 1: conquered").click();
  await checkbox(page, "Sector 3: conquered").click();
  let conquered: Conquered = {};
  for (const sector of [0, 2])
    conquered = toggleConquered({
      conquered,
      age: "IronAge",
      province: "Paruuch",
      sector,
      value: true,
    }).conquered;

  const sectorView = computeCampaignCost({
    scope: { age: "IronAge", province: "Paruuch" },
    conquered,
  });
  await expectTotals(page, sectorView);
  await expect(page.getByTestId("conquered-scope")).toHaveAttribute("aria-checked", "mixed");
  await expect(page.getByTestId("row-0").locator("s").first()).toBeVisible();
  await expect(page.getByTestId("row-1").locator("s")).toHaveCount(0);
  await expect(page.getByTestId("province-rewards").getByRole("listitem").first()).toBeVisible();

  await page.getByLabel("Province", { exact: true }).selectOption("all");
  const ageView = computeCampaignCost({ scope: { age: "IronAge", province: "all" }, conquered });
  await expectTotals(page, ageView);
  await expect(checkbox(page, "Paruuch: conquered")).toHaveAttribute("aria-checked", "mixed");
  const paruuchRow = ageView.rows.find((r) => "province" in r && r.province === "Paruuch")!;
  for (const [good, amount] of Object.entries(paruuchRow.goods)) {
    await expect(page.getByTestId(`cell-Paruuch-${good}`)).toHaveText(String(amount));
  }

  // Age -> province -> sector navigation from the table.
  await page.getByLabel("Age", { exact: true }).selectOption("all");
  await expectTotals(page, computeCampaignCost({ scope: { age: "all" }, conquered }), "en");
  await expect(checkbox(page, "Iron Age: conquered")).toHaveAttribute("aria-checked", "mixed");
  await expect(checkbox(page, "Bronze Age: conquered")).not.toBeChecked();
  await page.getByRole("button", { name: "Iron Age" }).click();
  await expect(page.getByLabel("Province", { exact: true })).toHaveValue("all");
  await page.getByRole("button", { name: PARUUCH.name }).click();
  await expect(page.getByLabel("Province", { exact: true })).toHaveValue("Paruuch");
  await expectTotals(page, sectorView);
});

test("everything conquered gives zeros in every total; clearing an age brings its goods back", async ({
  page,
}) => {
  // 18 clicks on the widest table of the tool.
  test.setTimeout(120_000);
  await openTool(page, "/campaign-cost");
  await page.getByLabel("Age", { exact: true }).selectOption("all");
  await expectTotals(page, computeCampaignCost({ scope: { age: "all" } }));
  let conquered: Conquered = {};
  for (const age of AGES) {
    await checkbox(page, `${message("en", "ages", age.age)}: conquered`).click();
    conquered = toggleConquered({ conquered, age: age.age, value: true }).conquered;
  }
  const all = computeCampaignCost({ scope: { age: "all" }, conquered });
  expect(Object.values(all.totals.goods).every((n) => n === 0)).toBe(true);
  await expectTotals(page, all);
  for (const cell of await page.locator('[data-testid^="total-"]').allTextContents())
    expect(cell).toBe("0");

  await checkbox(page, "Colonial Age: conquered").click();
  conquered = toggleConquered({ conquered, age: "ColonialAge", value: false }).conquered;
  await expectTotals(page, computeCampaignCost({ scope: { age: "all" }, conquered }));
  await expect(checkbox(page, "Colonial Age: conquered")).not.toBeChecked();
  expect(await storedCampaign(page)).toEqual(conquered);
});

test("German: labels, goods names and number grouping of the locale", async ({ page }) => {
  await openTool(page, localePath("de", "/campaign-cost"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    message("de", "tools", "campaign-cost.title"),
  );
  const ageSelect = page.getByLabel(message("de", "campaignCost", "age"), { exact: true });
  await ageSelect.selectOption("all");
  await expect(page.getByTestId("campaign-title")).toHaveText(
    message("de", "campaignCost", "allAges"),
  );
  await expect(
    page.getByRole("columnheader", { name: message("de", "goods", "marble") }),
  ).toBeVisible();
  await expect(
    page.getByRole("columnheader", { name: message("de", "ages", "IronAge") }),
  ).toBeVisible();
  const view = computeCampaignCost({ scope: { age: "all" } });
  await expectTotals(page, view, "de");
  // Totals above 999 use the German thousands separator.
  const big = view.goodsColumns.find((g) => view.totals.goods[g]! >= 1000)!;
  await expect(page.getByTestId(`total-${big}`)).toContainText(".");
  await page.getByRole("button", { name: message("de", "ages", "BronzeAge") }).click();
  await expect(
    page.getByLabel(message("de", "campaignCost", "province"), { exact: true }),
  ).toHaveValue("all");
});

test("permalink round trip: a fresh browser shows the same table and conquered sectors, without saving them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openTool(page);
  await page.getByLabel("Age", { exact: true }).selectOption("IronAge");
  await page.getByLabel("Province", { exact: true }).selectOption("all");
  await checkbox(page, "Paruuch: conquered").click();
  let conquered = toggleConquered({ age: "IronAge", province: "Paruuch", value: true }).conquered;
  await page.getByLabel("Province", { exact: true }).selectOption(AGES[1]!.provinces[2]!.key);
  await checkbox(page, "Sector 2: conquered").click();
  conquered = toggleConquered({
    conquered,
    age: "IronAge",
    province: AGES[1]!.provinces[2]!.key,
    sector: 1,
    value: true,
  }).conquered;
  await page.getByLabel("Province", { exact: true }).selectOption("all");
  const expected = computeCampaignCost({ scope: { age: "IronAge", province: "all" }, conquered });
  await expectTotals(page, expected);

  const href = await page.getByTestId("permalink").getAttribute("href");
  expect(href).toMatch(/^\?age=IronAge&c=[^&]+&province=all$/);
  expect(href!.length).toBeLessThan(60);

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await openTool(other, `/campaign-cost${href}`);
  await expect(other.getByTestId("permalink-mode")).toBeVisible();
  await expect(other.getByLabel("Age", { exact: true })).toHaveValue("IronAge");
  await expect(other.getByLabel("Province", { exact: true })).toHaveValue("all");
  await expectTotals(other, expected);
  await expect(checkbox(other, "Paruuch: conquered")).toBeChecked();
  await expect(checkbox(other, `${AGES[1]!.provinces[2]!.name}: conquered`)).toHaveAttribute(
    "aria-checked",
    "mixed",
  );

  // Edits stay in the page until the visitor keeps them.
  await checkbox(other, "Paruuch: conquered").click();
  await expect(checkbox(other, "Paruuch: conquered")).not.toBeChecked();
  expect(await storedCampaign(other)).toEqual({});
  await other.getByRole("button", { name: message("en", "calculator", "keepValues") }).click();
  await expect(other.getByTestId("permalink-mode")).toHaveCount(0);
  const kept = toggleConquered({
    conquered,
    age: "IronAge",
    province: "Paruuch",
    value: false,
  }).conquered;
  await expect.poll(() => storedCampaign(other)).toEqual(kept);
  await fresh.close();
});

test("conquered sectors survive a reload and appear in other tabs", async ({ page, context }) => {
  await openTool(page);
  const first = AGES[0]!.provinces[0]!;
  await checkbox(page, "Sector 2: conquered").click();
  const conquered = toggleConquered({
    age: "BronzeAge",
    province: first.key,
    sector: 1,
    value: true,
  }).conquered;
  await expect.poll(() => storedCampaign(page)).toEqual(conquered);

  const second = await context.newPage();
  await openTool(second);
  await expect(checkbox(second, "Sector 2: conquered")).toBeChecked();
  await checkbox(page, "Sector 1: conquered").click();
  await expect(checkbox(second, "Sector 1: conquered")).toBeChecked();
  await checkbox(second, "Sector 1: conquered").click();
  await expect(checkbox(page, "Sector 1: conquered")).not.toBeChecked();

  await page.reload();
  await expect(page.getByTestId("campaign-table")).toBeVisible();
  await expect(checkbox(page, "Sector 2: conquered")).toBeChecked();
  await expect(checkbox(page, "Sector 1: conquered")).not.toBeChecked();
  await expectTotals(
    page,
    computeCampaignCost({ scope: { age: "BronzeAge", province: first.key }, conquered }),
  );
});

test("damaged or old stored data and damaged links never break the page", async ({ page }) => {
  await openTool(page);
  // The legacy FOE Tools format is converted (short lists padded with false).
  await setStoredCampaign(page, {
    IronAge: { _state: -1, Paruuch: { _state: -1, sectors: [true] } },
  });
  await openTool(page, "/campaign-cost?age=IronAge&province=Paruuch");
  await expect(checkbox(page, "Sector 1: conquered")).toBeChecked();
  await expect(checkbox(page, "Sector 2: conquered")).not.toBeChecked();
  await expect(page.getByTestId("permalink-mode")).toHaveCount(0);

  await setStoredCampaign(page, { IronAge: "junk", Atlantis: { x: [true] } });
  await openTool(page, "/campaign-cost?age=IronAge&province=Paruuch");
  await expect(checkbox(page, "Sector 1: conquered")).not.toBeChecked();
  await expectTotals(page, computeCampaignCost({ scope: { age: "IronAge", province: "Paruuch" } }));

  // A link with an unknown age and an unreadable conquered state: defaults and the player's own state.
  await openTool(page, "/campaign-cost?age=Atlantis&province=Nowhere&c=%%zz");
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("BronzeAge");
  await expect(page.getByLabel("Province", { exact: true })).toHaveValue(
    AGES[0]!.provinces[0]!.key,
  );
  await expect(page.getByTestId("permalink-mode")).toHaveCount(0);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("one column, the table scrolls inside its card, 40 px touch targets", async ({ page }) => {
    await openTool(page, "/campaign-cost?age=IronAge&province=all");
    const age = await page.getByLabel("Age", { exact: true }).boundingBox();
    const province = await page.getByLabel("Province", { exact: true }).boundingBox();
    expect(province!.y).toBeGreaterThan(age!.y + age!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const scroller = page.getByTestId("campaign-table").locator("xpath=..");
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const target = await checkbox(page, "Paruuch: conquered").locator("xpath=..").boundingBox();
    expect(target!.width).toBeGreaterThanOrEqual(40);
    expect(target!.height).toBeGreaterThanOrEqual(40);
    await checkbox(page, "Paruuch: conquered").tap();
    await expect(checkbox(page, "Paruuch: conquered")).toBeChecked();
  });
});

test("keyboard: checkboxes toggle with Space, row names open the next level with Enter", async ({
  page,
}) => {
  await openTool(page, "/campaign-cost?age=all");
  const iron = checkbox(page, "Iron Age: conquered");
  await iron.focus();
  await page.keyboard.press("Space");
  await expect(iron).toBeChecked();
  await page.getByRole("button", { name: "Iron Age" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("campaign-title")).toHaveText("Iron Age");
  await expect(checkbox(page, "Paruuch: conquered")).toBeChecked();
});

test("axe finds no accessibility violations in the province, age and all-ages tables", async ({
  page,
}) => {
  // The all-ages table has about 1,800 cells to check.
  test.setTimeout(180_000);
  for (const path of [
    "/campaign-cost?age=IronAge&province=Paruuch",
    "/campaign-cost?age=IronAge&province=all",
    "/campaign-cost?age=all",
  ]) {
    await openTool(page, path);
    if (path.endsWith("Paruuch")) await checkbox(page, "Sector 1: conquered").click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("after a first visit the tool works offline, map data included", async ({
    page,
    context,
  }) => {
    await openTool(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const data = performance
              .getEntriesByType("resource")
              .find((e) => e.name.includes("/data/campaign.json"));
            return Boolean(
              data && (await caches.match(data.name)) && (await caches.match(window.location.href)),
            );
          }),
        { timeout: 15_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("campaign-table")).toBeVisible();
    await expect(page.getByTestId("campaign-title")).toHaveText(AGES[0]!.provinces[0]!.name);
    await context.setOffline(false);
  });
});
