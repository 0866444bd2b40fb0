import { readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import proxy, { config } from "./proxy";
import {
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from "next/experimental/testing/server";
import { DEFAULT_LOCALE, LOCALES, localeCookie } from "./i18n/locales";
import { localeCookieHeaders, ROUTE_PATHS } from "./i18n/routes";

const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("where the locale proxy runs", () => {
  it("runs on paths without a locale prefix and on prefixes to correct", () => {
    for (const path of [
      "/",
      "/trade",
      "/gb-investment/The_Arc",
      "/en",
      "/en/trade",
      "/DE/trade",
      "/pt-br",
      "/deutsch",
      "/ptx",
    ]) {
      expect(runsOn(path), path).toBe(true);
    }
  });

  it("skips every other locale's pages, Next internals, API routes and files", () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(runsOn(`/${locale}`), locale).toBe(false);
      expect(runsOn(`/${locale}/trade`), locale).toBe(false);
    }
    for (const path of [
      "/_next/static/chunks/a.js",
      "/api/gb-levels/The_Arc.json",
      "/sw.js",
      "/sitemap.xml",
      "/icons/icon.svg",
    ]) {
      expect(runsOn(path), path).toBe(false);
    }
  });

  it("knows every page of the app folder (a page it does not know would get a second policy)", () => {
    const appDir = new URL("./app/[locale]/", import.meta.url);
    const pages = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)page\.tsx$/.test(file) && !file.includes("[...rest]"))
      .map((file) => `/${file.replace(/\/?page\.tsx$/, "")}`);
    expect(pages.sort()).toEqual(Object.values(ROUTE_PATHS).sort());
  });

  it("skips every page of every other locale, whichever the GB", () => {
    const paths = Object.values(ROUTE_PATHS).map((p) => p.replace("[gb]", "Any_Name"));
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      for (const path of paths) {
        const prefixed = `/${locale}${path === "/" ? "" : path}`;
        expect(runsOn(prefixed), prefixed).toBe(false);
        expect(runsOn(`${prefixed}/`), `${prefixed}/`).toBe(false);
      }
    }
  });

  it("runs on the other paths under a locale prefix, the 404s rendered on request", () => {
    for (const path of ["/de/xyz", "/de/trade/x", "/pt-BR/gb-investment/A/b", "/tr/tradex"]) {
      expect(runsOn(path), path).toBe(true);
    }
  });

  it("sets the cookie by a header rule on each prefixed locale's pages instead", async () => {
    const rules = localeCookieHeaders();
    for (const rule of rules)
      expect(rule.missing).toEqual([{ type: "header", key: "next-router-prefetch" }]);
    const nextConfig = { headers: async () => rules };
    const cookieOf = async (url: string, headers: Record<string, string> = {}) =>
      (
        await unstable_getResponseFromNextConfig({ url, nextConfig, headers })
      ).headers.getSetCookie();
    const paths = Object.values(ROUTE_PATHS).map((p) => p.replace("[gb]", "The_Arc"));
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      for (const path of paths) {
        const url = `http://localhost/${locale}${path === "/" ? "" : path}`;
        expect(await cookieOf(url), url).toEqual([localeCookie(locale)]);
      }
    }
    expect(await cookieOf("http://localhost/de/trade", { "next-router-prefetch": "1" })).toEqual(
      [],
    );
  });

  it("sets no cookie on a 404 under a locale prefix", async () => {
    const nextConfig = { headers: async () => localeCookieHeaders() };
    for (const path of ["/de/xyz", "/de/trade/x", "/pt-BR/gb-investment/A/b", "/tr/tradex"]) {
      const response = await unstable_getResponseFromNextConfig({
        url: `http://localhost${path}`,
        nextConfig,
      });
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });
});

describe("the locale proxy", () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, "http://localhost:3000"), { headers });

  it("sends a first visit to the browser's language and remembers it", () => {
    const response = proxy(request("/trade", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, "http://localhost:3000").pathname).toBe(
      "/de/trade",
    );
    expect(response.headers.getSetCookie()).toEqual([localeCookie("de")]);
  });

  it("follows the cookie and sets it again on every visit", () => {
    const english = proxy(request("/trade", { "accept-language": "de", cookie: "locale=en" }));
    expect(english.headers.get("location")).toBeNull();
    expect(english.headers.getSetCookie()).toEqual([localeCookie("en")]);
    const french = proxy(request("/", { cookie: "locale=fr" }));
    expect(new URL(french.headers.get("location")!, "http://localhost:3000").pathname).toBe("/fr");
    expect(french.headers.getSetCookie()).toEqual([localeCookie("fr")]);
  });

  it("warns about an unknown cookie value and falls back to detection", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = proxy(request("/", { cookie: "locale=xx", "accept-language": "en-US" }));
    expect(warn).toHaveBeenCalledOnce();
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([localeCookie("en")]);
    warn.mockRestore();
  });

  it("leaves the remembered language alone on a path that is no page (a 404)", () => {
    for (const cookie of ["locale=de", ""]) {
      const response = proxy(request("/xyz", { cookie, "accept-language": "en" }));
      expect(response.headers.getSetCookie(), cookie).toEqual([]);
    }
    const redirected = proxy(request("/xyz", { cookie: "locale=fr" }));
    expect(redirected.headers.get("location")).toMatch(/\/fr\/xyz$/);
    expect(redirected.headers.getSetCookie()).toEqual([]);
  });

  it("writes a 365-day, SameSite=Lax, not Secure-only cookie without an absolute date", () => {
    expect(localeCookie("pt-BR")).toBe("locale=pt-BR; Path=/; Max-Age=31536000; SameSite=lax");
  });
});

describe("the policy of responses rendered on request", () => {
  const request = (path: string) => new NextRequest(new URL(path, "http://localhost:3000"));
  const NONCE = /'nonce-([A-Za-z0-9+/]{22}==)'/;

  it("gives a 404 a fresh nonce, for Next's scripts and in the response", () => {
    for (const path of ["/de/xyz", "/xyz"]) {
      const first = proxy(request(path));
      const policy = first.headers.get("content-security-policy");
      expect(policy, path).toMatch(NONCE);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy?.split("; ").find((d) => d.startsWith("script-src"))).not.toMatch(/unsafe/);
      // Next reads the nonce from the request's policy (forwarded by the proxy).
      expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      const second = proxy(request(path)).headers.get("content-security-policy");
      expect(NONCE.exec(second ?? "")?.[1]).not.toBe(NONCE.exec(policy ?? "")?.[1]);
    }
  });

  it("leaves prerendered pages and redirects to their own headers", () => {
    for (const path of ["/", "/trade", "/gb-investment/The_Arc", "/en/xyz"]) {
      const response = proxy(request(path));
      expect(response.headers.get("content-security-policy"), path).toBeNull();
    }
    expect(proxy(request("/de/xyz")).headers.getSetCookie()).toEqual([]);
  });
});
