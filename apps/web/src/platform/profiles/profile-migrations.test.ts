// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { hydrateStores, migrateState } from "@/lib/storage/persisted-store";
import { PROFILE_MIGRATIONS } from "./profile-migrations";
import { PROFILE_STORE_VERSION, profileStore } from "./profile-store";

/** A version-1 profile store: two profiles, the first with the old per-tool rules. */
const V1 = {
  profiles: {
    a: {
      yourArcBonus: 120,
      tools: {
        "gb-power-leveling": { gb: "Capitol", from: 10, to: 20, rules: "prestige" },
        "thread-helper": { text: "Arc 10", rules: "prestige", arcBonusGold: 5 },
        trade: { rules: "kept" },
      },
    },
    b: { tools: "junk" },
  },
};

describe("profile migrations", () => {
  it("1 → 2 drops the per-tool rules fields and keeps everything else", () => {
    const migrated = migrateState(structuredClone(V1), 1, 2, PROFILE_MIGRATIONS);
    expect(migrated).toEqual({
      profiles: {
        a: {
          yourArcBonus: 120,
          tools: {
            "gb-power-leveling": { gb: "Capitol", from: 10, to: 20 },
            "thread-helper": { text: "Arc 10", arcBonusGold: 5 },
            trade: { rules: "kept" },
          },
        },
        b: { tools: "junk" },
      },
    });
  });

  it("runs when a stored version-1 profile is read", async () => {
    localStorage.setItem("foe-toolbox:profile", JSON.stringify({ state: V1, version: 1 }));
    await hydrateStores([profileStore]);
    const tools = profileStore.getState().profiles.a!.tools;
    expect(tools["gb-power-leveling"]).not.toHaveProperty("rules");
    expect(tools["thread-helper"]).not.toHaveProperty("rules");
    expect(tools.trade).toEqual({ rules: "kept" });
    expect(PROFILE_STORE_VERSION).toBe(2);
    // Data synced from an older version may still carry it: the tools' own tests check that
    // their sanitize ignores it (thread-helper-state, power-leveling-state).
  });
});
