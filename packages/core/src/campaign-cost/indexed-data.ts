/**
 * The continent-map data indexed once per data object (checked on the way: malformed data gives
 * `UnknownDataError`), and the look-ups of an age or a province in it.
 */
import { getAge } from "../data/ages.js";
import { getGood, listSpecialGoods } from "../data/goods.js";
import { AGE_KEYS, type AgeKey, type CampaignSectorCost } from "../data/types.js";
import { UnknownAgeError, UnknownDataError, UnknownProvinceError } from "../errors.js";
import { addInto, emptyAmounts, remainingAmounts } from "./amounts.js";
import type { CampaignData, CampaignGoodsAmounts, ProvinceKey } from "./types.js";

export interface IndexedSector {
  /** Own cost summed per good (a good listed twice is summed), in data order. */
  goods: Map<string, number>;
  specialGoods: Map<string, number>;
}

export interface IndexedProvince {
  key: ProvinceKey;
  sectors: IndexedSector[];
  goodAges: Set<AgeKey>;
  specialGoods: Set<string>;
  /** Goods columns of the province (five per good age) and its special goods, in order. */
  goodsColumns: string[];
  specialColumns: string[];
  /** Amounts of the whole province with nothing conquered (the common case, precomputed). */
  untouched: CampaignGoodsAmounts;
}

export interface IndexedAge {
  age: AgeKey;
  provinces: IndexedProvince[];
  byKey: Map<ProvinceKey, IndexedProvince>;
  goodAges: Set<AgeKey>;
  specialGoods: Set<string>;
  goodsColumns: string[];
  specialColumns: string[];
  /** Amounts of the whole age with nothing conquered. */
  untouched: CampaignGoodsAmounts;
}

export interface IndexedCampaign {
  ages: IndexedAge[];
  byAge: Map<string, IndexedAge>;
}

const SPECIAL_GOOD_ORDER: readonly string[] = listSpecialGoods().map((s) => s.key);
const indexCache = new WeakMap<CampaignData, IndexedCampaign>();

function ageOrder(age: AgeKey): number {
  return (AGE_KEYS as readonly string[]).indexOf(age);
}

/** `data`, else `fallback` (the bundled data when called through `campaign-cost.ts`). */
export function resolveData(
  data: CampaignData | undefined | null,
  fallback: CampaignData | undefined,
): CampaignData {
  if (data === undefined || data === null) {
    if (fallback === undefined) throw new UnknownDataError("data");
    return fallback;
  }
  if (typeof data !== "object" || !Array.isArray(data.ages)) throw new UnknownDataError("data");
  return data;
}

export function indexCampaign(data: CampaignData): IndexedCampaign {
  const steps = indexCampaignSteps(data);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `indexCampaign` one province per step, for a caller that spreads the work over several tasks
 * (a browser that must not freeze while a phone indexes the whole map); the index is cached at
 * the end.
 */
export function* indexCampaignSteps(data: CampaignData): Generator<void, IndexedCampaign> {
  const cached = indexCache.get(data);
  if (cached) return cached;
  const ages: IndexedAge[] = [];
  const byAge = new Map<string, IndexedAge>();
  const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);
  for (const ageData of data.ages) {
    if (!ageData || !isList(ageData.provinces)) throw new UnknownDataError("data");
    const age: IndexedAge = {
      age: ageData.age,
      provinces: [],
      byKey: new Map(),
      goodAges: new Set(),
      specialGoods: new Set(),
      goodsColumns: [],
      specialColumns: [],
      untouched: { goods: {}, specialGoods: {} },
    };
    for (const provinceData of ageData.provinces) {
      if (!provinceData || !isList(provinceData.sectors)) throw new UnknownDataError("data");
      const province: IndexedProvince = {
        key: provinceData.key,
        sectors: [],
        goodAges: new Set(),
        specialGoods: new Set(),
        goodsColumns: [],
        specialColumns: [],
        untouched: { goods: {}, specialGoods: {} },
      };
      for (const sectorData of provinceData.sectors) {
        // A sector whose cost is unknown (null) counts as costing nothing.
        const cost: unknown = sectorData?.cost ?? [];
        if (!isList(cost)) throw new UnknownDataError("data");
        const sector: IndexedSector = { goods: new Map(), specialGoods: new Map() };
        for (const entry of cost as CampaignSectorCost[]) {
          const { good, amount, special } = entry ?? {};
          if (typeof good !== "string" || typeof amount !== "number" || !Number.isFinite(amount)) {
            throw new UnknownDataError("data");
          }
          if (special === true || (SPECIAL_GOOD_ORDER.includes(good) && !getGood(good))) {
            if (!SPECIAL_GOOD_ORDER.includes(good)) throw new UnknownDataError("data");
            sector.specialGoods.set(good, (sector.specialGoods.get(good) ?? 0) + amount);
            province.specialGoods.add(good);
            age.specialGoods.add(good);
          } else {
            const goodAge = getGood(good)?.age;
            if (!goodAge) throw new UnknownDataError("data");
            sector.goods.set(good, (sector.goods.get(good) ?? 0) + amount);
            province.goodAges.add(goodAge);
            age.goodAges.add(goodAge);
          }
        }
        province.sectors.push(sector);
      }
      province.goodsColumns = goodsOfAges(province.goodAges).goods;
      province.specialColumns = orderedSpecialGoods(province.specialGoods);
      province.untouched = remainingAmounts(
        province.sectors,
        [],
        province.goodsColumns,
        province.specialColumns,
      );
      age.provinces.push(province);
      // Keys are unique within an age in the data; keep the first one if not.
      if (!age.byKey.has(province.key)) age.byKey.set(province.key, province);
      yield;
    }
    age.goodsColumns = goodsOfAges(age.goodAges).goods;
    age.specialColumns = orderedSpecialGoods(age.specialGoods);
    age.untouched = emptyAmounts(age.goodsColumns, age.specialColumns);
    for (const province of age.provinces) addInto(age.untouched, province.untouched);
    ages.push(age);
    if (!byAge.has(age.age)) byAge.set(age.age, age);
  }
  const indexed = { ages, byAge };
  indexCache.set(data, indexed);
  return indexed;
}

/**
 * Checks and indexes `data` one province per step (see `indexCampaignSteps`): a
 * `computeCampaignCost` on the same object afterwards starts from the index. Throws
 * `UnknownDataError` where the data is malformed, as `computeCampaignCost` would.
 */
export function* prepareCampaignData(data: CampaignData): Generator<void, void> {
  yield* indexCampaignSteps(resolveData(data, undefined));
}

/** Goods columns of a set of good ages: the five goods of every age, ages in game order. */
export function goodsOfAges(goodAges: Set<AgeKey>): { ages: AgeKey[]; goods: string[] } {
  const ages = [...goodAges].sort((a, b) => ageOrder(a) - ageOrder(b));
  const goods: string[] = [];
  for (const age of ages) goods.push(...(getAge(age)?.goods ?? []));
  return { ages, goods };
}

export function orderedSpecialGoods(specials: Set<string>): string[] {
  return SPECIAL_GOOD_ORDER.filter((key) => specials.has(key));
}

export function findAge(indexed: IndexedCampaign, age: unknown, field = "age"): IndexedAge {
  const found = typeof age === "string" ? indexed.byAge.get(age) : undefined;
  if (!found) throw new UnknownAgeError(field);
  return found;
}

export function findProvince(
  age: IndexedAge,
  province: unknown,
  field = "province",
): IndexedProvince {
  const found = typeof province === "string" ? age.byKey.get(province) : undefined;
  if (!found) throw new UnknownProvinceError(field);
  return found;
}
