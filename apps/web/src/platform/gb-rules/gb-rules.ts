"use client";
/**
 * Which Great Building rules a GB tool uses (docs/tools/gb-prestige.md): the "Great Building
 * rules" global setting, unless the page was opened from a permalink carrying `rules=prestige`,
 * which shows that link's view under Prestige whatever the setting.
 */
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { usePermalink } from "@/platform/calculator/permalink";
import { useGlobalSettings } from "@/platform/settings/global-store";

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

/** The rules a GB tool uses now; `permalinkActive` comes from `useTool`. */
export function useGbRules(permalinkActive: boolean): EffectiveGbRules {
  const setting = useGlobalSettings((s) => s.gbRules);
  const linked = usePermalink(readRulesParam);
  return effectiveGbRules(setting, linked, permalinkActive);
}
