import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  levelsFromProfile,
  locksFromProfile,
  parsePermalink,
  permalinkQuery,
  plannerInput,
  sanitizeSettings,
  toggled,
  withLevel,
  withLock,
  type LevelingSettings,
} from "./state";

describe("stored settings", () => {
  it("turns junk into the defaults (no bonus chosen)", () => {
    for (const junk of [
      undefined,
      null,
      3,
      "x",
      [],
      { reward: "trials", targetLevel: "9", fpPer24h: null },
    ]) {
      expect(sanitizeSettings(junk)).toEqual(DEFAULT_SETTINGS);
    }
    expect(DEFAULT_SETTINGS).toMatchObject({
      reward: null,
      targetLevel: 10,
      goodsFpRatio: 0.2,
      fpPer24h: 10,
      investorPercentage: 90,
      includeRandomRewards: false,
      randomRewardPer24h: 10,
    });
  });

  it("keeps what the player typed, empty and out-of-range values included", () => {
    const stored = {
      reward: "goods",
      targetLevel: -5,
      goodsFpRatio: "",
      fpPer24h: 250,
      investorPercentage: 80.5,
      includeRandomRewards: true,
      randomRewardPer24h: 0,
    };
    // Saved before Prestige: the gold levels' bonus is the copper one.
    expect(sanitizeSettings(stored)).toEqual({ ...stored, investorPercentageGold: 80.5 });
    const withGold = { ...stored, investorPercentageGold: "" };
    expect(sanitizeSettings(withGold)).toEqual(withGold);
  });
});

describe("levels and locks in profile.gb", () => {
  const gb = {
    Observatory: {
      yourLevel: 12,
      tab: 1,
      gblo: { forgePoints: { ignore: true }, happiness: { ignore: false } },
    },
    The_Arc: { yourLevel: "" },
    Atomium: { yourLevel: "7", gblo: { forgePoints: { ignore: "yes" } } },
    Not_A_Gb: { yourLevel: 3, gblo: { forgePoints: { ignore: true } } },
    Capitol: { gblo: { forgePoints: { ignore: true } } },
  };

  it("reads numeric (or empty) levels of known GBs only", () => {
    expect(levelsFromProfile(gb)).toEqual({ Observatory: 12, The_Arc: "" });
  });

  it("reads locks per bonus kind, only `ignore: true`, in GB data order", () => {
    expect(locksFromProfile(gb, "forgePoints")).toEqual(["Observatory", "Capitol"]);
    expect(locksFromProfile(gb, "happiness")).toEqual([]);
  });

  it("writes a level or a lock without touching the GB's other settings or other kinds' locks", () => {
    const levelled = withLevel(gb, "Observatory", 13);
    expect(levelled.Observatory).toEqual({ ...gb.Observatory, yourLevel: 13 });
    const locked = withLock(gb, "Observatory", "happiness", true);
    expect(locked.Observatory).toEqual({
      yourLevel: 12,
      tab: 1,
      gblo: { forgePoints: { ignore: true }, happiness: { ignore: true } },
    });
    expect(withLock({}, "Atomium", "coins", true)).toEqual({
      Atomium: { gblo: { coins: { ignore: true } } },
    });
    expect(withLock({ Atomium: { gblo: "junk" } }, "Atomium", "coins", false)).toEqual({
      Atomium: { gblo: { coins: { ignore: false } } },
    });
  });

  it("toggles a GB in a lock list", () => {
    expect(toggled(["Observatory"], "Capitol")).toEqual(["Observatory", "Capitol"]);
    expect(toggled(["Observatory", "Capitol"], "Observatory")).toEqual(["Capitol"]);
  });
});

describe("planner input", () => {
  const settings: LevelingSettings & { reward: "forgePoints" } = {
    ...DEFAULT_SETTINGS,
    reward: "forgePoints",
    targetLevel: "",
    randomRewardPer24h: 0,
    includeRandomRewards: true,
  };

  it("passes the eligible GBs' levels (not built by default), empty fields as 0", () => {
    const input = plannerInput(
      settings,
      { Observatory: 3, Atomium: "", Capitol: 9 },
      ["Observatory"],
      ["Observatory", "Atomium", "Space_Needle"],
    );
    expect(input).toEqual({
      reward: "forgePoints",
      currentLevels: { Observatory: 3, Atomium: 0, Space_Needle: -1 },
      targetLevel: 0,
      goodsFpRatio: 0.2,
      fpPer24h: 10,
      investorPercentage: 90,
      lockedGbs: ["Observatory"],
      includeRandomRewards: true,
    });
  });

  it("passes the production only where its field is shown", () => {
    expect(
      plannerInput({ ...settings, reward: "goods" } as never, {}, [], []).randomRewardPer24h,
    ).toBe(0);
    expect(
      plannerInput(
        { ...settings, reward: "goods", includeRandomRewards: false } as never,
        {},
        [],
        [],
      ),
    ).not.toHaveProperty("randomRewardPer24h");
    expect(plannerInput({ ...settings, reward: "coins" } as never, {}, [], [])).not.toHaveProperty(
      "includeRandomRewards",
    );
  });
});

describe("permalink", () => {
  it("restores every input, the levels and the locks", () => {
    const settings: LevelingSettings = {
      reward: "goods",
      targetLevel: -1,
      goodsFpRatio: 0.5,
      fpPer24h: 120,
      investorPercentage: 92.5,
      investorPercentageGold: 92.5,
      includeRandomRewards: true,
      randomRewardPer24h: 300,
    };
    const levels = { Observatory: 0, The_Blue_Galaxy: 55, Atomium: -1 };
    const query = permalinkQuery(settings, levels, ["Atomium", "The_Blue_Galaxy"]);
    expect(parsePermalink(new URLSearchParams(query))).toEqual({
      settings,
      levels: { Observatory: 0, The_Blue_Galaxy: 55 },
      locked: ["Atomium", "The_Blue_Galaxy"],
    });
  });

  it("gives defaults for missing or unreadable values and drops unknown GBs", () => {
    const parsed = parsePermalink(
      new URLSearchParams(
        "reward=nope&target=abc&levels=Observatory:x,Nope:3,:4,The_Arc:7,Capitol&locked=Nope,Capitol",
      ),
    );
    expect(parsed).toEqual({
      settings: DEFAULT_SETTINGS,
      levels: { The_Arc: 7 },
      locked: ["Capitol"],
    });
  });

  it("keeps a permalink without a bonus bonus-less", () => {
    const query = permalinkQuery(DEFAULT_SETTINGS, {}, []);
    expect(query).not.toContain("reward");
    expect(parsePermalink(new URLSearchParams(query)).settings).toEqual(DEFAULT_SETTINGS);
  });
});
