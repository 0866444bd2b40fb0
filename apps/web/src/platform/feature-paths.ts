/**
 * The app paths (without locale) each feature serves, for the sitemap and the offline list (server
 * only). Apart from the registry, which every page loads: the GB keys stay out of the pages.
 */
import { GB_KEYS } from "@foe-toolbox/core/data/types";
import { routePath, type RouteName } from "@/i18n/routes";
import type { Feature } from "@/platform/registry";

/** Routes with parameters: all their paths. */
const PARAMETER_PATHS: Partial<Record<RouteName, () => string[]>> = {
  // The chooser and one page per GB.
  "gb-investment": () => [
    routePath("gb-investment"),
    ...GB_KEYS.map((gb) => routePath("gb-investment-gb", { gb })),
  ],
};

/** The app paths (without locale) a feature serves. */
export function featurePaths(feature: Feature): string[] {
  return PARAMETER_PATHS[feature.route]?.() ?? [routePath(feature.route)];
}
