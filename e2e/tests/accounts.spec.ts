/**
 * Accounts against the production build and the real backend (started by playwright.config.ts):
 * register → confirm by mail → log in → sync to a second browser; forgot / reset password; a
 * conflicting edit on two browsers keeps both; mails in the visitor's language and used links; an
 * unreachable backend; accessibility.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_PORTS } from "../ports.mjs";
import { expect, message, test } from "./fixtures";

const BACKEND = `http://localhost:${E2E_PORTS.backend}`;
const MAIL = `http://localhost:${E2E_PORTS.mailHttp}`;
const PASSWORD = "Secret-pass-1";

interface Mail {
  subject: string;
  text: string;
  html: string;
}

function newUser() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.test`, password: PASSWORD };
}

/** The mails to `address` whose subject is `subject` (waits for one). */
async function mailsWithSubject(address: string, subject: string): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(address)}`)
        ).json()) as Mail[];
        found = mails.filter((m) => m.subject === subject);
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/** The newest mail to `address` whose text matches `pattern` (waits for it). */
async function mailLink(address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(address)}`)
        ).json()) as Mail[];
        found = mails.map((m) => pattern.exec(m.text + m.html)?.[0]).find(Boolean);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!.replace(/&amp;/g, "&");
}

async function register(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto("/register");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("E-mail address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Repeat the password").fill(user.password);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByTestId("register-done")).toContainText(user.email);
}

async function confirm(page: Page, user: ReturnType<typeof newUser>) {
  const link = await mailLink(
    user.email,
    /https?:\/\/[^\s"<]+\/api\/auth\/email-confirmation\?confirmation=[\w-]+/,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/user-settings\?confirmed=1$/);
  await expect(page.getByTestId("confirmed-message")).toBeVisible();
}

async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("E-mail address or username").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/user-settings$/);
}

async function registeredUser(page: Page) {
  const user = newUser();
  await register(page, user);
  await confirm(page, user);
  return user;
}

/** Waits until the account page says everything is sent. */
async function synced(page: Page) {
  await expect(page.getByTestId("sync-status")).toHaveAttribute("data-status", "idle", {
    timeout: 15_000,
  });
  await expect(page.getByTestId("sync-pending")).toHaveCount(0, { timeout: 15_000 });
}

async function renameCurrentProfile(page: Page, from: string, to: string) {
  await page.getByTestId("profiles-button").first().click();
  const dialog = page.getByTestId("profiles-dialog");
  await dialog.getByRole("button", { name: `Rename the profile ${from}` }).click();
  await dialog.getByLabel("Rename", { exact: true }).fill(to);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator("li", { hasText: to })).toBeVisible();
  await page.keyboard.press("Escape");
}

async function profileNames(page: Page): Promise<string[]> {
  await page.getByTestId("profiles-button").first().click();
  const dialog = page.getByTestId("profiles-dialog");
  await expect(dialog).toBeVisible();
  const names = await dialog.locator("li").allInnerTexts();
  await page.keyboard.press("Escape");
  return names;
}

async function secondBrowser(context: BrowserContext): Promise<Page> {
  const other = await context
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: "block" });
  return other.newPage();
}

