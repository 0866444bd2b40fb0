import { describe, expect, it } from "vitest";
import { computeCampaignCost } from "@foe-toolbox/core/campaign-cost-engine";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { compactCampaignData, type CompactCampaignData } from "./compact-data";
import { sanitizeCampaign } from "./tool";
import { findAge, goodsColumnGroups, provincesByName, scopeHasUnknownCost } from "./view-helpers";

const data = compactCampaignData(listCampaignAges());

describe("goodsColumnGroups", () => {
  it("groups the goods columns under their age, in column order", () => {
    const view = computeCampaignCost({ scope: { age: "IronAge", province: "all" }, data });
    const groups = goodsColumnGroups(view);
    expect(groups.map((g) => g.age)).toEqual(view.columnAges);
    expect(groups.flatMap((g) => g.goods)).toEqual(view.goodsColumns);
    expect(groups[0]).toEqual({
      age: "BronzeAge",
      goods: ["dye", "lumber", "marble", "stone", "wine"],
    });
  });
});

describe("provincesByName", () => {
  it("sorts by the locale's collation while the data order stays for the tables", () => {
    const age = findAge(data, "OceanicFuture")!;
    const sorted = provincesByName(age, "en").map((p) => p.name);
    expect(sorted).toEqual(
      [...sorted].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })),
    );
    expect(sorted).not.toEqual(age.provinces.map((p) => p.name));
    expect(new Set(sorted).size).toBe(age.provinces.length);
  });
});

describe("scopeHasUnknownCost", () => {
  it("finds a sector of unknown cost in every scope that contains it, and only there", () => {
    expect(scopeHasUnknownCost(data, { age: "all" })).toBe(false);
    const withUnknown = JSON.parse(JSON.stringify(data)) as CompactCampaignData;
    const iron = findAge(withUnknown, "IronAge")!;
    iron.provinces[1]!.sectors[2]!.cost = null;
    const key = iron.provinces[1]!.key;
    expect(scopeHasUnknownCost(withUnknown, { age: "all" })).toBe(true);
    expect(scopeHasUnknownCost(withUnknown, { age: "IronAge", province: "all" })).toBe(true);
    expect(scopeHasUnknownCost(withUnknown, { age: "IronAge", province: key })).toBe(true);
    expect(
      scopeHasUnknownCost(withUnknown, { age: "IronAge", province: iron.provinces[0]!.key }),
    ).toBe(false);
    expect(scopeHasUnknownCost(withUnknown, { age: "BronzeAge", province: "all" })).toBe(false);
  });
});

describe("sanitizeCampaign (profile field `campaign`)", () => {
  it("reads the canonical form and the legacy FOE Tools form", () => {
    const hymir = findAge(data, "BronzeAge")!.provinces.find((p) => p.key === "Hymir")!;
    const canonical = { BronzeAge: { Hymir: hymir.sectors.map((_s, i) => i === 0) } };
    expect(sanitizeCampaign(canonical, data)).toEqual(canonical);
    expect(
      sanitizeCampaign({ BronzeAge: { _state: -1, Hymir: { _state: -1, sectors: [true] } } }, data),
    ).toEqual(canonical);
  });
  it("turns junk into an empty state without throwing", () => {
    for (const junk of [
      null,
      undefined,
      42,
      "x",
      [],
      { BronzeAge: "x" },
      { Atlantis: { Hymir: [true] } },
      { BronzeAge: { Hymir: ["yes", 1] } },
    ]) {
      expect(sanitizeCampaign(junk, data)).toEqual({});
    }
  });
});
