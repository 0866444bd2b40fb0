/**
 * The GB forecast tool's contract: saved in `tools["gb-forecast-cost"]`, links with `gbfc_*` keys
 * and `rules=prestige` under Prestige (the rules are the page's, not the saved value's).
 */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import { readRulesParam, type GbRules } from "@/platform/gb-rules/rules-param";
import {
  FORECAST_TOOL_KEY,
  forecastPermalink,
  parseForecastPermalink,
  sanitizeForecastState,
  type ForecastState,
} from "./forecast-state";

/** The context of a link: the highest level of each GB (to bound the linked levels). */
export type MaxLevelOf = (gb: string) => number | undefined;

export const forecastTool: ToolDefinition<ForecastState, ForecastState, MaxLevelOf, GbRules> = {
  key: FORECAST_TOOL_KEY,
  sanitize: sanitizeForecastState,
  permalink: {
    parse: parseForecastPermalink,
    encode: forecastPermalink,
    extraOf: (_link, params) => readRulesParam(params) ?? "live",
  },
};
