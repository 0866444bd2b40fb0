"use client";
/**
 * Which Great Building rules a GB tool uses (docs/tools/gb-prestige.md): the "Great Building
 * rules" global setting, unless the page was opened from a permalink carrying `rules=prestige`,
 * which shows that link's view under Prestige whatever the setting.
 */
import { useMemo } from "react";
import { usePermalink } from "@/platform/calculator/permalink";
import { useGlobalSettings } from "@/platform/settings/global-store";
import { effectiveGbRules, readRulesParam, type EffectiveGbRules } from "./rules-param";

export {
  effectiveGbRules,
  readRulesParam,
  rulesPermalinkFields,
  RULES_PARAM,
  type EffectiveGbRules,
  type GbRules,
} from "./rules-param";

/** The rules a GB tool uses now; `permalinkActive` comes from `useTool`. */
export function useGbRules(permalinkActive: boolean): EffectiveGbRules {
  const setting = useGlobalSettings((s) => s.gbRules);
  const linked = usePermalink(readRulesParam);
  // One object while nothing changes: a memoised view given it is not redrawn with its page.
  return useMemo(
    () => effectiveGbRules(setting, linked, permalinkActive),
    [setting, linked, permalinkActive],
  );
}
