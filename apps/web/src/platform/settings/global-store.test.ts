import { describe, expect, it } from "vitest";
import {
  asCardsFor,
  defaultGlobalSettings,
  migrateDisplayTableCard,
  sanitizeGlobalSettings,
} from "./global-store";

describe("displayTableCard", () => {
  it("is 'auto' by default", () => {
    expect(defaultGlobalSettings().displayTableCard).toBe("auto");
    expect(sanitizeGlobalSettings({}).displayTableCard).toBe("auto");
    expect(sanitizeGlobalSettings(undefined).displayTableCard).toBe("auto");
  });

  it("migrates the old boolean: true → cards, false → auto", () => {
    expect(sanitizeGlobalSettings({ displayTableCard: true }).displayTableCard).toBe("cards");
    expect(sanitizeGlobalSettings({ displayTableCard: false }).displayTableCard).toBe("auto");
  });

  it("keeps the three choices and replaces anything else by 'auto'", () => {
    for (const mode of ["auto", "table", "cards"] as const)
      expect(sanitizeGlobalSettings({ displayTableCard: mode }).displayTableCard).toBe(mode);
    for (const bad of ["Cards", 1, null, {}, []]) expect(migrateDisplayTableCard(bad)).toBe("auto");
  });

  it("leaves the other settings as they were stored", () => {
    const s = sanitizeGlobalSettings({ displayTableCard: true, gbSelectSortMode: "alpha" });
    expect(s.gbSelectSortMode).toBe("alpha");
  });

  it("gives the DataTable mode: auto left to CSS, else a fixed view", () => {
    expect(asCardsFor("auto")).toBe("auto");
    expect(asCardsFor("cards")).toBe(true);
    expect(asCardsFor("table")).toBe(false);
  });
});
