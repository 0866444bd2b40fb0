/**
 * Server-side data of the GB investment pages. Only the slices a page needs reach the browser:
 * one GB's levels and bonuses for a GB page (in a compact form), and a small list (key, age, localised name) for the
 * chooser and the switcher.
 */
import { listGbBonusKinds } from "@foe-toolbox/core/data/bonus";
import { getGbName, getGbShortName } from "@foe-toolbox/core/data/gb-names";
import { getGreatBuilding, listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import type { GbListItem } from "./gb-list";
import { encodeLevelTable, type CompactLevelTable } from "./level-table";

export function gbList(locale: string): GbListItem[] {
  return listGreatBuildings().map((gb) => ({
    key: gb.key,
    age: gb.age,
    name: getGbName(gb.key, locale) ?? gb.name,
  }));
}

/** GB key -> localised name, for the home page favourites. */
export function gbNameMap(locale: string): Record<string, string> {
  return Object.fromEntries(gbList(locale).map((gb) => [gb.key, gb.name]));
}

export function gbKeys(): string[] {
  return listGreatBuildings().map((gb) => gb.key);
}

export interface GbPageData {
  gbKey: string;
  gbName: string;
  gbShortName: string;
  /** The level table and bonuses in their compact form (level-table.ts): the page decodes it. */
  table: CompactLevelTable;
  percentKinds: string[];
}

/** Everything a GB page needs about one GB; null for an unknown key. */
export function gbPageData(key: string, locale: string): GbPageData | null {
  const gb = getGreatBuilding(key);
  const levels = getGbLevels(key);
  if (!gb || !levels) return null;
  const kinds = new Set(gb.bonusKinds);
  return {
    gbKey: gb.key,
    gbName: getGbName(gb.key, locale) ?? gb.name,
    gbShortName: getGbShortName(gb.key, locale) ?? gb.shortName,
    table: encodeLevelTable(
      levels,
      gb.levels.map((row) => row.bonus),
    ),
    percentKinds: listGbBonusKinds()
      .filter((kind) => kinds.has(kind.key) && kind.unit === "%")
      .map((kind) => kind.key),
  };
}
