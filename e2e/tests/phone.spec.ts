/**
 * The site on a phone and on a desktop (issue 17): number fields behave as players expect on touch
 * and keyboard, nothing floating hides a control of a tool page, and no page of the sitemap is
 * wider than a 320 or 390 px screen.
 */
import type { Page } from "@playwright/test";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { expect, inputMessage, LOCALES, test } from "./fixtures";
import { localeOf, readSitemap } from "./sitemap";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const OBSERVATORY_LEVELS = getGbLevels("Observatory")!.length;

test.describe("number fields on a phone (touch)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a tap selects the level, so typing 80 gives 80; out of range stays as typed with a message", async ({
    page,
  }) => {
    await page.goto("/gb-investment/Observatory");
    const level = page.getByTestId("owner-level");
    await expect(page.getByTestId("owner-title")).toContainText("9 → 10");
    await level.tap();
    await page.keyboard.type("80");
    await expect(level).toHaveValue("80");
    await expect(page.getByTestId("owner-title")).toContainText("79 → 80");

    // Leaving an out-of-range value: no clamping, the message says the range, the result stays.
    await level.tap();
    await page.keyboard.type("99999999999");
    await page.getByTestId("owner-fp").tap();
    await expect(level).toHaveValue("99999999999");
    await expect(level).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await level.getAttribute("id")}-error`)).toHaveText(
      inputMessage("en", "between", { min: 1, max: OBSERVATORY_LEVELS }),
    );
    // Typed key by key: 99 was the last value in range, its result stays.
    await expect(page.getByTestId("owner-title")).toContainText("98 → 99");

    // An empty level is refused too (there is no level 0), and −5 cannot even be typed.
    await level.tap();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("-5");
    await expect(level).toHaveValue("5");
    await expect(page.getByTestId("owner-title")).toContainText("4 → 5");
  });

  test("a bonus of 99,999,999,999 % is refused with the range and never saved", async ({
    page,
  }) => {
    await page.goto("/secure-position");
    const arc = page.getByTestId("sp-yourArcBonus");
    await arc.tap();
    await page.keyboard.type("99999999999");
    await expect(arc).toHaveValue("99999999999");
    await expect(page.getByText(inputMessage("en", "between", { min: 0, max: 200 }))).toBeVisible();
    // Typed key by key, 99 was the last value in range: that one was saved, nothing above.
    await page.reload();
    await expect(page.getByTestId("sp-yourArcBonus")).toHaveValue("99");
  });
});

test.describe("number fields with a mouse and keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("a click selects the text; letters in the statistics' To level get the field's own message", async ({
    page,
  }) => {
    await page.goto("/gb-investment/Observatory");
    const level = page.getByTestId("owner-level");
    await level.click({ position: { x: 8, y: 8 } });
    await page.keyboard.type("25");
    await expect(level).toHaveValue("25");
    await expect(page.getByTestId("owner-title")).toContainText("24 → 25");

    await page.goto("/gb-statistics");
    const to = page.getByTestId("gbs-to");
    // Typed letters are blocked; pasted ones are kept and named.
    await to.fill("abc");
    await expect(page.locator("#gbs-to-error")).toHaveText(inputMessage("en", "notNumber"));
  });
});

/** Tool pages of the registry (the GB page stands for all GB pages). */
const TOOL_PAGES = [
  "/gb-investment/Observatory",
  "/secure-position",
  "/cf-calculator",
  "/trade",
  "/campaign-cost",
  "/gb-leveling-order",
  "/gb-statistics",
  "/gb-forecast-cost",
];

/**
 * Scrolls the page from top to bottom and lists every control that, at some scroll position,
 * lies under an element fixed on the screen (the sticky header aside: content passes under it
 * while scrolling, as on every site).
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const settle = async () => {
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 60));
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return (
        style.visibility !== "hidden" &&
        style.display !== "none" &&
        Number(style.opacity) > 0 &&
        rect.width > 0 &&
        rect.height > 0
      );
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid");
      const text = (el.textContent ?? "").trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ""} "${text}"`;
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls =
      "input, select, textarea, button, a[href], label, summary, [role=radio], [tabindex='0']";
    const found = new Set<string>();
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await settle();
      const floating = Array.from(document.querySelectorAll("body *")).filter(
        (el) =>
          getComputedStyle(el).position === "fixed" &&
          !el.closest("header") &&
          getComputedStyle(el).pointerEvents !== "none" &&
          visible(el),
      );
      for (const control of Array.from(document.querySelectorAll(controls))) {
        if (!visible(control) || control.closest("header")) continue;
        if (floating.some((f) => f.contains(control))) continue;
        const rect = control.getBoundingClientRect();
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        const cover = floating.find((f) => overlaps(f.getBoundingClientRect(), rect));
        if (cover) found.add(`${describe(control)} under ${describe(cover)}`);
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...found];
  });
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`nothing floats over a control (${name})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test(`every tool page, scrolled from top to bottom (${name})`, async ({ page }) => {
      const covered: string[] = [];
      for (const path of TOOL_PAGES) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.locator("main h1").first()).toBeVisible();
        for (const hit of await coveredControls(page)) covered.push(`${path}: ${hit}`);
      }
      expect(covered).toEqual([]);
    });
  });
}

test.describe("no page wider than the screen", () => {
  test.describe.configure({ timeout: 600_000 });

  test("every page of the sitemap at 320 and 390 px", async ({ page, request }) => {
    const entries = await readSitemap(request);
    // Each page once, in the languages in turn (E2E_EVERY_PAGE=all: every page in every language).
    const paths = [...new Set(entries.map((e) => new URL(e.alternates.en!).pathname))].sort();
    const chosen =
      process.env.E2E_EVERY_PAGE === "all"
        ? entries
        : paths.map((path, index) => {
            const locale = LOCALES[index % LOCALES.length]!;
            return entries.find(
              (e) =>
                new URL(e.alternates.en!).pathname === path && localeOf(e.loc, LOCALES) === locale,
            )!;
          });
    const wide: string[] = [];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const entry of chosen) {
      await page.goto(entry.url, { waitUntil: "networkidle" });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const culprits = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
          const limit = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= limit) return null;
          // The outermost elements sticking out (not those inside a box that scrolls sideways).
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll("body *"))) {
            if (el.getBoundingClientRect().right <= limit + 0.5) continue;
            let parent = el.parentElement;
            let inside = false;
            while (parent && parent !== document.body) {
              const overflow = getComputedStyle(parent).overflowX;
              if (overflow !== "visible") inside = true;
              if (parent.getBoundingClientRect().right > limit + 0.5) inside = true;
              parent = parent.parentElement;
            }
            if (!inside) out.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
          }
          return `${document.documentElement.scrollWidth}px: ${out.slice(0, 3).join(" | ")}`;
        });
        if (culprits) wide.push(`${entry.loc} at ${width}px is ${culprits}`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
    expect(wide).toEqual([]);
  });
});
