// Typed access to one bundled data file (provenance in data/README.md).
import gbsFile from "../../data/gbs.json" with { type: "json" };
import type { GbKey, GbsFile, GreatBuilding } from "./types.js";

const GBS = gbsFile as unknown as GbsFile;
const gbByKey = new Map<string, GreatBuilding>(GBS.gbs.map((gb) => [gb.key, gb]));

/** True when `key` names a Great Building of the bundled data. */
export function isGbKey(key: unknown): key is GbKey {
  return typeof key === "string" && gbByKey.has(key);
}

/** The Great Building with this key, or `undefined` when there is none. */
export function getGreatBuilding(key: string): GreatBuilding | undefined {
  return gbByKey.get(key);
}

/** Every Great Building, in the order of the data file (by age, then release). */
export function listGreatBuildings(): readonly GreatBuilding[] {
  return GBS.gbs;
}

export const gbsMeta = GBS.meta;
