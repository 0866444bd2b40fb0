/** The conquered state: tri-states of provinces and ages, toggling, reading a stored state. */
import type { AgeKey } from "../data/types.js";
import { UnknownProvinceError, UnknownSectorError } from "../errors.js";
import {
  findAge,
  findProvince,
  indexCampaign,
  resolveData,
  type IndexedAge,
  type IndexedCampaign,
  type IndexedProvince,
} from "./indexed-data.js";
import type {
  CampaignCostInput,
  CampaignData,
  Conquered,
  ConqueredState,
  LegacyConquered,
  ProvinceKey,
  ToggleConqueredInput,
} from "./types.js";

export function ownValue(obj: unknown, key: string): unknown {
  if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return undefined;
  return Object.prototype.hasOwnProperty.call(obj, key)
    ? (obj as Record<string, unknown>)[key]
    : undefined;
}

/** Conquered flags of a province, full sector length (missing or non-`true` entries are false). */
export function provinceFlags(
  conquered: unknown,
  age: AgeKey,
  province: IndexedProvince,
): boolean[] {
  const list = ownValue(ownValue(conquered, age), province.key);
  return province.sectors.map((_s, i) => Array.isArray(list) && list[i] === true);
}

export function stateOfFlags(flags: readonly boolean[]): ConqueredState {
  let done = 0;
  for (const f of flags) if (f) done++;
  if (done === 0) return 0;
  return done === flags.length ? 1 : -1;
}

export function ageStateOf(conquered: unknown, age: IndexedAge): ConqueredState {
  let common: ConqueredState | undefined;
  for (const province of age.provinces) {
    const state = stateOfFlags(provinceFlags(conquered, age.age, province));
    if (state === -1) return -1;
    if (common === undefined) common = state;
    else if (common !== state) return -1;
  }
  return common ?? 0;
}

/** Tri-state of a province: 1 all its sectors conquered, 0 none, -1 some. */
export function getProvinceState(
  c: NonNullable<CampaignCostInput["conquered"]>,
  age: AgeKey,
  province: ProvinceKey,
  data?: CampaignData,
): ConqueredState {
  const indexed = indexCampaign(resolveData(data, undefined));
  const ageIndex = findAge(indexed, age);
  return stateOfFlags(provinceFlags(c, ageIndex.age, findProvince(ageIndex, province)));
}

/** Tri-state of an age: -1 if a province is mixed or provinces differ, else their common state. */
export function getAgeState(
  c: NonNullable<CampaignCostInput["conquered"]>,
  age: AgeKey,
  data?: CampaignData,
): ConqueredState {
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
