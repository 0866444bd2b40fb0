import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { formatLastUpdated, parseIsoDate } from "./last-updated";

describe("last updated dates", () => {
  it("formats the date in the locale's long style", () => {
    expect(formatLastUpdated("2026-11-25", "en")).toBe("November 25, 2026");
    expect(formatLastUpdated("2026-11-25", "de")).toBe("25. November 2026");
    expect(formatLastUpdated("2026-11-25", "fr")).toBe("25 novembre 2026");
    expect(formatLastUpdated("2026-11-25", "pt-BR")).toBe("25 de novembro de 2026");
    expect(formatLastUpdated("2026-03-01", "pl")).toBe("1 marca 2026");
  });

  it("shows the first day of the year as day 1 in every locale (dates are UTC)", () => {
    for (const locale of LOCALES) expect(formatLastUpdated("2026-01-01", locale)).toMatch(/\b1\b/);
    expect(parseIsoDate("2026-01-01").toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("refuses anything that is not a calendar date", () => {
    for (const bad of [
      "2026-02-30",
      "2026-13-01",
      "2026-1-5",
      "25.11.2026",
      "",
      "2026-11-25T00:00:00Z",
    ]) {
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError);
    }
    expect(parseIsoDate("2028-02-29").getUTCDate()).toBe(29);
  });
});
