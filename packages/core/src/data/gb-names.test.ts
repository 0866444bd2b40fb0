import { describe, expect, it } from "vitest";
import { GB_KEYS } from "./types.js";
import { listGreatBuildings } from "./gbs.js";
import {
  GB_NAME_LOCALES,
  gbNamesMeta,
  getGbName,
  getGbShortName,
  isGbNameUncertain,
} from "./gb-names.js";
import namesFile from "../../data/gb-names.json" with { type: "json" };

const file = namesFile as { names: Record<string, Record<string, string>> };

describe("GB names", () => {
  it("has a non-empty name for every GB in every locale of the site", () => {
    for (const locale of GB_NAME_LOCALES) {
      const names = file.names[locale];
      expect(names, locale).toBeDefined();
      for (const key of GB_KEYS) {
        const name = names?.[key];
        expect(typeof name === "string" && name.trim().length > 0, `${locale} ${key}`).toBe(true);
        expect(getGbName(key, locale)).toBe(name);
      }
      // Nothing stale: no key outside the data.
      expect(Object.keys(names ?? {}).sort()).toEqual([...GB_KEYS].sort());
    }
  });

  it("uses the data's names in English", () => {
    for (const gb of listGreatBuildings()) expect(getGbName(gb.key, "en")).toBe(gb.name);
  });

  it("gives localised names and community short names", () => {
    expect(getGbName("The_Arc", "de")).toBe("Die Arche");
    expect(getGbName("Observatory", "fr")).toBe("Observatoire");
    expect(getGbShortName("The_Arc", "de")).toBe("Arche");
    expect(getGbShortName("The_Arc", "en")).toBe("Arc");
    // No community short name for this locale: the English data short name.
    expect(getGbShortName("AI_Core", "pl")).toBe("AI");
  });

  it("falls back to English for an unknown locale and rejects unknown GBs", () => {
    expect(getGbName("The_Arc", "xx")).toBe("The Arc");
    expect(getGbName("Nope", "de")).toBeUndefined();
    expect(getGbShortName("Nope", "de")).toBeUndefined();
  });

  it("lists the names written without a source as uncertain", () => {
    expect(isGbNameUncertain("AI_Core", "de")).toBe(true);
    expect(isGbNameUncertain("The_Arc", "de")).toBe(false);
    expect(isGbNameUncertain("AI_Core", "en")).toBe(false);
    for (const keys of Object.values(gbNamesMeta.uncertain)) {
      for (const key of keys ?? []) expect(GB_KEYS).toContain(key);
    }
  });
});
