/**
 * One Great Building's level table, served as a static JSON file per GB (`/api/gb-levels/<key>.json`)
 * so that a page needing any GB loads only the one the player picks, never the whole 2 MB data set.
 * The `.json` suffix lets the service worker keep the files for offline use.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { loadJson } from "./load-json";

export const GB_LEVELS_FILE_SUFFIX = ".json";

export function gbLevelsUrl(gb: string): string {
  return `/api/gb-levels/${encodeURIComponent(gb)}${GB_LEVELS_FILE_SUFFIX}`;
}

/** Route parameter (`Observatory.json`) -> GB key (`Observatory`); null without the suffix. */
export function gbKeyOfLevelsFile(file: string): string | null {
  return file.endsWith(GB_LEVELS_FILE_SUFFIX) ? file.slice(0, -GB_LEVELS_FILE_SUFFIX.length) : null;
}

/**
 * Checks the shape of a fetched level table (a cached file from an older release, a proxy's error
 * page…). The values themselves are checked by the core functions, which name the bad datum.
 */
export function parseGbLevels(raw: unknown): GbLevel[] {
  if (!Array.isArray(raw) || raw.some((row) => row === null || typeof row !== "object")) {
    throw new TypeError("Not a GB level table");
  }
  return raw as GbLevel[];
}

export function loadGbLevels(gb: string): Promise<GbLevel[]> {
  return loadJson(gbLevelsUrl(gb), parseGbLevels);
}