test.describe("accounts", () => {
  test.describe.configure({ timeout: 90_000 });

  test("register, confirm by e-mail, log in, and a profile edit reaches a second browser", async ({
    page,
    context,
  }) => {
    const user = await registeredUser(page);
    await logIn(page, user);
    await expect(page.getByTestId("account-username")).toHaveText(user.username);
    await expect(page.getByTestId("account-link").first()).toContainText(user.username);
    await synced(page);
    await renameCurrentProfile(page, "Default", "World US1");
    await synced(page);

    const other = await secondBrowser(context);
    await logIn(other, user);
    await synced(other);
    await expect(other.getByTestId("profiles-button").first()).toContainText("World US1");
    expect((await profileNames(other)).join("\n")).not.toContain("Default");
    await other.context().close();
  });

  test("forgot password: the mailed link resets it, then the new one logs in", async ({ page }) => {
    const user = await registeredUser(page);
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail address").fill(user.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByTestId("forgot-sent")).toBeVisible();
    const link = await mailLink(user.email, /https?:\/\/[^\s"<]+\/reset-password\?code=[\w-]+/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await page.getByLabel("New password").fill("Brand-new-pass-2");
    await page.getByLabel("Repeat the password").fill("Brand-new-pass-2");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/user-settings\?reset=1$/);
    await expect(page.getByTestId("account-username")).toHaveText(user.username);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByTestId("logged-out")).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("E-mail address or username").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(
      "Wrong e-mail address, username or password.",
    );
    await logIn(page, { email: user.email, password: "Brand-new-pass-2" });
  });

  test("a German visitor gets German mails with links; used links say so and lead to new ones", async ({
    page,
  }) => {
    const de = (key: string) => message("de", "account", key);
    const user = newUser();
    await page.goto("/de/register");
    await page.getByLabel(de("fields.username")).fill(user.username);
    await page.getByLabel(de("fields.email")).fill(user.email);
    await page.getByLabel(de("fields.password"), { exact: true }).fill(user.password);
    await page.getByLabel(de("fields.passwordConfirmation")).fill(user.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: de("register.submit") }).click();
    await expect(page.getByTestId("register-done")).toContainText(user.email);

    const [mail] = await mailsWithSubject(user.email, "Bestätige dein FoE-Toolbox-Konto");
    expect(mail!.text).toContain(`Hallo ${user.username},`);
    expect(mail!.text).not.toMatch(/<\/?[a-z]/i);
    const confirmation = /<a href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, "&");
    await page.goto(confirmation);
    await expect(page).toHaveURL(/\/de\/user-settings\?confirmed=1$/);
    await expect(page.getByTestId("confirmed-message")).toHaveText(de("settings.confirmed"));
    await page.goto(confirmation);
    await expect(page).toHaveURL(/\/de\/login\?confirmation=invalid$/);
    await expect(page.getByTestId("confirmation-link-problem")).toHaveText(
      de("login.usedConfirmationLink"),
    );

    await page.goto("/de/forgot-password");
    await page.getByLabel(de("fields.email")).fill(user.email);
    await page.getByRole("button", { name: de("forgot.submit") }).click();
    const [reset] = await mailsWithSubject(user.email, "Setze dein FoE-Toolbox-Passwort zurück");
    const resetLink = /<a href="([^"]+)"/.exec(reset!.html)![1]!.replace(/&amp;/g, "&");
    expect(resetLink).toMatch(/\/de\/reset-password\?code=\w+$/);
    expect(reset!.text).toContain(resetLink);
    const path = resetLink.replace(/^https?:\/\/[^/]+/, "");
    for (const attempt of ["first", "again"]) {
      await page.goto(path);
      await page.getByLabel(de("fields.newPassword")).fill("Brand-new-pass-3");
      await page.getByLabel(de("fields.passwordConfirmation")).fill("Brand-new-pass-3");
      await page.getByRole("button", { name: de("reset.submit") }).click();
      if (attempt === "first") await expect(page).toHaveURL(/\/de\/user-settings\?reset=1$/);
    }
    const problem = page.getByTestId("reset-link-problem");
    await expect(problem).toContainText(de("reset.usedLink"));
    await expect(problem.getByRole("link", { name: de("reset.askAgain") })).toHaveAttribute(
      "href",
      "/de/forgot-password",
    );
  });

  test("a profile changed on two browsers is kept twice", async ({ page, context }) => {
    const user = await registeredUser(page);
    await logIn(page, user);
    await synced(page);
    const other = await secondBrowser(context);
    await logIn(other, user);
    await synced(other);

    // The second browser goes offline and edits (its profiles dialog loaded first: a page chunk
    // cannot load offline); meanwhile the first one edits and syncs.
    await profileNames(other);
    await other.context().setOffline(true);
    await expect(other.getByTestId("sync-status")).toHaveAttribute("data-status", "offline");
    await renameCurrentProfile(other, "Default", "Edited offline");
    await expect(other.getByTestId("sync-pending")).toBeVisible();
    await renameCurrentProfile(page, "Default", "Edited online");
    await synced(page);

    await other.context().setOffline(false);
    await synced(other);
    await expect(other.getByTestId("sync-conflict")).toContainText("Edited offline");
    const names = (await profileNames(other)).join("\n");
    expect(names).toContain("Edited offline");
    expect(names).toContain("Edited online (other device)");

    await page.getByRole("button", { name: "Sync now" }).click();
    await synced(page);
    const first = (await profileNames(page)).join("\n");
    expect(first).toContain("Edited online");
    expect(first).toContain("Edited offline");
    await other.context().close();
  });

  test("an unreachable backend: the tools still work and the account pages say so", async ({
    page,
    context,
  }) => {
    await context.route(`${BACKEND}/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/login");
    await page.getByLabel("E-mail address or username").fill("someone@example.test");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(/The account server is unreachable/);

    // With a stored session the account page keeps it and explains.
    await page.evaluate(() =>
      localStorage.setItem(
        "strapi_jwt",
        JSON.stringify({ token: "t", expires: Date.now() + 60_000 }),
      ),
    );
    await page.goto("/user-settings");
    await expect(page.getByTestId("session-problem")).toContainText(
      "The account server is unreachable",
    );
    await expect(page.getByTestId("sync-status")).toHaveAttribute("data-status", "unreachable");

    await page.goto("/trade");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main table").first()).toBeVisible();
  });

  test("account pages have no accessibility violations", async ({ page, context }) => {
    for (const path of [
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password?code=abc",
      "/user-settings",
      "/de/register",
    ]) {
      await page.goto(path);
      await expect(page.locator("main form, main [data-testid=logged-out]").first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations, path).toEqual([]);
    }
    await context.clearCookies(); // the German page remembered its language
    // Messages beside fields are linked to their inputs.
    await page.goto("/register");
    await page.getByLabel("E-mail address").fill("not-an-address");
    await page.getByLabel("E-mail address").blur();
    const email = page.getByLabel("E-mail address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
      "The field “E-mail address” must be a valid e-mail address.",
    );
    const user = await registeredUser(page);
    await logIn(page, user);
    await synced(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});
