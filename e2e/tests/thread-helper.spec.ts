import AxeBuilder from "@axe-core/playwright";
import { expect, message, test } from "./fixtures";

const PATH = "/thread-helper";

/** Three formats (one line, a level word, a header block), a place without amount and a chat line. */
const THREAD = [
  "Hi all, new levels below!",
  "Obs 9 → 10 P1(124) P2(67)",
  "The Arc lvl 80: P3(500)",
  "",
  "Observatory 11 -> 12",
  "P1: 153",
  "",
  "Arc 80 1(2475)",
  "CF 5 P3",
].join("\n");

const VIEWS = [
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } }, list: "thread-offers-table" },
  {
    name: "phone",
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    list: "thread-offers-cards",
  },
] as const;

for (const view of VIEWS) {
  test.describe(`thread helper on a ${view.name}`, () => {
    test.use(view.use);

    test("paste a thread: offers checked against the data, the unparsed line, a mark kept over a reload", async ({
      page,
    }) => {
      await page.goto(PATH);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        message("en", "tools", "thread-helper.title"),
      );
      await page.getByTestId("thread-text").fill(THREAD);

      await expect(page.getByTestId("thread-summary")).toHaveText(
        "6 offers: 0 taken, 0 skipped. Best profit first.",
      );
      await expect(page.getByTestId(view.list)).toBeVisible();
      // The levels of the Arc, the Observatory and the CF are fetched, then every offer is checked.
      await expect(page.locator('[data-check="loading"]')).toHaveCount(0);
      const checks = page.getByTestId("thread-check");
      await expect(checks).toHaveCount(6);
      expect(
        await checks.evaluateAll((els) => els.map((e) => e.getAttribute("data-check"))),
      ).toEqual(["ok", "ok", "ok", "ok", "rateMismatch", "noAmount"]);
      // Best profit first, at the default Arc bonus of 90 %.
      const taken = page.getByTestId("thread-mark-taken");
      await expect(taken.first()).toHaveAttribute(
        "aria-label",
        "The Arc, level 80, place 1: taken",
      );
      expect(
        await page
          .getByTestId("thread-profit")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-value"))),
      ).toEqual(["138", "9", "0", "0", "-63"]);
      await expect(page.getByTestId("thread-profit").first()).toContainText("gain of 138 FP");

      const unparsed = page.getByTestId("thread-unparsed").getByRole("listitem");
      await expect(unparsed).toHaveCount(1);
      await expect(unparsed).toContainText("Line 1");
      await expect(unparsed).toContainText("Hi all, new levels below!");

      const arcTaken = page.getByRole("button", { name: "The Arc, level 80, place 1: taken" });
      await arcTaken.click();
      await expect(arcTaken).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("thread-summary")).toContainText("1 taken, 0 skipped");

      await page.reload();
      await expect(page.getByTestId("thread-text")).toHaveValue(THREAD);
      await expect(
        page.getByRole("button", { name: "The Arc, level 80, place 1: taken" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator('[data-check="loading"]')).toHaveCount(0);

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
