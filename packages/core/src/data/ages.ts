// Typed access to one bundled data file (provenance in data/README.md).
import agesFile from "../../data/ages.json" with { type: "json" };
import { AGE_KEYS, type Age, type AgeKey, type AgesFile } from "./types.js";

const AGES = agesFile as unknown as AgesFile;
const ageByKey = new Map<string, Age>(AGES.ages.map((age) => [age.key, age]));

/** True when `key` names an age of the bundled data. */
export function isAgeKey(key: unknown): key is AgeKey {
  return typeof key === "string" && ageByKey.has(key);
}

/** Every age in game order (NoAge first). */
export function listAges(): readonly Age[] {
  return AGES.ages;
}

export function getAge(key: string): Age | undefined {
  return ageByKey.get(key);
}

/** Position of an age in game order (0 for NoAge), or -1 for an unknown key. */
export function getAgeIndex(key: string): number {
  return (AGE_KEYS as readonly string[]).indexOf(key);
}

export const agesMeta = AGES.meta;
