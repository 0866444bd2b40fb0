import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath } from "@/i18n/locales";
import { intlWarmupPaths } from "./intl-warmup-paths";

const paths = intlWarmupPaths();
const inEveryLocale = (path: string) => LOCALES.map((locale) => localizedPath(path, locale));

describe("the pages that get the number-data warm-up", () => {
  it("are the tools, the statistics, the account pages and the forms, in every language", () => {
    for (const path of [
      "/gb-investment/The_Arc",
      "/secure-position",
      "/cf-calculator",
      "/trade",
      "/campaign-cost",
      "/gb-leveling-order",
      "/gb-power-leveling",
      "/thread-helper",
      "/gb-statistics",
      "/gb-forecast-cost",
      "/user-settings",
      "/register",
      "/reset-password",
      "/contact",
      "/survey",
    ]) {
      for (const localized of inEveryLocale(path))
        expect(paths.test(localized), localized).toBe(true);
    }
  });

  it("leave out the pages that only show text", () => {
    for (const path of [
      "/",
      "/about",
      "/terms",
      "/privacy-policy",
      "/cookie-policy",
      "/contributors",
      "/changelog",
      "/help-to-translate-the-site",
      "/offline",
      "/trade-routes",
      "/de-fake/trade",
    ]) {
      for (const localized of inEveryLocale(path))
        expect(paths.test(localized), localized).toBe(false);
    }
  });
});
