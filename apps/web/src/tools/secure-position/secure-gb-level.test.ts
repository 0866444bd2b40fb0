import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computePrestigeRewards } from "@foe-toolbox/core/gb-prestige";
import { placeCountOf, prestigeRewardsOf, secureLevelPlaces, tierOf } from "./secure-gb-level";

const OBSERVATORY = getGbLevels("Observatory")!;
const AI_CORE = getGbLevels("AI_Core")!;

describe("a GB level in the secure tool", () => {
  it("under Prestige, Observatory 133 has 7 places from its data cost 13,551 (P1 1,180)", () => {
    const places = secureLevelPlaces(OBSERVATORY, 133, undefined, "prestige");
    expect(places).toEqual({
      cost: 13551,
      costEntered: false,
      rewards: computePrestigeRewards({ level: 133, cost: 13551 }).places.map((p) => p.fp),
      placeCount: 7,
      tier: "gold",
    });
    expect(places.rewards).toHaveLength(7);
    expect(places.rewards![0]).toBe(1180);
  });

  it("under live rules, the same level has the data's 5 places (P1 1,545) and no tier", () => {
    const places = secureLevelPlaces(OBSERVATORY, 133, undefined, "live");
    expect(places.rewards).toEqual(OBSERVATORY[132]!.reward!.map((r) => r.fp));
    expect(places.rewards![0]).toBe(1545);
    expect(places.placeCount).toBe(5);
    expect(places.tier).toBeNull();
  });

  it("copper levels keep 5 places under Prestige", () => {
    expect(placeCountOf("prestige", 100)).toBe(5);
    expect(placeCountOf("prestige", 101)).toBe(7);
    expect(placeCountOf("live", 101)).toBe(5);
    expect(tierOf("prestige", 100)).toBe("copper");
    expect(tierOf("prestige", 101)).toBe("gold");
    expect(secureLevelPlaces(OBSERVATORY, 80, undefined, "prestige").rewards).toHaveLength(5);
  });

  it("an A.I. Core level has no cost in the data until the player enters it", () => {
    expect(AI_CORE[9]!.cost).toBeNull();
    const unknown = secureLevelPlaces(AI_CORE, 10, undefined, "prestige");
    expect(unknown.cost).toBeNull();
    expect(unknown.rewards).toBeNull();
    const entered = secureLevelPlaces(AI_CORE, 10, { cost: 1234 }, "prestige");
    expect(entered.cost).toBe(1234);
    expect(entered.costEntered).toBe(true);
    expect(entered.rewards).toEqual(prestigeRewardsOf(10, 1234));
    // Under live rules the data's reward table stays, unless the player entered all five.
    expect(secureLevelPlaces(AI_CORE, 10, { cost: 1234 }, "live").rewards).toEqual(
      AI_CORE[9]!.reward!.map((r) => r.fp),
    );
    const rewards = [300, 150, 50, 15, 5];
    expect(secureLevelPlaces(AI_CORE, 10, { cost: 1234, rewards }, "live").rewards).toEqual(
      rewards,
    );
  });

  it("an entered cost replaces the data's, and a partial reward table does not", () => {
    const own = secureLevelPlaces(OBSERVATORY, 133, { cost: 53236 }, "prestige");
    expect(own.rewards![0]).toBe(4645); // the beta's observed P1 for its cost
    const partial = secureLevelPlaces(OBSERVATORY, 133, { rewards: [1, null, 3, 4, 5] }, "live");
    expect(partial.rewards![0]).toBe(1545);
  });

  it("knows nothing of a level outside the data or the rules", () => {
    expect(secureLevelPlaces(OBSERVATORY, 0, undefined, "live").cost).toBeNull();
    expect(prestigeRewardsOf(501, 1000)).toBeNull();
    expect(prestigeRewardsOf(10, 0)).toBeNull();
    expect(prestigeRewardsOf(10, null)).toBeNull();
  });
});
