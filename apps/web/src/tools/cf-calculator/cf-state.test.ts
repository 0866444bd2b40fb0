import { describe, expect, it } from "vitest";
import { computeCfRewards, getCfMinimums } from "@foe-toolbox/core/cf-calculator";
import { defaultProfileData } from "@/platform/profiles/profile-store";
import {
  CF_AGES,
  applyCfEdit,
  cfCheck,
  cfAgeOf,
  cfInputOf,
  cfStateFromProfile,
  cfStateToProfile,
  defaultCfState,
  encodeCfPermalink,
  hasSecondQuestGiver,
  parseCfPermalink,
  type CfState,
} from "./cf-state";

const iron: CfState = {
  age: "IronAge",
  cfBoost: 150,
  coins: 50000,
  supplies: 40000,
  goods: 200,
  fpPer24h: 60,
  secondRq: false,
  suppliesGathered: 0,
  otherRq: 40,
  cumulativeQuests: 0,
};

describe("CF calculator state", () => {
  it("offers the 16 ages with quest data, second giver from the Late Middle Ages", () => {
    expect(CF_AGES).toHaveLength(16);
    expect(CF_AGES[0]).toBe("BronzeAge");
    expect(CF_AGES[15]).toBe("VirtualFuture");
    expect(hasSecondQuestGiver("HighMiddleAges")).toBe(false);
    expect(hasSecondQuestGiver("LateMiddleAges")).toBe(true);
  });

  it("maps the shared profile age to the nearest age with quest data", () => {
    expect(cfAgeOf("IronAge")).toBe("IronAge");
    expect(cfAgeOf("SpaceAgeMars")).toBe("VirtualFuture");
    expect(cfAgeOf("StoneAge")).toBe("BronzeAge");
    expect(cfAgeOf("NoAge")).toBe("BronzeAge");
    expect(cfAgeOf(42)).toBe("BronzeAge");
  });

  it("starts a fresh profile at the age minimum, so a result is shown at once", () => {
    const p = defaultProfileData();
    const state = cfStateFromProfile(p.yourAge, p.yourCfBoost, p.cf);
    expect(state).toEqual(defaultCfState());
    expect(state.coins).toBe(getCfMinimums("BronzeAge").coins);
    expect(state.supplies).toBe(getCfMinimums("BronzeAge").supplies);
    expect(() => computeCfRewards(cfInputOf(state))).not.toThrow();
  });

  it("turns any stored junk into a valid state", () => {
    const state = cfStateFromProfile("Atlantis", -3, {
      coins: "lots",
      supplies: 1.5,
      goods: -1,
      fpBy24h: Number.NaN,
      otherRq: 1e300,
      suppliesGathered: null,
      cumulativeQuest: 5000,
      secondRq: "yes",
    });
    expect(state).toEqual(defaultCfState());
    expect(cfStateFromProfile("IronAge", 0, null).age).toBe("IronAge");
  });

  it("writes the profile fields of docs/tools/cf-calculator.md and keeps a shared age it could not show", () => {
    const profile = { ...defaultProfileData(), yourAge: "SpaceAgeMars" };
    const shown = cfStateFromProfile(profile.yourAge, 0, profile.cf);
    expect(cfStateToProfile(profile, { ...shown, goods: 5 }).yourAge).toBe("SpaceAgeMars");
    const written = cfStateToProfile(profile, iron);
    expect(written.yourAge).toBe("IronAge");
    expect(written.yourCfBoost).toBe(150);
    expect(written.cf).toEqual({
      coins: 50000,
      supplies: 40000,
      goods: 200,
      fpBy24h: 60,
      otherRq: 40,
      suppliesGathered: 0,
      cumulativeQuest: 0,
      secondRq: false,
    });
    expect(cfStateFromProfile(written.yourAge, written.yourCfBoost, written.cf)).toEqual(iron);
  });

  it("another age resets the budget and, without a second giver, the second RQ", () => {
    const modern: CfState = {
      ...iron,
      age: "ModernEra",
      coins: 900000,
      supplies: 900000,
      secondRq: true,
      suppliesGathered: 5000,
    };
    const toLate = applyCfEdit(modern, { ...modern, age: "LateMiddleAges" }, "age");
    expect(toLate).toMatchObject({
      ...getCfMinimums("LateMiddleAges"),
      secondRq: true,
      suppliesGathered: 5000,
    });
    const toHigh = applyCfEdit(modern, { ...modern, age: "HighMiddleAges" }, "age");
    expect(toHigh).toMatchObject({
      ...getCfMinimums("HighMiddleAges"),
      secondRq: false,
      suppliesGathered: 0,
    });
  });

  it("another boost resets the cumulative quests; switching the second RQ off clears gathered supplies", () => {
    const running = { ...iron, cfBoost: 460, cumulativeQuests: 14 };
    expect(applyCfEdit(running, { ...running, cfBoost: 461 }, "cfBoost").cumulativeQuests).toBe(0);
    expect(applyCfEdit(running, { ...running, goods: 1 }, "goods").cumulativeQuests).toBe(14);
    const second = { ...iron, age: "ModernEra" as const, secondRq: true, suppliesGathered: 720000 };
    expect(applyCfEdit(second, { ...second, secondRq: false }, "secondRq").suppliesGathered).toBe(
      0,
    );
  });

  it("accepts an edit unless the calculation refuses that field", () => {
    expect(cfCheck({ ...iron, coins: 13999 }, "coins")).not.toBeNull();
    expect(cfCheck({ ...iron, coins: 14000 }, "coins")).toBeNull();
    expect(cfCheck({ ...iron, otherRq: 1.5 }, "otherRq")).not.toBeNull();
    expect(cfCheck({ ...iron, cumulativeQuests: 1001 }, "cumulativeQuests")).not.toBeNull();
    // The refused coins are not the goods field's fault.
    expect(cfCheck({ ...iron, coins: 1, goods: 10 }, "goods")).toBeNull();
  });

  it("counts an empty field as 0", () => {
    expect(cfInputOf({ ...iron, goods: "", otherRq: "" })).toMatchObject({ goods: 0, otherRq: 0 });
  });
});

