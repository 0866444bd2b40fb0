/**
 * Campaign cost (docs/tools/campaign-cost.md): the goods still needed to negotiate the sectors
 * of the continent map, per age, province or sector, given which sectors are already conquered.
 *
 * This module does not import the continent-map data (about 0.6 MB): every function takes it as
 * `data`, so that a browser can load it on demand. `campaign-cost.ts` exposes the same functions
 * with the bundled data as default.
 */
import { getAge } from "./data/ages.js";
import { getGood, listSpecialGoods } from "./data/goods.js";
import { AGE_KEYS, type AgeKey, type CampaignSectorCost } from "./data/types.js";
import {
  UnknownAgeError,
  UnknownDataError,
  UnknownProvinceError,
  UnknownSectorError,
} from "./errors.js";

// ---------------------------------------------------------------- types

/** Key of a province; only unique within one age (`Breturia` exists in two ages). */
export type ProvinceKey = string;

/**
 * Conquered sectors: `conquered[age][province][i]` is `true` when sector `i` is conquered;
 * anything missing is not conquered. Canonical form: only provinces with at least one `true`,
 * arrays of full sector length, ages and provinces in data order.
 */
export type Conquered = Partial<Record<AgeKey, Record<ProvinceKey, boolean[]>>>;

/** What the campaign table shows: the whole map, the provinces of one age, or one province. */
export type Scope = { age: "all" } | { age: AgeKey; province: "all" | ProvinceKey };

/** Tri-state of a province or age: 1 all sectors conquered, 0 none, -1 mixed. */
export type ConqueredState = -1 | 0 | 1;

/** Goods amounts keyed by good key, and special goods (Promethium, Orichalcum…) by their key. */
export interface CampaignGoodsAmounts {
  goods: Record<string, number>;
  specialGoods: Record<string, number>;
}

/** Row of the "All Ages" table: goods still needed for one campaign age. */
export type CampaignAgeRow = { age: AgeKey; state: ConqueredState } & CampaignGoodsAmounts;
/** Row of the "all provinces" table: goods still needed for one province. */
export type CampaignProvinceRow = {
  province: ProvinceKey;
  state: ConqueredState;
} & CampaignGoodsAmounts;
/** Row of a province table: the sector's own cost (not reduced when conquered). */
export type CampaignSectorRow = { sector: number; conquered: boolean } & CampaignGoodsAmounts;

/** The campaign table of a scope (docs/tools/campaign-cost.md §4). */
export interface CampaignView {
  /** Ages whose goods appear in a sector cost of the scope, in age order. */
  columnAges: AgeKey[];
  /** The five goods of every column age, in `ages.json` order. */
  goodsColumns: string[];
  /** Special goods used in the scope, in `special-goods.json` order. */
  specialGoodsColumns: string[];
  rows: (CampaignAgeRow | CampaignProvinceRow | CampaignSectorRow)[];
  /** Amounts of the not conquered sectors of the scope, one entry per column. */
  totals: CampaignGoodsAmounts;
  /** Age tri-state (province "all") or province tri-state (one province); absent for all ages. */
  state?: ConqueredState;
}

/**
 * Campaign data in the shape of `campaign.json` (without `meta`); only the fields read here are
 * required, so `campaign.json` itself and a compact copy of it (names, rewards and pre-summed
 * totals left out) both fit. A sector cost of `null` (unknown) counts as nothing.
 */
export interface CampaignData {
  ages: readonly CampaignDataAge[];
}
export interface CampaignDataAge {
  age: AgeKey;
  provinces: readonly CampaignDataProvince[];
}
export interface CampaignDataProvince {
  key: ProvinceKey;
  sectors: readonly CampaignDataSector[];
}
export interface CampaignDataSector {
  cost: readonly CampaignSectorCost[] | null;
}

/** Input of `computeCampaignCost`. */
export interface CampaignCostInput {
  scope: Scope;
  conquered?: Conquered;
  data?: CampaignData;
}

/**
 * Input of `toggleConquered`: a sector (`province` + `sector`), a province, or a whole age (only
 * `age`) is set to `value`.
 */
export interface ToggleConqueredInput {
  conquered?: Conquered;
  age: AgeKey;
  province?: ProvinceKey;
  sector?: number;
  value: boolean;
  data?: CampaignData;
}

/**
 * The conquered state as FOE Tools stored it: `{age: {_state, [province]: {_state, sectors}}}`.
 * `_state` values are derived and ignored on import.
 */
