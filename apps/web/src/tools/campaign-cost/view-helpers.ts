/**
 * Small lookups the campaign table needs around the core's `CampaignView` (column groups, sorted
 * province list, sectors of unknown cost). No amounts are computed here.
 */
import type { CampaignView, Scope } from "@foe-toolbox/core/campaign-cost-engine";
import { getAge } from "@foe-toolbox/core/data/ages";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import type { CompactAge, CompactCampaignData, CompactProvince } from "./compact-data";

/** The goods columns of a view grouped under their age's header, in column order. */
export function goodsColumnGroups(
  view: Pick<CampaignView, "columnAges" | "goodsColumns">,
): { age: AgeKey; goods: string[] }[] {
  const columns = new Set(view.goodsColumns);
  return view.columnAges.map((age) => ({
    age,
    goods: (getAge(age)?.goods ?? []).filter((g) => columns.has(g)),
  }));
}

export function findAge(data: CompactCampaignData, age: string): CompactAge | undefined {
  return data.ages.find((a) => a.age === age);
}

export function findProvince(
  data: CompactCampaignData,
  age: string,
  province: string,
): CompactProvince | undefined {
  return findAge(data, age)?.provinces.find((p) => p.key === province);
}

/** Provinces of an age sorted by name for the select (the tables keep data order, docs/tools/campaign-cost.md §9). */
export function provincesByName(age: CompactAge, locale: string): CompactProvince[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return [...age.provinces].sort((a, b) => collator.compare(a.name, b.name));
}

/** True when a sector of the scope has an unknown (`null`) cost: its goods are not in the totals. */
export function scopeHasUnknownCost(data: CompactCampaignData, scope: Scope): boolean {
  const ages = scope.age === "all" ? data.ages : data.ages.filter((a) => a.age === scope.age);
  return ages.some((age) =>
    age.provinces.some(
      (p) =>
        (scope.age === "all" || scope.province === "all" || p.key === scope.province) &&
        p.sectors.some((s) => s.cost === null),
    ),
  );
}
