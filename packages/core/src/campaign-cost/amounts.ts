/** Goods amounts of a group of sectors: sums, copies and empty tables over given columns. */
import type { IndexedSector } from "./indexed-data.js";
import type { CampaignGoodsAmounts } from "./types.js";

/** Remaining amounts (not conquered sectors) of a group of sectors, for the given columns. */
export function remainingAmounts(
  sectors: readonly IndexedSector[],
  flags: readonly boolean[],
  goods: readonly string[],
  specials: readonly string[],
): CampaignGoodsAmounts {
  const out: CampaignGoodsAmounts = { goods: {}, specialGoods: {} };
  for (const g of goods) out.goods[g] = 0;
  for (const s of specials) out.specialGoods[s] = 0;
  sectors.forEach((sector, k) => {
    if (flags[k]) return;
    for (const [g, n] of sector.goods) if (Object.hasOwn(out.goods, g)) out.goods[g]! += n;
    for (const [s, n] of sector.specialGoods)
      if (Object.hasOwn(out.specialGoods, s)) out.specialGoods[s]! += n;
  });
  return out;
}

/** Adds `part` into `sum` (both keyed by the same or a wider set of columns). */
export function addInto(sum: CampaignGoodsAmounts, part: CampaignGoodsAmounts): void {
  for (const [g, n] of Object.entries(part.goods)) sum.goods[g] = (sum.goods[g] ?? 0) + n;
  for (const [s, n] of Object.entries(part.specialGoods)) {
    sum.specialGoods[s] = (sum.specialGoods[s] ?? 0) + n;
  }
}

export function emptyAmounts(
  goods: readonly string[],
  specials: readonly string[],
): CampaignGoodsAmounts {
  const out: CampaignGoodsAmounts = { goods: {}, specialGoods: {} };
  for (const g of goods) out.goods[g] = 0;
  for (const s of specials) out.specialGoods[s] = 0;
  return out;
}

export function copyAmounts(amounts: CampaignGoodsAmounts): CampaignGoodsAmounts {
  return { goods: { ...amounts.goods }, specialGoods: { ...amounts.specialGoods } };
}
