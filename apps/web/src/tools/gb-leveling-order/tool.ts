/**
 * The GB leveling order's contract: its settings are saved in `tools["gb-leveling-order"]`; a link
 * also carries the current levels and locks (kept in the page by `useLevelingState`) and the rules.
 */
import type { GbKey } from "@foe-toolbox/core/data/types";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import { readRulesParam, type GbRules } from "@/platform/gb-rules/rules-param";
import {
  parsePermalink,
  permalinkQuery,
  sanitizeSettings,
  TOOL_KEY,
  type FieldValue,
  type LevelingPermalink,
  type LevelingSettings,
} from "./state";

/** What the page's link carries besides the settings. */
export interface LevelingLinkExtra {
  levels: Readonly<Record<string, FieldValue>>;
  locked: readonly GbKey[];
  rules: GbRules;
}

export const levelingTool: ToolDefinition<
  LevelingSettings,
  LevelingPermalink,
  void,
  LevelingLinkExtra
> = {
  key: TOOL_KEY,
  sanitize: sanitizeSettings,
  permalink: {
    parse: parsePermalink,
    value: (link) => link.settings,
    encode: (settings, { levels, locked, rules }) =>
      permalinkQuery(settings, levels, locked, rules),
    // The page shows the link's levels, and its locks under its bonus.
    extraOf: (link, params) => ({
      levels: link.levels,
      locked: link.settings.reward ? link.locked : [],
      rules: readRulesParam(params) ?? "live",
    }),
  },
};