describe("CF permalink (docs/tools/cf-calculator.md §7)", () => {
  it("round-trips the full state", () => {
    const state: CfState = {
      ...iron,
      age: "ModernEra",
      coins: 900000,
      supplies: 800000,
      secondRq: true,
      suppliesGathered: 720000,
      cumulativeQuests: 3,
    };
    const query = encodeCfPermalink(state);
    expect(query).toContain("cfc_ya=ModernEra");
    expect(query).toContain("cfc_srq=1");
    expect(parseCfPermalink(new URLSearchParams(query))).toEqual(state);
  });

  it("leaves out a cumulative quest count of 0 (the parameter must be at least 1)", () => {
    const query = encodeCfPermalink(iron);
    expect(query).not.toContain("cfc_cq");
    expect(parseCfPermalink(new URLSearchParams(query))).toEqual(iron);
    expect(parseCfPermalink(new URLSearchParams("cfc_cq=0"))).toBeNull();
  });

  it("is not a permalink without a valid parameter", () => {
    expect(parseCfPermalink(new URLSearchParams(""))).toBeNull();
    expect(
      parseCfPermalink(new URLSearchParams("utm=1&cfc_c=-5&cfc_ya=Mars&cfc_cq=1001&cfc_srq=maybe")),
    ).toBeNull();
  });

  it("reads integers, ignores invalid values and gives the rest their defaults", () => {
    const state = parseCfPermalink(
      new URLSearchParams("cfc_ya=IronAge&cfc_ycfb=150abc&cfc_g=x&cfc_orq=-1"),
    );
    expect(state).toEqual({ ...cfStateFromProfile("IronAge", 0, {}), cfBoost: 150 });
  });

  it("ignores a second RQ for an age without second quest giver", () => {
    expect(parseCfPermalink(new URLSearchParams("cfc_ya=BronzeAge&cfc_srq=1"))?.secondRq).toBe(
      false,
    );
    expect(parseCfPermalink(new URLSearchParams("cfc_ya=ColonialAge&cfc_srq=1"))?.secondRq).toBe(
      true,
    );
  });
});
