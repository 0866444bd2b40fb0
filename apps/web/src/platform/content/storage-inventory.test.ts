// @vitest-environment happy-dom
// (the stores attach their persist API only where localStorage exists)
import { describe, expect, it } from "vitest";
import type { StoreApi } from "zustand/vanilla";
import { profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { STORED_ITEMS, itemsOfKind } from "./storage-inventory";

function persistedName(store: StoreApi<object>): string | undefined {
  return (store as unknown as { persist: { getOptions(): { name?: string } } }).persist.getOptions()
    .name;
}

describe("storage inventory", () => {
  it("names the keys the persisted stores really use", () => {
    const localKeys = itemsOfKind(["localStorage"]).flatMap((item) => item.names);
    expect(localKeys).toContain(persistedName(profileStore));
    expect(localKeys).toContain(persistedName(globalStore));
  });

  it("lists the two cookies of the site with their real lifetimes", () => {
    expect(
      itemsOfKind(["cookie"]).map((i) => [i.names, i.lifetime, i.loggedInOnly ?? false]),
    ).toEqual([
      [["locale"], { kind: "days", days: 365 }, false],
      [["strapi_jwt"], { kind: "untilLogout", maxDays: 30 }, true],
    ]);
  });

  it("has one purpose message per item", () => {
    const ids = STORED_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
