/**
 * The site on a phone and on a desktop (issue 17): number fields behave as players expect on touch
 * and keyboard, nothing floating hides a control of a tool page, and no page of the sitemap is
 * wider than a 320 or 390 px screen.
 */
import type { Locator, Page } from "@playwright/test";
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

/**
 * Sums the layout shifts of the page from its start (no shift caused by input counts). The survey
 * notice (shown above every page while an open survey is unanswered, once the page is idle) is left
 * out: the session's cached list of open surveys is set empty, so the page's own layout is measured.
 */
function recordLayoutShifts(): void {
  sessionStorage.setItem("foe-toolbox:open-surveys", "[]");
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) w.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

/** Bounding box of a locator, asserting it lies inside the first screen (no scrolling). */
async function expectInFirstScreen(page: Page, testLabel: string, box: Locator) {
  const rect = await box.boundingBox();
  expect(rect, testLabel).not.toBeNull();
  const { height, width } = page.viewportSize()!;
  expect(rect!.y, testLabel).toBeGreaterThanOrEqual(0);
  expect(rect!.y + rect!.height, testLabel).toBeLessThanOrEqual(height);
  expect(rect!.x + rect!.width, testLabel).toBeLessThanOrEqual(width);
}

// The Arc 9 → 10 at 90 %: the owner puts in 552 to secure P1 (issue 15).
const ARC_P1 = "552";

test.describe("the GB page on a phone (issue 15)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("level, rate and P1's amount are in the first screen; places are cards; no sideways scroll; no layout shift", async ({
    page,
  }) => {
    await page.addInitScript(recordLayoutShifts);
    await page.goto("/gb-investment/The_Arc", { waitUntil: "networkidle" });
    const p1 = page.getByTestId("owner-row-1").locator('[data-column="preparation"] [data-value]');
    await expect(p1).toHaveText(ARC_P1);
    await expect(page.getByTestId("owner-level")).toHaveValue("10");
    await expectInFirstScreen(page, "level", page.getByTestId("owner-level"));
    await expectInFirstScreen(page, "rate", page.getByTestId("owner-global-percentage"));
    await expectInFirstScreen(page, "P1's amount", p1);

    // "auto" (the default): each place is a card with its title and labelled values.
    const row = page.getByTestId("owner-row-1");
    expect(await row.evaluate((el) => getComputedStyle(el).display)).not.toBe("table-row");
    await expect(row.getByText("Place 1", { exact: true })).toBeVisible();
    await expect(
      row
        .locator('[data-column="preparation"]')
        .getByText("FP the owner puts in to secure the place"),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
    ).toBeLessThanOrEqual(0.02);
  });

  test("the stored choice 'Always a table' keeps the table, scrolling inside its card", async ({
    page,
  }) => {
    await page.goto("/gb-investment/The_Arc");
    await page.getByTestId("owner-card-view").selectOption("table");
    const row = page.getByTestId("owner-row-1");
    await expect(row).toHaveCSS("display", "table-row");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.reload();
    await expect(page.getByTestId("owner-card-view")).toHaveValue("table");
    await expect(page.getByTestId("owner-row-1")).toHaveCSS("display", "table-row");
  });
});

test.describe("the GB page on a desktop (issue 15)", () => {
  test.use({ viewport: DESKTOP });

  test("'auto' is a table at 1280 px, with no layout shift", async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    await page.goto("/gb-investment/The_Arc", { waitUntil: "networkidle" });
    const row = page.getByTestId("owner-row-1");
    await expect(row.locator('[data-column="preparation"] [data-value]')).toHaveText(ARC_P1);
    await expect(row).toHaveCSS("display", "table-row");
    await expect(row.getByText("Place 1", { exact: true })).toBeHidden();
    await expect(
      page.getByTestId("owner-table").getByRole("columnheader", { name: "Place", exact: true }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
    ).toBeLessThanOrEqual(0.02);
  });

  test("an old stored 'cards' setting (true) becomes 'Always cards'", async ({ page }) => {
    await page.addInitScript(() => {
      const raw = localStorage.getItem("foe-toolbox:global");
      const stored = (raw === null ? { state: {}, version: 1 } : JSON.parse(raw)) as {
        state: Record<string, unknown>;
      };
      if (sessionStorage.getItem("seeded") === null) {
        sessionStorage.setItem("seeded", "1");
        stored.state.displayTableCard = true;
        localStorage.setItem("foe-toolbox:global", JSON.stringify(stored));
      }
    });
    await page.goto("/gb-investment/The_Arc");
    await expect(page.getByTestId("owner-cards")).toBeVisible();
    await expect(page.getByTestId("owner-card-view")).toHaveValue("cards");
    await expect(
      page.getByTestId("owner-card-1").locator('[data-column="preparation"] [data-value]'),
    ).toHaveText(ARC_P1);
    // The settings dialog offers the same three choices.
    await page.getByRole("button", { name: "Global settings" }).click();
    const choice = page
      .getByTestId("global-settings")
      .getByLabel("Tables of the Great Building tools");
    await expect(choice).toHaveValue("cards");
    await choice.selectOption("auto");
    await expect(page.getByTestId("owner-table")).toBeVisible();
  });
});
