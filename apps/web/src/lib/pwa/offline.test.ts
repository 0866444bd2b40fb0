import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { offlineManifest, offlinePageCandidates, urlsToSave } from "./offline";

const manifest = offlineManifest(
  ["/", "/trade", "/gb-investment/Observatory"],
  ["/api/gb-levels/Observatory.json"],
);

describe("the offline list", () => {
  it("lists every page of each language, the offline page first", () => {
    expect(manifest.pages.de).toEqual([
      "/de/offline",
      "/de",
      "/de/trade",
      "/de/gb-investment/Observatory",
    ]);
    expect(manifest.pages.en).toEqual(["/offline", "/", "/trade", "/gb-investment/Observatory"]);
    expect(Object.keys(manifest.pages)).toEqual([...LOCALES]);
  });

  it("saves one language's pages and the shared data, nothing for an unknown language", () => {
    expect(urlsToSave(manifest, "pt-BR")).toEqual([
      "/pt-BR/offline",
      "/pt-BR",
      "/pt-BR/trade",
      "/pt-BR/gb-investment/Observatory",
      "/api/gb-levels/Observatory.json",
    ]);
    expect(urlsToSave(manifest, "xx")).toEqual([]);
    expect(urlsToSave(manifest, "")).toEqual([]);
  });
});

describe("the offline page for a page that was not saved", () => {
  it("tries the page's language, then English, then the others once each", () => {
    const candidates = offlinePageCandidates("/fr/gb-investment/The_Arc");
    expect(candidates.slice(0, 3)).toEqual(["/fr/offline", "/offline", "/cs/offline"]);
    expect(new Set(candidates).size).toBe(LOCALES.length);
    expect(offlinePageCandidates("/trade")[0]).toBe("/offline");
    expect(offlinePageCandidates("/pt-BR")[0]).toBe("/pt-BR/offline");
  });
});
