import { describe, expect, it } from "vitest";
import { encodePermalink } from "@/platform/calculator/permalink";
import { sanitizeGlobalSettings } from "@/platform/settings/global-store";
import { SYNCED_GLOBAL_KEYS, sanitizeDocument } from "@/platform/sync/document";
import { effectiveGbRules, readRulesParam, rulesPermalinkFields } from "./rules-param";

describe("GB rules setting", () => {
  it("is live by default and for any unknown stored value, Prestige when stored", () => {
    expect(sanitizeGlobalSettings({}).gbRules).toBe("live");
    expect(sanitizeGlobalSettings({ gbRules: "beta" }).gbRules).toBe("live");
    expect(sanitizeGlobalSettings({ gbRules: 1 }).gbRules).toBe("live");
    expect(sanitizeGlobalSettings({ gbRules: "prestige" }).gbRules).toBe("prestige");
  });

  it("is synced with the other settings, and an old synced document without it reads as live", () => {
    expect(SYNCED_GLOBAL_KEYS).toContain("gbRules");
    const stored = { version: 1, profiles: [], global: { gbRules: "prestige" } };
    expect(sanitizeDocument(stored)?.global.gbRules).toBe("prestige");
    const old = { version: 1, profiles: [], global: { fixedMainMenu: false } };
    expect(sanitizeDocument(old)?.global.gbRules).toBe("live");
  });
});

describe("rules in permalinks", () => {
  it("writes rules=prestige only under Prestige", () => {
    expect(encodePermalink({ a: 1, ...rulesPermalinkFields("prestige") })).toBe(
      "a=1&rules=prestige",
    );
    expect(encodePermalink({ a: 1, ...rulesPermalinkFields("live") })).toBe("a=1");
  });

  it("reads Prestige from a link, nothing from any other value", () => {
    expect(readRulesParam(new URLSearchParams("rules=prestige"))).toBe("prestige");
    expect(readRulesParam(new URLSearchParams("rules=live"))).toBeNull();
    expect(readRulesParam(new URLSearchParams("rules=PRESTIGE"))).toBeNull();
    expect(readRulesParam(new URLSearchParams("gbfc_gb=Observatory"))).toBeNull();
  });

  it("a Prestige link overrides the setting only while the link is shown", () => {
    expect(effectiveGbRules("live", "prestige", true)).toEqual({
      rules: "prestige",
      fromLink: true,
    });
    expect(effectiveGbRules("live", "prestige", false)).toEqual({
      rules: "live",
      fromLink: false,
    });
    expect(effectiveGbRules("prestige", null, true)).toEqual({
      rules: "prestige",
      fromLink: false,
    });
    // An old link (no rules key) follows the setting.
    expect(effectiveGbRules("live", null, true)).toEqual({ rules: "live", fromLink: false });
  });
});
