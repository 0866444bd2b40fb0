/**
 * The GB rule sets (docs/tools/gb-prestige.md), in a module of their own: the site's settings store,
 * in every page's first load, checks the stored choice against them without loading the rules.
 */

/** Which contributor rewards a GB tool uses: the live servers' tables or the Prestige rules. */
export type GbRules = "live" | "prestige";

/** The rule sets, in the order of the settings choice (live first, the default). */
export const GB_RULES: readonly GbRules[] = ["live", "prestige"];
