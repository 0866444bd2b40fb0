/** The cost table of a scope: goods still needed per age, province or sector. */
import type { AgeKey } from "../data/types.js";
import { addInto, copyAmounts, emptyAmounts, remainingAmounts } from "./amounts.js";
import { ageStateOf, ownValue, provinceFlags, stateOfFlags } from "./conquered.js";
import {
  findAge,
  findProvince,
  goodsOfAges,
  indexCampaign,
  orderedSpecialGoods,
  resolveData,
  type IndexedAge,
  type IndexedCampaign,
  type IndexedProvince,
} from "./indexed-data.js";
import type {
  CampaignAgeRow,
  CampaignCostInput,
  CampaignData,
  CampaignGoodsAmounts,
  CampaignProvinceRow,
  CampaignSectorRow,
  CampaignView,
} from "./types.js";

/** Amounts of one province still needed, over the province's own goods columns. */
function provinceRemaining(conquered: unknown, age: AgeKey, province: IndexedProvince) {
  const flags = provinceFlags(conquered, age, province);
  if (!flags.includes(true)) return { flags, amounts: copyAmounts(province.untouched) };
  return {
    flags,
    amounts: remainingAmounts(
      province.sectors,
      flags,
      province.goodsColumns,
      province.specialColumns,
    ),
  };
}

/** Amounts of one age still needed (sum of its provinces) over the age's goods columns. */
function ageRemaining(conquered: unknown, age: IndexedAge): CampaignGoodsAmounts {
  if (ownValue(conquered, age.age) === undefined) return copyAmounts(age.untouched);
  const sum = emptyAmounts(age.goodsColumns, age.specialColumns);
  for (const province of age.provinces)
    addInto(sum, provinceRemaining(conquered, age.age, province).amounts);
  return sum;
}

function parseScope(scope: unknown, indexed: IndexedCampaign) {
  const age = ownValue(scope, "age");
  if (age === "all") return { kind: "all" as const };
  const ageIndex = findAge(indexed, age);
  const province = ownValue(scope, "province");
  if (province === "all") return { kind: "age" as const, age: ageIndex };
  return { kind: "province" as const, age: ageIndex, province: findProvince(ageIndex, province) };
}

/**
 * The campaign cost table of a scope: goods (per good) still needed to negotiate every
 * not-conquered sector of the whole map, of one age's provinces, or of one province's sectors.
 * `fallback` is the data used when `i.data` is absent (see `toggleConquered`).
 */
export function computeCampaignCost(i: CampaignCostInput, fallback?: CampaignData): CampaignView {
  const input = (i ?? {}) as Partial<CampaignCostInput>;
  const indexed = indexCampaign(resolveData(input.data, fallback));
  const scope = parseScope(input.scope, indexed);
  const conquered: unknown = input.conquered;

  if (scope.kind === "all") {
    const goodAges = new Set<AgeKey>();
    const specials = new Set<string>();
    for (const age of indexed.ages) {
      age.goodAges.forEach((a) => goodAges.add(a));
      age.specialGoods.forEach((s) => specials.add(s));
    }
    const columns = goodsOfAges(goodAges);
    const specialColumns = orderedSpecialGoods(specials);
    const totals = emptyAmounts(columns.goods, specialColumns);
    const rows: CampaignAgeRow[] = indexed.ages.map((age) => {
      const amounts = ageRemaining(conquered, age);
      addInto(totals, amounts);
      return { age: age.age, state: ageStateOf(conquered, age), ...amounts };
    });
    return {
      columnAges: columns.ages,
      goodsColumns: columns.goods,
      specialGoodsColumns: specialColumns,
      rows,
      totals,
    };
  }

  if (scope.kind === "age") {
    const age = scope.age;
    const columns = goodsOfAges(age.goodAges);
    const specialColumns = orderedSpecialGoods(age.specialGoods);
    const totals = emptyAmounts(columns.goods, specialColumns);
    const rows: CampaignProvinceRow[] = age.provinces.map((province) => {
      const { flags, amounts } = provinceRemaining(conquered, age.age, province);
      addInto(totals, amounts);
      return { province: province.key, state: stateOfFlags(flags), ...amounts };
    });
    return {
      columnAges: columns.ages,
      goodsColumns: columns.goods,
      specialGoodsColumns: specialColumns,
      rows,
      totals,
      state: ageStateOf(conquered, age),
    };
  }

  const { age, province } = scope;
  const columns = goodsOfAges(province.goodAges);
  const specialColumns = orderedSpecialGoods(province.specialGoods);
  const flags = provinceFlags(conquered, age.age, province);
  const rows: CampaignSectorRow[] = province.sectors.map((sector, k) => {
    const goods: Record<string, number> = {};
    for (const g of columns.goods) {
      const n = sector.goods.get(g);
      if (n !== undefined) goods[g] = n;
    }
    const specialGoods: Record<string, number> = {};
    for (const s of specialColumns) {
      const n = sector.specialGoods.get(s);
      if (n !== undefined) specialGoods[s] = n;
    }
    return { sector: k, conquered: flags[k] === true, goods, specialGoods };
  });
  return {
    columnAges: columns.ages,
    goodsColumns: columns.goods,
    specialGoodsColumns: specialColumns,
    rows,
    totals: remainingAmounts(province.sectors, flags, columns.goods, specialColumns),
    state: stateOfFlags(flags),
  };
}
