/**
 * The features (tools and pages) that exist. Navigation, the home page, the footer and the sitemap
 * are all driven by this list: a later feature appears everywhere by adding its entry here, and a
 * page that does not exist yet has no entry, so nothing links to it.
 */
import { hasDonationLinks } from "@/platform/donate/donate-config";
import type { RouteName } from "@/i18n/routes";

export type FeatureGroup = "tools" | "statistics" | "info" | "account";

export interface Feature {
  route: RouteName;
  group: FeatureGroup;
  /** Shown with a "Beta" ribbon and notice (docs/site.md §3, §6). */
  beta?: boolean;
  /** Shown in the sitemap (false for account pages and forms that should not be indexed). */
  indexed: boolean;
  /**
   * Whether the page exists in this build, for pages that depend on configuration (the donate page
   * needs a donation link). Evaluated once, from build-time settings; absent means always.
   */
  available?: () => boolean;
  /**
   * The page formats numbers as it starts or at the first input, so the layout has the browser
   * load its number data on another thread first (lib/intl-warmup.ts). Tools, statistics and
   * account pages always do; an information page only when set (a form).
   */
  formats?: boolean;
}

/** Whether a feature's pages format numbers as they start (`Feature.formats`). */
export function formatsNumbers(feature: Feature): boolean {
  return feature.group !== "info" || feature.formats === true;
}

/** Drops the features whose condition does not hold. */
export function availableFeatures(features: readonly Feature[]): Feature[] {
  return features.filter((f) => f.available?.() ?? true);
}

/** In menu order (docs/site.md §4), then the information pages. */
export const FEATURES: readonly Feature[] = availableFeatures([
  // Its pages (the chooser and one per GB): platform/feature-paths.ts.
  { route: "gb-investment", group: "tools", indexed: true },
  { route: "secure-position", group: "tools", indexed: true },
  { route: "cf-calculator", group: "tools", indexed: true },
  { route: "trade", group: "tools", indexed: true },
  { route: "campaign-cost", group: "tools", indexed: true },
  { route: "gb-leveling-order", group: "tools", beta: true, indexed: true },
  { route: "gb-power-leveling", group: "tools", beta: true, indexed: true },
  { route: "thread-helper", group: "tools", beta: true, indexed: true },
  { route: "gb-statistics", group: "statistics", indexed: true },
  { route: "gb-forecast-cost", group: "statistics", indexed: true },
  { route: "contact", group: "info", indexed: true, formats: true },
  // Only reachable while a survey is open (the notice links to it).
  { route: "survey", group: "info", indexed: false, formats: true },
  // Account pages: reached from the header's account entry, never indexed.
  { route: "user-settings", group: "account", indexed: false },
  { route: "login", group: "account", indexed: false },
  { route: "register", group: "account", indexed: false },
  { route: "forgot-password", group: "account", indexed: false },
  { route: "reset-password", group: "account", indexed: false },
  { route: "about", group: "info", indexed: true },
  { route: "terms", group: "info", indexed: true },
  { route: "privacy-policy", group: "info", indexed: true },
  { route: "cookie-policy", group: "info", indexed: true },
  { route: "contributors", group: "info", indexed: true },
  { route: "donate", group: "info", indexed: true, available: hasDonationLinks },
  { route: "changelog", group: "info", indexed: true },
  { route: "help-to-translate-the-site", group: "info", indexed: true },
]);

export function featuresIn(group: FeatureGroup): Feature[] {
  return FEATURES.filter((f) => f.group === group);
}

export function hasFeature(route: RouteName): boolean {
  return FEATURES.some((f) => f.route === route);
}
