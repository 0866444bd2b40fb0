/** The GB statistics tool's contract: saved in `tools["gb-statistics"]`, links with `gbs_*` keys. */
import { GB_STATISTICS_SERIES } from "@foe-toolbox/core/gb-statistics";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import { readRulesParam, type GbRules } from "@/platform/gb-rules/rules-param";
import {
  parseStatsPermalink,
  sanitizeStatsState,
  STATS_TOOL_KEY,
  statsPermalink,
  type StatsState,
} from "./stats-state";

const SERIES_COUNT = GB_STATISTICS_SERIES.length;

/** The context of a link is the highest GB level (to bound the linked range). */
export const statsTool: ToolDefinition<StatsState, StatsState, number, GbRules> = {
  key: STATS_TOOL_KEY,
  sanitize: (stored) => sanitizeStatsState(stored, SERIES_COUNT),
  permalink: {
    parse: (params, maxLevel) => parseStatsPermalink(params, maxLevel, SERIES_COUNT),
    encode: statsPermalink,
    extraOf: (_link, params) => readRulesParam(params) ?? "live",
  },
};
