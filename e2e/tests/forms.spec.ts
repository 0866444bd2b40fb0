/**
 * Contact form and survey against the real backend and mail sink started by the Playwright
 * config: the contact mail reaches the sink; the survey notice leads to the seeded survey, whose
 * answers (conditional question, keyboard ranking) are stored, after which the notice is gone and
 * /survey goes home; with the backend unreachable the contact form says so, nothing shows for the
 * survey and the tools still work.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { computeSecurePosition, type SecurePositionInput } from "@foe-toolbox/core/secure-position";
import { BACKEND_URL, MAIL_URL } from "../playwright.config";
import { expect, localePath, message, test } from "./fixtures";

interface Text {
  [locale: string]: string;
}
interface SeedQuestion {
  id: string;
  label?: Text;
  choices?: { value: string; label: Text }[];
  rows?: { value: string; label: Text }[];
  columns?: { value: string; label: Text }[];
  items?: { value: string; label: Text }[];
}
const SEED = JSON.parse(
  readFileSync(
    join(
      dirname(fileURLToPath(import.meta.url)),
      "../../apps/backend/data/surveys/toolbox-feedback-2026.json",
    ),
    "utf8",
  ),
) as { key: string; title: Text; questions: SeedQuestion[] };
const question = (id: string) => SEED.questions.find((q) => q.id === id)!;
const option = (
  id: string,
  value: string,
  list: "choices" | "rows" | "columns" | "items" = "choices",
) => question(id)[list]!.find((c) => c.value === value)!.label.en!;

/** An input of one survey question, by its accessible name. */
const answer = (page: Page, id: string, role: "checkbox" | "radio", name: string) =>
  page.getByTestId(`question-${id}`).getByRole(role, { name, exact: true });
const contact = (key: string) => message("en", "contact", key);
const survey = (key: string) => message("en", "survey", key);
const noticeText = (locale: string) =>
  message(locale, "shell", "survey.notice").replace("{siteName}", "FoE Toolbox");

/**
 * The first page of a session asks the backend for open surveys once idle and keeps the answer for
 * the session; the notice shows from the next page on, decided before that page paints.
 */
async function surveysLookedUp(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("foe-toolbox:open-surveys")))
    .not.toBeNull();
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

