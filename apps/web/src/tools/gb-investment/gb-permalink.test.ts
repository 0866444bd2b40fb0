import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { defaultInvestorView, defaultOwnerView } from "./gb-state";
import {
  gbPermalinkQuery,
  investorPermalinkParams,
  ownerPermalinkParams,
  parseGbPermalink,
} from "./gb-permalink";

const arc = getGbLevels("The_Arc")!;

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

  it("reads the include flags of 7 places; an old 5-place link keeps 5", () => {
    const old = parseGbPermalink(
      new URLSearchParams(
        "gbi_tab=0&gbi_l=10&gbi_oi=0&gbi_ipg=90&gbi_p1=90&gbi_p2=90&gbi_p3=90&gbi_p4=90&gbi_p5=90" +
          "&gbi_ip=%5B%5D&gbi_yab=90&gbi_ss=0&gbi_pFree1=0&gbi_pFree2=1&gbi_pFree3=1&gbi_pFree4=1&gbi_pFree5=1",
      ),
      arc,
    );
    expect(old?.includePlaces).toEqual([false, true, true, true, true]);
    const includePlaces = [true, true, true, true, true, false, false];
    const query = gbPermalinkQuery(
      ownerPermalinkParams({
        ownerView: defaultOwnerView(arc),
        arc: 90,
        showSnipe: false,
        includePlaces,
      }),
    );
    expect(query).toContain("gbi_pFree6=0&gbi_pFree7=0");
    expect(parseGbPermalink(new URLSearchParams(query), arc)?.includePlaces).toEqual(includePlaces);
  });
});