export type LegacyConquered = Record<string, Record<string, unknown> & { _state?: unknown }>;

// ---------------------------------------------------------------- indexed data

interface IndexedSector {
  /** Own cost summed per good (a good listed twice is summed), in data order. */
  goods: Map<string, number>;
  specialGoods: Map<string, number>;
}

interface IndexedProvince {
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

interface IndexedAge {
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

interface IndexedCampaign {
  ages: IndexedAge[];
  byAge: Map<string, IndexedAge>;
}

const SPECIAL_GOOD_ORDER: readonly string[] = listSpecialGoods().map((s) => s.key);
const indexCache = new WeakMap<CampaignData, IndexedCampaign>();

function ageOrder(age: AgeKey): number {
  return (AGE_KEYS as readonly string[]).indexOf(age);
}

/** `data`, else `fallback` (the bundled data when called through `campaign-cost.ts`). */
function resolveData(
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

function indexCampaign(data: CampaignData): IndexedCampaign {
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

/** Goods columns of a set of good ages: the five goods of every age, ages in game order. */
function goodsOfAges(goodAges: Set<AgeKey>): { ages: AgeKey[]; goods: string[] } {
  const ages = [...goodAges].sort((a, b) => ageOrder(a) - ageOrder(b));
  const goods: string[] = [];
  for (const age of ages) goods.push(...(getAge(age)?.goods ?? []));
  return { ages, goods };
}

function orderedSpecialGoods(specials: Set<string>): string[] {
  return SPECIAL_GOOD_ORDER.filter((key) => specials.has(key));
}

// ---------------------------------------------------------------- conquered state

function ownValue(obj: unknown, key: string): unknown {
  if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return undefined;
  return Object.prototype.hasOwnProperty.call(obj, key)
    ? (obj as Record<string, unknown>)[key]
    : undefined;
}

/** Conquered flags of a province, full sector length (missing or non-`true` entries are false). */
function provinceFlags(conquered: unknown, age: AgeKey, province: IndexedProvince): boolean[] {
  const list = ownValue(ownValue(conquered, age), province.key);
  return province.sectors.map((_s, i) => Array.isArray(list) && list[i] === true);
}

function stateOfFlags(flags: readonly boolean[]): ConqueredState {
  let done = 0;
  for (const f of flags) if (f) done++;
  if (done === 0) return 0;
  return done === flags.length ? 1 : -1;
}

function ageStateOf(conquered: unknown, age: IndexedAge): ConqueredState {
  let common: ConqueredState | undefined;
  for (const province of age.provinces) {
    const state = stateOfFlags(provinceFlags(conquered, age.age, province));
    if (state === -1) return -1;
    if (common === undefined) common = state;
    else if (common !== state) return -1;
  }
  return common ?? 0;
}

function findAge(indexed: IndexedCampaign, age: unknown, field = "age"): IndexedAge {
  const found = typeof age === "string" ? indexed.byAge.get(age) : undefined;
  if (!found) throw new UnknownAgeError(field);
  return found;
}

function findProvince(age: IndexedAge, province: unknown, field = "province"): IndexedProvince {
  const found = typeof province === "string" ? age.byKey.get(province) : undefined;
  if (!found) throw new UnknownProvinceError(field);
  return found;
}

/** Tri-state of a province: 1 all its sectors conquered, 0 none, -1 some. */
export function getProvinceState(
  c: Conquered,
  age: AgeKey,
  province: ProvinceKey,
  data?: CampaignData,
): ConqueredState {
  const indexed = indexCampaign(resolveData(data, undefined));
  const ageIndex = findAge(indexed, age);
  return stateOfFlags(provinceFlags(c, ageIndex.age, findProvince(ageIndex, province)));
}

/** Tri-state of an age: -1 if a province is mixed or provinces differ, else their common state. */
export function getAgeState(c: Conquered, age: AgeKey, data?: CampaignData): ConqueredState {
  const indexed = indexCampaign(resolveData(data, undefined));
  return ageStateOf(c, findAge(indexed, age));
}

/**
 * Canonical conquered state: known ages and provinces only, in data order, arrays padded with
 * `false` (or cut) to the sector count, provinces without a conquered sector left out.
 * `read` gives the stored flags of a province (undefined when there are none).
 */
function canonical(
  indexed: IndexedCampaign,
  read: (age: AgeKey, province: IndexedProvince) => unknown,
): Conquered {
  const out: Conquered = {};
  for (const age of indexed.ages) {
    const provinces: Record<ProvinceKey, boolean[]> = {};
    let any = false;
    for (const province of age.provinces) {
      const list = read(age.age, province);
      const flags = province.sectors.map((_s, i) => Array.isArray(list) && list[i] === true);
      if (flags.some((f) => f) && !Object.prototype.hasOwnProperty.call(provinces, province.key)) {
        provinces[province.key] = flags;
        any = true;
      }
    }
    if (any && out[age.age] === undefined) out[age.age] = provinces;
  }
  return out;
}

/**
 * Sets conquered flags (a sector, a whole province, or a whole age) to `value` and returns the
 * new canonical state. Setting is idempotent: toggling an already conquered province to `true`
 * changes nothing. `fallback` is the data used when `i.data` is absent (`campaign-cost.ts` passes
 * the bundled data); without either, `UnknownDataError`.
 */
export function toggleConquered(
  i: ToggleConqueredInput,
  fallback?: CampaignData,
): { conquered: Conquered } {
  const input = (i ?? {}) as Partial<ToggleConqueredInput>;
  const indexed = indexCampaign(resolveData(input.data, fallback));
  const age = findAge(indexed, input.age);
  const hasProvince = input.province !== undefined && input.province !== null;
  const hasSector = input.sector !== undefined && input.sector !== null;
  let targets: IndexedProvince[];
  let sector: number | undefined;
  if (hasProvince) {
    targets = [findProvince(age, input.province)];
  } else if (hasSector) {
    // A sector index means nothing without its province.
    throw new UnknownProvinceError("province");
  } else {
    targets = age.provinces;
  }
  if (hasSector) {
    const n = input.sector;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n >= targets[0]!.sectors.length) {
      throw new UnknownSectorError("sector");
    }
    sector = n;
  }
  const value = input.value === true;
  const conquered = input.conquered;
  const result = canonical(indexed, (ageKey, province) => {
    const stored = ownValue(ownValue(conquered, ageKey), province.key);
    if (ageKey !== age.age || !targets.includes(province)) return stored;
    if (sector === undefined) return province.sectors.map(() => value);
    const flags = province.sectors.map((_s, k) => Array.isArray(stored) && stored[k] === true);
    flags[sector] = value;
    return flags;
  });
  return { conquered: result };
}

/**
 * Reads a stored campaign state (profile field `campaign`) in the canonical form or in the legacy
 * FOE Tools form `{age: {_state, [province]: {_state, sectors}}}` (both may be mixed) and returns
 * the canonical form. Short lists are padded with `false`; unknown ages/provinces and anything
 * unreadable are dropped.
 */
export function normalizeConquered(value: unknown, data?: CampaignData): Conquered {
  const indexed = indexCampaign(resolveData(data, undefined));
  return canonical(indexed, (age, province) => {
    const entry = ownValue(ownValue(value, age), province.key);
    if (Array.isArray(entry)) return entry;
    return ownValue(entry, "sectors");
  });
}

/** Converts the legacy FOE Tools campaign state (docs/tools/campaign-cost.md §7) to the canonical `Conquered` form. */
export function convertLegacyConquered(legacy: LegacyConquered, data?: CampaignData): Conquered {
  return normalizeConquered(legacy, data);
}

// ---------------------------------------------------------------- view

/** Remaining amounts (not conquered sectors) of a group of sectors, for the given columns. */
function remainingAmounts(
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
function addInto(sum: CampaignGoodsAmounts, part: CampaignGoodsAmounts): void {
  for (const [g, n] of Object.entries(part.goods)) sum.goods[g] = (sum.goods[g] ?? 0) + n;
  for (const [s, n] of Object.entries(part.specialGoods)) {
    sum.specialGoods[s] = (sum.specialGoods[s] ?? 0) + n;
  }
}

function emptyAmounts(goods: readonly string[], specials: readonly string[]): CampaignGoodsAmounts {
  const out: CampaignGoodsAmounts = { goods: {}, specialGoods: {} };
  for (const g of goods) out.goods[g] = 0;
  for (const s of specials) out.specialGoods[s] = 0;
  return out;
}

function copyAmounts(amounts: CampaignGoodsAmounts): CampaignGoodsAmounts {
  return { goods: { ...amounts.goods }, specialGoods: { ...amounts.specialGoods } };
}

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