async function mailWithSubject(subject: string) {
  for (let i = 0; i < 60; i++) {
    const list = (await (await fetch(`${MAIL_URL}/api/messages?to=owner@example.test`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = list.find((m) => m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" in the sink`);
}

test.describe("contact", () => {
  test("sends the message, empties the form, and the mail reaches the site owner", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "tools", "contact.title"),
    );
    await expectNoAxeViolations(page);
    const subject = `Question ${Date.now()}`;
    await page.getByLabel(contact("fields.name"), { exact: true }).fill("Dana");
    await page.getByLabel(contact("fields.email"), { exact: true }).fill("dana@example.test");
    await page.getByLabel(contact("fields.subject"), { exact: true }).fill(subject);
    await page
      .getByLabel(contact("fields.message"), { exact: true })
      .fill("The trade tool is great.\nThanks!");
    await page.getByRole("button", { name: contact("submit") }).click();
    await expect(page.getByTestId("contact-sent")).toHaveText(contact("sent"));
    await expect(page.getByLabel(contact("fields.subject"), { exact: true })).toHaveValue("");
    await expect(page.getByLabel(contact("fields.message"), { exact: true })).toHaveValue("");
    const mail = await mailWithSubject(subject);
    expect(mail.text).toContain("The trade tool is great.");
    expect(mail.text).toContain("dana@example.test");
  });

  test("explains every missing or wrong field beside it", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel(contact("fields.email"), { exact: true }).fill("not an address");
    await page.getByRole("button", { name: contact("submit") }).click();
    const name = page.getByLabel(contact("fields.name"), { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(
        message("en", "forms", "rules.required").replace("{field}", contact("fields.name")),
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        message("en", "forms", "rules.email").replace("{field}", contact("fields.email")),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("with the backend unreachable it says so, keeps the text, and the tools still work", async ({
    page,
  }) => {
    await page.route(`${BACKEND_URL}/**`, (route) => route.abort());
    await page.goto("/contact");
    await page.getByLabel(contact("fields.name"), { exact: true }).fill("Dana");
    await page.getByLabel(contact("fields.email"), { exact: true }).fill("dana@example.test");
    await page.getByLabel(contact("fields.subject"), { exact: true }).fill("Offline");
    await page.getByLabel(contact("fields.message"), { exact: true }).fill("Is anyone there?");
    await page.getByRole("button", { name: contact("submit") }).click();
    await expect(page.getByTestId("form-error")).toHaveText(contact("errors.unreachable"));
    await expect(page.getByLabel(contact("fields.message"), { exact: true })).toHaveValue(
      "Is anyone there?",
    );

    // A tool computes as usual.
    await page.goto("/secure-position");
    const input: SecurePositionInput = {
      levelCost: 1720,
      currentDeposits: 860,
      yourParticipation: 10,
      otherParticipation: 50,
      yourArcBonus: 90,
      fpTargetReward: 245,
    };
    for (const [key, value] of Object.entries(input)) {
      await page
        .getByLabel(message("en", "securePosition", key), { exact: true })
        .fill(String(value));
    }
    await expect(page.getByTestId("sp-fp")).toHaveText(
      new Intl.NumberFormat("en").format(computeSecurePosition(input).fp!),
    );
  });
});

test.describe("survey", () => {
  test("notice → survey → answers with a conditional question and a keyboard ranking → thank you → gone", async ({
    page,
  }) => {
    await page.goto("/");
    await surveysLookedUp(page);
    const notice = page.getByTestId("survey-notice");
    // Never by pushing down the page the player is reading: from the next page on.
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(noticeText("en"));
    await expectNoAxeViolations(page);
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/\/survey$/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(SEED.title.en!);
    await expect(page.getByTestId("survey-notice")).toBeHidden();
    await expectNoAxeViolations(page);

    // Sending nothing marks the required questions.
    await page.getByRole("button", { name: survey("submit") }).click();
    await expect(page.getByText(survey("toast.invalid"))).toBeVisible();
    await expect(page.getByTestId("question-tools").getByRole("alert")).toHaveText(
      survey("errors.required"),
    );
    await expect(page.getByTestId("question-frequency").getByRole("alert")).toHaveText(
      survey("errors.required"),
    );

    await answer(page, "tools", "checkbox", option("tools", "gb-investment")).check();
    await answer(page, "tools", "checkbox", option("tools", "trade")).check();
    await answer(page, "frequency", "radio", option("frequency", "weekly")).check();
    await answer(
      page,
      "usefulness",
      "radio",
      `${option("usefulness", "gb-investment", "rows")}: ${option("usefulness", "very", "columns")}`,
    ).check();
    await page.getByLabel(question("device").label!.en!).selectOption("phone");
    await page.getByLabel(question("world").label!.en!).fill("Arvahall");

    // The conditional question appears with "Yes", and goes with "No".
    const details = page.getByTestId("question-missing-details");
    await expect(details).toHaveCount(0);
    await answer(page, "missing", "radio", option("missing", "yes")).check();
    await expect(details).toBeVisible();
    await answer(page, "missing", "radio", option("missing", "no")).check();
    await expect(details).toHaveCount(0);
    await answer(page, "missing", "radio", option("missing", "yes")).check();
    await details.getByRole("textbox").fill("A planner for events.");

    // Keyboard ranking: the last idea moved to the top, the first one down by one.
    const items = page.getByTestId("question-ideas").getByRole("listitem");
    const goods = option("ideas", "goods", "items");
    await page
      .getByRole("button", {
        name: new RegExp(
          `^${message("en", "survey", "sortable.handle").split("{item}")[0]}${goods}`,
        ),
      })
      .focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 4; i++) {
      await page.waitForTimeout(150);
      await page.keyboard.press("ArrowUp");
    }
    await page.waitForTimeout(150);
    await page.keyboard.press("Space");
    await expect(items.first()).toContainText(goods);
    const city = option("ideas", "city", "items");
    await page.getByRole("button", { name: new RegExp(`${city}`) }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(150);
    await page.keyboard.press("Space");
    await expect(items.nth(2)).toContainText(city);

    const sent = page.waitForRequest(
      (r) => r.url() === `${BACKEND_URL}/api/survey-responses` && r.method() === "POST",
    );
    await page.getByRole("button", { name: survey("submit") }).click();
    const body = (await sent).postDataJSON() as {
      data: { survey: string; language: string; answers: Record<string, unknown> };
    };
    expect(body.data).toMatchObject({ survey: SEED.key, language: "en" });
    expect(body.data.answers).toEqual({
      tools: ["gb-investment", "trade"],
      frequency: "weekly",
      usefulness: { "gb-investment": "very" },
      device: "phone",
      world: "Arvahall",
      missing: "yes",
      "missing-details": "A planner for events.",
      ideas: ["goods", "events", "city", "guilds", "army"],
    });
    await expect(page.getByText(survey("toast.thanks"))).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "shell", "site.name"),
    );
    await expect(page.getByTestId("survey-notice")).toBeHidden();

    await page.goto("/survey");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "shell", "site.name"),
    );
    await page.waitForTimeout(1500);
    await expect(page.getByTestId("survey-notice")).toBeHidden();
  });

  test("the survey is shown in the visitor's language", async ({ page }) => {
    await page.goto(localePath("de"));
    await surveysLookedUp(page);
    await page.reload();
    const notice = page.getByTestId("survey-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(noticeText("de"));
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/survey$/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(SEED.title.de!);
    await expect(page.getByText(question("tools").label!.de!)).toBeVisible();
  });

  test("the notice asks the backend once per session", async ({ page }) => {
    let calls = 0;
    await page.route(`${BACKEND_URL}/api/surveys?**`, (route) => {
      calls++;
      return route.continue();
    });
    await page.goto("/");
    await surveysLookedUp(page);
    await page.goto("/trade");
    await expect(page.getByTestId("survey-notice")).toBeVisible();
    // A client-side navigation shows it too, on the new page.
    await page
      .locator("footer")
      .getByRole("link", { name: message("en", "tools", "about.title"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId("survey-notice")).toBeVisible();
    expect(calls).toBe(1);
  });

  test("the notice is on screen from the first paint: it moves nothing", async ({ page }) => {
    await page.goto("/");
    await surveysLookedUp(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __noticeAtFirstPaint?: boolean };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        const notice = document.querySelector('[data-testid="survey-notice"]');
        w.__noticeAtFirstPaint = !!notice && notice.getClientRects().length > 0;
      });
    });
    await page.goto("/secure-position", { waitUntil: "networkidle" });
    await expect(page.getByTestId("survey-notice")).toBeVisible();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __noticeAtFirstPaint?: boolean };
      return { shift: w.__shift, atFirstPaint: w.__noticeAtFirstPaint };
    });
    expect(seen.atFirstPaint).toBe(true);
    expect(seen.shift).toBeLessThan(0.001);
  });

  test("with the backend unreachable nothing shows, no error of ours is logged, and /survey goes home", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      // Not ours: the browser's line about the refused request, and the service worker the
      // tests block.
      if (m.type() === "error" && !/^(Failed to load resource|\[pwa\])/.test(m.text()))
        errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.route(`${BACKEND_URL}/**`, (route) => route.abort());
    await page.goto("/");
    await page.waitForTimeout(2000);
    await page.reload();
    await expect(page.getByTestId("survey-notice")).toBeHidden();
    await page.goto("/survey");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect(errors).toEqual([]);
  });
});
