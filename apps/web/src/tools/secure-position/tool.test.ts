import { describe, expect, it } from "vitest";
import {
  parseSecureGbQuery,
  securePositionPagePermalinkEntries,
  type SecurePositionPageValue,
} from "./secure-position-state";
import { defaultProfileData } from "@/platform/profiles/profile-store";
import { parseSecurePositionPageQuery, securePositionTool, withRules } from "./tool";

const maxLevelOf = (gb: string) => ({ Observatory: 361, AI_Core: 200 })[gb];
const parse = (query: string) =>
  parseSecurePositionPageQuery(new URLSearchParams(query), maxLevelOf);

describe("secure-position links", () => {
  it("opens a link made for 5 places (before the GB level) with its typed cost and reward", () => {
    // A link the page wrote before Prestige (the e2e round-trip's).
    const old = parse("sp_cd=860&sp_ftr=245&sp_lc=1720&sp_op=50&sp_yab=82.5&sp_yp=10");
    expect(old).toEqual({
      levelCost: 1720,
      currentDeposits: 860,
      yourParticipation: 10,
      otherParticipation: 50,
      yourArcBonus: 82.5,
      fpTargetReward: 245,
    });
    const value = securePositionTool.permalink.value!(
      old!,
      securePositionTool.sanitize(90, maxLevelOf),
    );
    expect(value).toMatchObject({ gb: "", level: 0, place: 0, levelCost: 1720 });
    expect(securePositionTool.permalink.encode!(value!, undefined, maxLevelOf)).toBe(
      "sp_cd=860&sp_ftr=245&sp_lc=1720&sp_op=50&sp_yab=82.5&sp_yp=10",
    );
  });

  it("reads a GB level, and ignores a level or place that the GB cannot have", () => {
    expect(parse("sp_gb=Observatory&sp_lvl=133&sp_pl=7&rules=prestige")).toEqual({
      gb: "Observatory",
      level: 133,
      place: 7,
    });
    expect(parse("sp_gb=Observatory&sp_lvl=362&sp_pl=8")).toEqual({ gb: "Observatory" });
    expect(parseSecureGbQuery(new URLSearchParams("sp_gb=Nope&sp_lvl=3"), maxLevelOf)).toBeNull();
    expect(parse("sp_lvl=3&sp_pl=1")).toBeNull();
    expect(parse("rules=prestige")).toBeNull();
  });

  it("writes the GB level instead of the cost and reward it gives, and the rules in front", () => {
    const value: SecurePositionPageValue = {
      levelCost: 13551,
      currentDeposits: 2000,
      yourParticipation: 0,
      otherParticipation: 500,
      yourArcBonus: 19,
      fpTargetReward: 1180,
      gb: "Observatory",
      level: 133,
      place: 1,
    };
    expect(securePositionPagePermalinkEntries(value)).toEqual({
      sp_cd: 2000,
      sp_yp: 0,
      sp_op: 500,
      sp_yab: 19,
      sp_gb: "Observatory",
      sp_lvl: 133,
      sp_pl: 1,
    });
    expect(withRules("sp_gb=Observatory", "prestige")).toBe("rules=prestige&sp_gb=Observatory");
    expect(withRules("sp_gb=Observatory", "live")).toBe("sp_gb=Observatory");
    expect(withRules("", "prestige")).toBe("rules=prestige");
  });

  it("keeps the Arc bonus and the level in the profile, not the participations", () => {
    const store = securePositionTool.store!;
    const value: SecurePositionPageValue = {
      ...securePositionTool.sanitize(undefined, maxLevelOf),
      levelCost: 650,
      currentDeposits: 100,
      yourArcBonus: 85,
      gb: "Observatory",
      level: 133,
      place: 2,
    };
    const profile = store.write(defaultProfileData(), value, maxLevelOf);
    expect(profile.yourArcBonus).toBe(85);
    expect(profile.tools["secure-position"]).toEqual({
      levelCost: 650,
      gb: "Observatory",
      level: 133,
    });
    expect(store.read(store.select(profile, maxLevelOf), maxLevelOf)).toEqual({
      ...securePositionTool.sanitize(undefined, maxLevelOf),
      levelCost: 650,
      yourArcBonus: 85,
      gb: "Observatory",
      level: 133,
    });
    // A value being typed (wrong) is not kept; an unknown GB or level is dropped on reading.
    const typing = store.write(profile, { ...value, levelCost: Number.NaN, gb: "" }, maxLevelOf);
    expect(typing.tools["secure-position"]).toEqual({});
    expect(
      securePositionTool.sanitize([-1, { levelCost: -5, gb: "Nope", level: 3 }], maxLevelOf),
    ).toEqual(securePositionTool.sanitize(undefined, maxLevelOf));
    expect(
      securePositionTool.sanitize([90, { gb: "Observatory", level: 999 }], maxLevelOf),
    ).toMatchObject({ gb: "Observatory", level: 1 });
    expect(securePositionTool.sanitize(undefined, maxLevelOf)).toMatchObject({
      yourArcBonus: 90,
      levelCost: 0,
      gb: "",
    });
  });
});
