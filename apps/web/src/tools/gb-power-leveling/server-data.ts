/**
 * Server side of the power-leveling page: the GB list with what the client cannot read from the
 * per-GB level files — the short name used in thread messages and, for the few GBs that produce
 * Forge Points, their production per level.
 */
import { getGbShortName } from "@foe-toolbox/core/data/gb-names";
import { getGreatBuilding } from "@foe-toolbox/core/data/gbs";
import { getGbFpProduction } from "@foe-toolbox/core/data/levels";
import { listGbOptions, type GbOption } from "@/platform/gb-data/gb-options";
import type { Locale } from "@/i18n/locales";

export interface PowerLevelingGb extends GbOption {
  shortName: string;
  /** FP produced per 24 h at each level (index N-1 for level N); absent for a GB without FP. */
  fpProduction?: (number | null)[];
}

export async function listPowerLevelingGbs(locale: Locale): Promise<PowerLevelingGb[]> {
  const options = await listGbOptions(locale);
  return options.map((option) => {
    const production = getGbFpProduction(option.key);
    const shortName =
      getGbShortName(option.key, locale) ?? getGreatBuilding(option.key)?.shortName ?? option.name;
    return production
      ? { ...option, shortName, fpProduction: production }
      : { ...option, shortName };
  });
}
