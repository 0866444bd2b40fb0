/**
 * Promotion messages follow the level (issue 15): a place taken with the owner table's one tap
 * leaves the messages, can be put back, and a new level starts again from its own taken places;
 * the builder previews templates on the page's GB. On a desktop and on a phone.
 */
import {
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
} from "@foe-toolbox/core/promotion-messages";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeLevelInvestment, type Investor } from "@foe-toolbox/core/gb-investment";
import { expect, test } from "./fixtures";

/** Default 1 on The Arc as the core renders it; taken places left out unless put back. */
function arcDefault1(level: number, investors: Investor[], putBack: boolean[] = []) {
  return buildGbPromotionMessages({
    levels: getGbLevels("The_Arc")!,
    level,
    investorPercentages: [90, 90, 90, 90, 90],
    investors,
    includePlaces: [true, true, true, true, true],
    includeTakenPlaces: [0, 1, 2, 3, 4].map((i) => putBack[i] ?? false),
    onlySecuredPlaces: false,
    settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
    templates: [DEFAULT_PROMOTION_TEMPLATES[1]!],
    gbName: "The Arc",
    gbShortName: "Arc",
  }).messages[0]!.message;
}

const DEVICES = [
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const device of DEVICES) {
  test.describe(`taken places on ${device.name}`, () => {
    test.use(device.use);

    test("P1 taken leaves the messages, comes back on demand, and a new level starts afresh", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/gb-investment/The_Arc");
      const default1 = page.getByRole("textbox", { name: "Default 1", exact: true });
      await expect(default1).toHaveValue("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");
      expect(arcDefault1(10, [])).toBe("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");

      const p1 = page.getByRole("button", { name: "P1 taken" });
      await expect(p1).toHaveAttribute("aria-pressed", "false");
      await p1.click();
      await expect(p1).toHaveAttribute("aria-pressed", "true");
      const taken = [{ value: 209, isPotentialSniper: false }];
      await expect(default1).toHaveValue(arcDefault1(10, taken));
      await expect(default1).toHaveValue("The Arc 9 → 10 P2(105) P3(38) P4(10)");
      if (device.name === "desktop") {
        await page.getByRole("button", { name: "Copy Default 1", exact: true }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
      }

      // Put back, then out again.
      const back = page.getByRole("checkbox", { name: "List P1 anyway (taken)" });
      await expect(back).not.toBeChecked();
      await back.check();
      await expect(default1).toHaveValue(arcDefault1(10, taken, [true]));
      await back.uncheck();
      await expect(default1).toHaveValue("The Arc 9 → 10 P2(105) P3(38) P4(10)");

      // The builder previews templates on this GB and level, as the messages show it.
      await page.getByTestId("promo-open-builder").click();
      await page.getByTestId("builder-source").selectOption("d:1");
      await expect(page.getByTestId("builder-message-preview")).toHaveText(
        "The Arc 9 → 10 P2(105) P3(38) P4(10)",
      );
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("promo-builder")).toBeHidden();

      // A second tap frees P1 again.
      await p1.click();
      await expect(p1).toHaveAttribute("aria-pressed", "false");
      await expect(default1).toHaveValue("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");

      // Another level: P1 taken there is left out too, with its own amount.
      const level = page.getByTestId("owner-level");
      await level.fill("20");
      await level.blur();
      await expect(page.getByTestId("owner-title")).toContainText("19 → 20");
      await expect(default1).toHaveValue(arcDefault1(20, []));
      await p1.click();
      const p1At20 = computeLevelInvestment({
        levels: getGbLevels("The_Arc")!,
        level: 20,
        investorPercentages: [90, 90, 90, 90, 90],
      }).places[0]!.expectedParticipation;
      const takenAt20 = [{ value: p1At20, isPotentialSniper: false }];
      await expect(default1).toHaveValue(arcDefault1(20, takenAt20));
      expect(arcDefault1(20, takenAt20)).not.toContain(`P1(`);
      await expect(
        page.getByRole("checkbox", { name: "List P1 anyway (taken)" }),
      ).not.toBeChecked();
    });
  });
}
