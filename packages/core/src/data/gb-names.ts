// Typed access to one bundled data file (provenance in data/README.md and the file's meta).
import namesFile from "../../data/gb-names.json" with { type: "json" };
import { getGreatBuilding, listGreatBuildings } from "./gbs.js";
import type { DataFileMeta, GbKey } from "./types.js";

/** The languages the name file covers (the site's 16 locales). */
export const GB_NAME_LOCALES = [
  "en",
  "cs",
  "da",
  "de",
  "es",
  "fr",
  "hu",
  "it",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ru",
  "sk",
  "sv",
  "tr",
] as const;
export type GbNameLocale = (typeof GB_NAME_LOCALES)[number];

export interface GbNamesFile {
  meta: DataFileMeta & { uncertain: Partial<Record<GbNameLocale, GbKey[]>> };
  names: Record<GbNameLocale, Partial<Record<GbKey, string>>>;
  shortNames: Partial<Record<GbNameLocale, Partial<Record<GbKey, string>>>>;
}

const NAMES = namesFile as unknown as GbNamesFile;

function localeOf(locale: string): GbNameLocale | undefined {
  return (GB_NAME_LOCALES as readonly string[]).includes(locale)
    ? (locale as GbNameLocale)
    : undefined;
}

/**
 * The name of a GB in a language of the site. Falls back to the English data name only when the
 * language has no entry; `undefined` for an unknown GB key.
 */
export function getGbName(key: string, locale: string): string | undefined {
  const gb = getGreatBuilding(key);
  if (!gb) return undefined;
  const lang = localeOf(locale);
  return (lang && NAMES.names[lang][gb.key]) || gb.name;
}

/**
 * The short name players use for a GB in guild threads ("Arc", "Arche", "ВС"…), else the English
 * short name of the data; `undefined` for an unknown GB key.
 */
export function getGbShortName(key: string, locale: string): string | undefined {
  const gb = getGreatBuilding(key);
  if (!gb) return undefined;
  const lang = localeOf(locale);
  return (lang && NAMES.shortNames[lang]?.[gb.key]) || gb.shortName;
}

/** True when the name of this GB in this language is not confirmed by a source (see the file's meta). */
export function isGbNameUncertain(key: string, locale: string): boolean {
  const lang = localeOf(locale);
  return lang !== undefined && (NAMES.meta.uncertain[lang] ?? []).includes(key as GbKey);
}

export const gbNamesMeta = NAMES.meta;

/**
 * Every name players may write for each GB: its names and short names in the site's languages,
 * the English data name and short name, and the key with spaces ("The Arc"). For finding GBs in
 * pasted text (the thread helper).
 */
export function getGbNameAliases(): { key: GbKey; names: string[] }[] {
  return listGreatBuildings().map((gb) => {
    const names = new Set<string>([gb.name, gb.shortName, gb.key.replace(/_/g, " ")]);
    for (const lang of GB_NAME_LOCALES) {
      const name = NAMES.names[lang][gb.key];
      const short = NAMES.shortNames[lang]?.[gb.key];
      if (name) names.add(name);
      if (short) names.add(short);
    }
    return { key: gb.key, names: [...names] };
  });
}
