import { describe, expect, it } from "vitest";
import { matchRoute, parseRouteName, routeName, routePath, ROUTE_PATHS } from "./routes";
import { LOCALES, localizedPath, splitLocalePath, toLocale } from "./locales";
import { vi } from "vitest";

describe("route names with the ___<locale> suffix", () => {
  it("produces and parses names for every route and locale", () => {
    for (const name of Object.keys(ROUTE_PATHS) as (keyof typeof ROUTE_PATHS)[]) {
      for (const locale of LOCALES) {
        expect(parseRouteName(routeName(name, locale))).toEqual({ name, locale });
      }
    }
    expect(routeName("gb-investment-gb", "pt-BR")).toBe("gb-investment-gb___pt-BR");
  });

  it("rejects unknown names and locales", () => {
    expect(parseRouteName("trade___xx")).toBeNull();
    expect(parseRouteName("nope___de")).toBeNull();
    expect(parseRouteName("trade")).toBeNull();
  });

  it("builds and matches paths with params", () => {
    expect(routePath("gb-investment-gb", { gb: "The_Arc" })).toBe("/gb-investment/The_Arc");
    expect(matchRoute("/gb-investment/The_Arc")).toEqual({
      name: "gb-investment-gb",
      params: { gb: "The_Arc" },
    });
    expect(matchRoute("/")).toEqual({ name: "index", params: {} });
    expect(matchRoute("/nope")).toBeNull();
    expect(() => routePath("gb-investment-gb")).toThrow();
  });
});

describe("locale paths", () => {
  it("has 16 locales, English without prefix", () => {
    expect(LOCALES).toHaveLength(16);
    expect(localizedPath("/trade", "en")).toBe("/trade");
    expect(localizedPath("/trade", "pt-BR")).toBe("/pt-BR/trade");
    expect(localizedPath("/", "de")).toBe("/de");
    expect(localizedPath("/", "en")).toBe("/");
  });

  it("splits public paths", () => {
    expect(splitLocalePath("/pt-BR/trade")).toEqual({ locale: "pt-BR", path: "/trade" });
    expect(splitLocalePath("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/trade")).toEqual({ locale: "en", path: "/trade" });
    expect(splitLocalePath("/en/trade")).toEqual({ locale: "en", path: "/en/trade" });
  });

  it("warns about an unknown locale code", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(toLocale("xx")).toBe("en");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
