import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { defaultInvestorView, defaultOwnerView } from "./gb-state";
import { gbPermalinkQuery, investorPermalinkParams, ownerPermalinkParams } from "./gb-permalink";
import { parseGbPermalink } from "./gb-permalink-parse";

const arc = getGbLevels("The_Arc")!;
const obs = getGbLevels("Observatory")!;

describe("GB permalinks", () => {
  it("is null without keys of this page", () => {
    expect(parseGbPermalink(new URLSearchParams("utm=x"), arc)).toBeNull();
  });

  it("round-trips the owner view", () => {
    const ownerView = {
      ...defaultOwnerView(arc),
      level: 20,
      ownerInvestment: 100,
      investorPercentageGlobal: 90.5,
      investorPercentageCustom: [90.5, 90.5, 85, 80, 0],
      investorParticipation: [
        { value: 300, isPotentialSniper: true },
        { value: 100, isPotentialSniper: false },
      ],
    };
    const query = gbPermalinkQuery(
      ownerPermalinkParams({
        ownerView,
        arc: 87.5,
        showSnipe: true,
        includePlaces: [true, false, true, true, false],
      }),
    );
    expect(parseGbPermalink(new URLSearchParams(query), arc)).toEqual({
      tab: 0,
      ownerView,
      ownerArc: 87.5,
      ownerArcGold: 0,
      showSnipe: true,
      includePlaces: [true, false, true, true, false],
    });
  });

  it("round-trips the investors view", () => {
    const investorView = {
      ...defaultInvestorView(arc),
      from: 5,
      to: 40,
      takingPlaceInConsideration: 2 as const,
      customPercentage: true,
      investorPercentageCustom: [90, 85, 80, 75, 70],
      showPlace: [true, true, false, false, true],
    };
    const query = gbPermalinkQuery(investorPermalinkParams(investorView, 70));
    expect(parseGbPermalink(new URLSearchParams(query), arc)).toEqual({
      tab: 1,
      investorView,
      investorArc: 70,
      investorArcGold: 0,
    });
  });

  it("ignores invalid values and sorts investors", () => {
    const link = parseGbPermalink(
      new URLSearchParams(
        'gbi_tab=0&gbi_l=9999&gbi_ipg=-4&gbi_p2=abc&gbi_ip=[{"value":5},{"value":40,"isPotentialSniper":true}]&gbi_yab=x',
      ),
      arc,
    )!;
    expect(link.ownerView!.level).toBe(10);
    expect(link.ownerView!.investorPercentageCustom).toEqual([90, 90, 90, 90, 90]);
    expect(link.ownerView!.investorParticipation).toEqual([
      { value: 40, isPotentialSniper: true },
      { value: 5, isPotentialSniper: false },
    ]);
    expect(link.ownerArc).toBe(90);
    expect(
      parseGbPermalink(new URLSearchParams("gbi_ip=not-json"), arc)!.ownerView!
        .investorParticipation,
    ).toEqual([]);
  });

  it("uses gbi_ipg for every place of an investors view without gbi_pc*", () => {
    const link = parseGbPermalink(new URLSearchParams("gbi_tab=1&gbi_ipg=85.5&gbi_cp=1"), arc)!;
    expect(link.investorView!.investorPercentageCustom).toEqual([85.5, 85.5, 85.5, 85.5, 85.5]);
    expect(link.ownerView).toBeUndefined();
  });

  it("reads an old 5-place owner link and writes it back unchanged", () => {
    // A link as the site wrote it before Prestige (every key, places 1..5 only).
    const old =
      "gbi_ip=%5B%7B%22value%22%3A400%2C%22isPotentialSniper%22%3Afalse%7D%5D&gbi_ipg=90&gbi_l=133&gbi_oi=100" +
      "&gbi_p1=90&gbi_p2=90&gbi_p3=85&gbi_p4=90&gbi_p5=90" +
      "&gbi_pFree1=1&gbi_pFree2=0&gbi_pFree3=1&gbi_pFree4=1&gbi_pFree5=1&gbi_ss=1&gbi_tab=0&gbi_yab=90";
    const link = parseGbPermalink(new URLSearchParams(old), obs)!;
    expect(link.ownerView!.level).toBe(133);
    expect(link.ownerView!.investorPercentageCustom).toEqual([90, 90, 85, 90, 90]);
    expect(link.includePlaces).toEqual([true, false, true, true, true]);
    expect(link.ownerArcGold).toBe(0);
    const again = gbPermalinkQuery(
      ownerPermalinkParams({
        ownerView: link.ownerView!,
        arc: link.ownerArc!,
        arcGold: link.ownerArcGold!,
        showSnipe: link.showSnipe!,
        includePlaces: link.includePlaces!,
      }),
    );
    expect(again).toBe(old);
  });

  it("round-trips 7 places and the gold Arc bonus of the owner view (Prestige)", () => {
    const ownerView = {
      ...defaultOwnerView(obs),
      level: 133,
      investorPercentageCustom: [90, 90, 90, 90, 90, 90, 70],
    };
    const includePlaces = [true, true, true, true, true, true, false];
    const query = gbPermalinkQuery(
      ownerPermalinkParams({ ownerView, arc: 99, arcGold: 19, showSnipe: true, includePlaces }),
    );
    expect(query).toContain("gbi_p7=70");
    expect(query).toContain("gbi_pFree7=0");
    expect(query).toContain("gbi_yabg=19");
    // Place 6 equals what a link without it reads: not written.
    expect(query).not.toContain("gbi_p6=");
    expect(parseGbPermalink(new URLSearchParams(query), obs)).toEqual({
      tab: 0,
      ownerView,
      ownerArc: 99,
      ownerArcGold: 19,
      showSnipe: true,
      includePlaces,
    });
  });

  it("round-trips 7 places and the gold Arc bonus of the investors view (Prestige)", () => {
    const investorView = {
      ...defaultInvestorView(obs),
      from: 99,
      to: 140,
      takingPlaceInConsideration: 2 as const,
      customPercentage: true,
      investorPercentageCustom: [90, 85, 80, 75, 70, 65, 60],
      showPlace: [true, false, false, false, false, true, true],
    };
    const query = gbPermalinkQuery(investorPermalinkParams(investorView, 99, 19));
    expect(parseGbPermalink(new URLSearchParams(query), obs)).toEqual({
      tab: 1,
      investorView,
      investorArc: 99,
      investorArcGold: 19,
    });
  });
});
