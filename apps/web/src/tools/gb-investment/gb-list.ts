/**
 * The list of GBs the chooser and the switcher show: key, age and localised name only (the
 * server builds it; the level tables stay on the server).
 */
import { AGE_KEYS, type AgeKey } from "@foe-toolbox/core/data/types";

export interface GbListItem {
  key: string;
  age: AgeKey;
  name: string;
}

/**
 * Top-border colour of each age card on the GB chooser page (a look, not a game rule, so it lives
 * in the site). The ages released after Venus have colours of their own (Jupiter Moon amber, Titan
 * teal, Space Hub indigo, Stellar Age violet) so that every GB of the data has a card.
 */
export const AGE_COLOURS: Readonly<Partial<Record<AgeKey, string>>> = {
  NoAge: "#662211",
  BronzeAge: "#b78d13",
  IronAge: "#984420",
  EarlyMiddleAges: "#4e8144",
  HighMiddleAges: "#2f8e8e",
  LateMiddleAges: "#7f4285",
  ColonialAge: "#ce6404",
  IndustrialAge: "#a72926",
  ProgressiveEra: "#b6895b",
  ModernEra: "#465d88",
  PostmodernEra: "#8d9292",
  ContemporaryEra: "#ce654a",
  Tomorrow: "#22272c",
  TheFuture: "#8dc73f",
  ArcticFuture: "#e9f7f7",
  OceanicFuture: "#225a4b",
  VirtualFuture: "#551a8b",
  SpaceAgeMars: "#bb653d",
  SpaceAgeAsteroidBelt: "#094ebd",
  SpaceAgeVenus: "#ddc500",
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
