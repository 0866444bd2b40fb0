/**
 * The rules in permalinks and the choice between the setting and a link (docs/tools/gb-prestige.md),
 * as pure functions: tool state modules import these without the settings store.
 */
import type { GbRules } from "@foe-toolbox/core/gb-prestige";

export type { GbRules };
/** The query key of the rules in every GB tool's permalink. */
export const RULES_PARAM = "rules";

/** The rules a link asks for: only Prestige is written (old links without the key stay as they were). */
export function readRulesParam(params: URLSearchParams): GbRules | null {
  return params.get(RULES_PARAM) === "prestige" ? "prestige" : null;
}

/** The permalink fields of the rules, to spread into `encodePermalink`. */
export function rulesPermalinkFields(rules: GbRules): { rules?: "prestige" } {
  return rules === "prestige" ? { [RULES_PARAM]: "prestige" } : {};
}

/** The rules and where they come from, for the page and its notice. */
export interface EffectiveGbRules {
  rules: GbRules;
  /** True when a permalink imposes Prestige over the setting. */
  fromLink: boolean;
}

/** Pure choice between the setting and the link (see the module comment). */
export function effectiveGbRules(
  setting: GbRules,
  linked: GbRules | null,
  permalinkActive: boolean,
): EffectiveGbRules {
  if (permalinkActive && linked === "prestige") {
    return { rules: "prestige", fromLink: setting !== "prestige" };
  }
  return { rules: setting, fromLink: false };
}
