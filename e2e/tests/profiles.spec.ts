import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, message, test } from "./fixtures";

test.describe("profiles and global settings", () => {
  test("create, rename, switch, duplicate and delete profiles", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("profiles-button").first().click();
    const dialog = page.getByTestId("profiles-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Default")).toBeVisible();

    await dialog.getByLabel("Name of a new profile").fill("default");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Another profile already has this name.");
    await dialog.getByLabel("Name of a new profile").fill("Beta world");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.locator("li", { hasText: "Beta world" })).toContainText("active");
    await expect(page.getByTestId("profiles-button").first()).toContainText("Beta world");

    await dialog.getByRole("button", { name: "Rename the profile Beta world" }).click();
    await dialog.getByLabel("Rename", { exact: true }).fill("US1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.locator("li", { hasText: "US1" })).toBeVisible();

    await dialog.getByRole("button", { name: "Duplicate the profile US1" }).click();
    await expect(dialog.locator("li", { hasText: "US1 (2)" })).toBeVisible();

    await dialog
      .locator("li", { hasText: "Default" })
      .getByRole("button", { name: "Use this profile" })
      .click();
    await expect(page.getByTestId("profiles-button").first()).toContainText("Default");

    await dialog.getByRole("button", { name: "Delete the profile US1 (2)" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog.locator("li", { hasText: "US1 (2)" })).toHaveCount(0);

    // Survives a reload.
    await page.reload();
    await page.getByTestId("profiles-button").first().click();
    await expect(page.getByTestId("profiles-dialog").locator("li")).toHaveCount(2);
    expect(
      await new AxeBuilder({ page })
        .include('[data-testid="profiles-dialog"]')
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
  });

  test("export then import adds the profiles without overwriting; a bad file is refused", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await page.getByTestId("profiles-button").first().click();
    const dialog = page.getByTestId("profiles-dialog");
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Export all profiles" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^foe-toolbox-profiles-\d{4}-\d\d-\d\d\.json$/);
    const path = testInfo.outputPath("profiles.json");
    await download.saveAs(path);
    const file = JSON.parse(readFileSync(path, "utf8"));
    expect(file).toMatchObject({
      format: "foe-tools-profile",
      version: 1,
      profiles: [{ name: "Default" }],
    });

    await dialog.locator('input[type="file"]').setInputFiles(path);
    await expect(dialog.getByTestId("import-message")).toHaveText(
      "Imported 1 profile: Default (2)",
    );
    await expect(dialog.locator("li")).toHaveCount(2);

    await dialog.locator('input[type="file"]').setInputFiles({
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from("{oops"),
    });
    await expect(dialog.getByTestId("import-message")).toHaveText(
      "This file could not be read. Choose a profile file exported from this site.",
    );
    await expect(dialog.locator("li")).toHaveCount(2);
  });

  test("global settings apply at once and can be reset (German)", async ({ page }) => {
    await page.goto("/de");
    await page.getByTestId("settings-button").first().click();
    const dialog = page.getByTestId("global-settings");
    await expect(dialog.getByRole("heading")).toHaveText(message("de", "settings", "title"));
    await dialog.getByLabel(message("de", "settings", "theme.label")).selectOption("night");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await dialog.getByLabel(message("de", "settings", "theme.label")).selectOption("auto");
    await expect(dialog.getByLabel(message("de", "settings", "theme.dayStart"))).toHaveValue(
      "07:00",
    );
    await expect(dialog.getByLabel(message("de", "settings", "theme.nightStart"))).toHaveValue(
      "18:30",
    );
    await dialog.getByRole("button", { name: message("de", "settings", "reset") }).click();
    await expect(dialog.getByLabel(message("de", "settings", "theme.label"))).toHaveValue("system");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("switching the profile in one tab switches it in another", async ({ context }) => {
    const one = await context.newPage();
    await one.goto("/");
    await one.getByTestId("profiles-button").first().click();
    await one.getByLabel("Name of a new profile").fill("Tab world");
    await one.getByRole("button", { name: "Create" }).click();
    const two = await context.newPage();
    await two.goto("/");
    await expect(two.getByTestId("profiles-button").first()).toContainText("Tab world");
    await one
      .getByTestId("profiles-dialog")
      .locator("li", { hasText: "Default" })
      .getByRole("button", { name: "Use this profile" })
      .click();
    await expect(two.getByTestId("profiles-button").first()).toContainText("Default");
  });
});
