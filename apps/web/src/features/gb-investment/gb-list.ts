/**
 * The list of GBs the chooser and the switcher show: key, age and localised name only (the
 * server builds it; the level tables stay on the server).
 */
import { AGE_KEYS, type AgeKey } from "@foe-toolbox/core/data/types";
import { GB_CHOOSER_AGE_COLOURS } from "@foe-toolbox/core/gb-investment";

export interface GbListItem {
  key: string;
  age: AgeKey;
  name: string;
}

/**
 * Top-border colour of each age card. docs/tools/gb-investment.md §3 lists the ages up to Venus; the ages released
 * after it get colours of their own here (Jupiter Moon amber, Titan teal, Space Hub indigo,
 * Stellar Age violet) so that every GB of the data has a card.
 */
export const AGE_COLOURS: Readonly<Partial<Record<AgeKey, string>>> = {
  ...GB_CHOOSER_AGE_COLOURS,
  SpaceAgeJupiterMoon: "#c2782c",
  SpaceAgeTitan: "#2a8c82",
  SpaceAgeSpaceHub: "#3f4fa8",
  StellarAgeDiscovery: "#7a3fb8",
};

/** Plain code-unit comparison of the localised names (docs/tools/gb-investment.md §3: not locale collation). */
export function sortAlphabetically<T extends { name: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** GBs grouped by age in game order; ages without GBs are left out. */
export function groupByAge<T extends { age: AgeKey }>(
  list: readonly T[],
): { age: AgeKey; gbs: T[] }[] {
  return AGE_KEYS.map((age) => ({ age, gbs: list.filter((gb) => gb.age === age) })).filter(
    (g) => g.gbs.length > 0,
  );
}

/** GBs whose localised name contains `query` (case-insensitive), in list order. */
export function filterByName<T extends { name: string }>(
  list: readonly T[],
  query: string,
  locale?: string,
): T[] {
  const q = query.trim().toLocaleLowerCase(locale);
  if (q === "") return [...list];
  return list.filter((gb) => gb.name.toLocaleLowerCase(locale).includes(q));
}
