/**
 * The Great Buildings a GB picker offers (server side: it reads the GB data, which client code
 * must never import). Pages pass the resulting small list to their client components.
 */
import { getAgeIndex } from "@foe-toolbox/core/data/ages";
import { getGbName } from "@foe-toolbox/core/data/gb-names";
import { getGreatBuilding, listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import type { AgeKey, GreatBuilding } from "@foe-toolbox/core/data/types";
import type { Locale } from "@/i18n/locales";

export interface GbOption {
  key: string;
  name: string;
  age: AgeKey;
  /** Number of levels in the data (the highest level that can be reached). */
  maxLevel: number;
}

/** How the GB names of a locale are written: the game's name in that language (core `gb-names`). */
export async function gbNameLookup(locale: Locale): Promise<(gb: GreatBuilding) => string> {
  return (gb) => getGbName(gb.key, locale) ?? gb.name;
}

/** Every GB, by age (game order) and then as in the data. */
export async function listGbOptions(locale: Locale): Promise<GbOption[]> {
  const name = await gbNameLookup(locale);
  return listGreatBuildings()
    .map((gb, order) => ({ gb, order }))
    .sort((a, b) => getAgeIndex(a.gb.age) - getAgeIndex(b.gb.age) || a.order - b.order)
    .map(({ gb }) => ({ key: gb.key, name: name(gb), age: gb.age, maxLevel: gb.levels.length }));
}

/** The display name of one GB in `locale`. */
export async function gbDisplayName(locale: Locale, key: string): Promise<string> {
  const gb = getGreatBuilding(key);
  if (!gb) return key;
  return (await gbNameLookup(locale))(gb);
}
