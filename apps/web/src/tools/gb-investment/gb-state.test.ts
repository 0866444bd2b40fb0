import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  defaultInvestorView,
  defaultOwnerView,
  investorViewPercentages,
  mergeGbSettings,
  sanitizeGbSettings,
  sanitizeInvestorView,
  sanitizeOwnerView,
  sortInvestors,
  withLevel,
} from "./gb-state";

const obs = getGbLevels("Observatory")!;

describe("GB page settings", () => {
  it("has the documented defaults", () => {
    expect(sanitizeGbSettings(undefined, obs)).toEqual({
      ownerView: {
        level: 10,
        ownerInvestment: 0,
        investorParticipation: [],
        investorPercentageGlobal: 90,
        investorPercentageCustom: [90, 90, 90, 90, 90],
        lockInvestorPercentage: false,
      },
      investorView: {
        from: 1,
        to: 10,
        showPlace: [true, false, false, false, false],
        takingPlaceInConsideration: 0,
        investorPercentageGlobal: 90,
        investorPercentageCustom: [90, 90, 90, 90, 90],
        customPercentage: false,
      },
      tab: 0,
    });
  });

  it("turns junk into valid settings without throwing", () => {
    for (const junk of [
      null,
      42,
      "x",
      [],
      { ownerView: "no" },
      { ownerView: { level: 1e9, investorParticipation: [{ value: -3 }, "a", { value: 2.5 }] } },
    ]) {
      const settings = sanitizeGbSettings(junk, obs);
      expect(settings.ownerView.level).toBe(10);
      expect(settings.ownerView.investorParticipation).toEqual([]);
    }
    expect(
      sanitizeInvestorView(
        { from: 30, to: 20, showPlace: [false, "x"], takingPlaceInConsideration: 7 },
        obs,
      ),
    ).toEqual({
      ...defaultInvestorView(obs),
      to: 20,
      showPlace: [false, false, false, false, false],
    });
  });

  it("keeps investors sorted by value, stable, and drops FP the level cannot hold", () => {
    const view = sanitizeOwnerView(
      {
        level: 10,
        investorParticipation: [
          { value: 10, isPotentialSniper: false },
          { value: 50, isPotentialSniper: true },
          { value: 10, isPotentialSniper: true },
        ],
      },
      obs,
    );
    expect(view.investorParticipation).toEqual([
      { value: 50, isPotentialSniper: true },
      { value: 10, isPotentialSniper: false },
      { value: 10, isPotentialSniper: true },
    ]);
    // Observatory 9 -> 10 costs 650.
    const tooMuch = sanitizeOwnerView(
      { level: 10, ownerInvestment: 600, investorParticipation: [{ value: 100 }] },
      obs,
    );
    expect(tooMuch.ownerInvestment).toBe(0);
    expect(tooMuch.investorParticipation).toEqual([]);
    expect(
      sortInvestors([
        { value: 1, isPotentialSniper: false },
        { value: 3, isPotentialSniper: false },
      ]).map((i) => i.value),
    ).toEqual([3, 1]);
  });

  it("replaces stored percentages the calculation cannot use by the defaults", () => {
    // 1e25 % makes the expected participation leave the exact-integer range: the core refuses it.
    const broken = sanitizeOwnerView(
      { level: 10, investorPercentageGlobal: 90, investorPercentageCustom: [90, 1e25, 90, 90, 90] },
      obs,
    );
    expect(broken.investorPercentageCustom).toEqual([90, 90, 90, 90, 90]);
    const brokenGlobal = sanitizeOwnerView(
      { level: 10, investorPercentageGlobal: 1e25, investorPercentageCustom: [80, 80, 80, 80, 80] },
      obs,
    );
    expect(brokenGlobal.investorPercentageGlobal).toBe(90);
    // Large but usable values stay.
    expect(
      sanitizeOwnerView(
        { level: 10, investorPercentageGlobal: 1000, investorPercentageCustom: [1000, 5, 5, 5, 5] },
        obs,
      ),
    ).toMatchObject({
      investorPercentageGlobal: 1000,
      investorPercentageCustom: [1000, 5, 5, 5, 5],
    });
  });

  it("clears owner FP and investors on a new level only", () => {
    const view = {
      ...defaultOwnerView(obs),
      ownerInvestment: 20,
      investorParticipation: [{ value: 5, isPotentialSniper: false }],
    };
    expect(withLevel(view, 10)).toBe(view);
    expect(withLevel(view, 11)).toMatchObject({
      level: 11,
      ownerInvestment: 0,
      investorParticipation: [],
    });
  });

  it("keeps other tools' data of the GB when saving", () => {
    const merged = mergeGbSettings(
      { yourLevel: 12, gblo: { fp: { ignore: true } }, tab: 1 },
      sanitizeGbSettings(undefined, obs),
    );
    expect(merged).toMatchObject({ yourLevel: 12, gblo: { fp: { ignore: true } }, tab: 0 });
  });

  it("uses the global percentage for every place unless customised", () => {
    const view = {
      ...defaultInvestorView(obs),
      investorPercentageGlobal: 80,
      investorPercentageCustom: [1, 2, 3, 4, 5],
    };
    expect(investorViewPercentages(view)).toEqual([80, 80, 80, 80, 80]);
    expect(investorViewPercentages({ ...view, customPercentage: true })).toEqual([1, 2, 3, 4, 5]);
  });
});
