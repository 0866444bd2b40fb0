/** The GB forecast tool's contract: saved in `tools["gb-forecast-cost"]`, links with `gbfc_*` keys. */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  FORECAST_TOOL_KEY,
  forecastPermalink,
  parseForecastPermalink,
  sanitizeForecastState,
  type ForecastState,
} from "./forecast-state";

/** The context of a link: the highest level of each GB (to bound the linked levels). */
export type MaxLevelOf = (gb: string) => number | undefined;

export const forecastTool: ToolDefinition<ForecastState, ForecastState, MaxLevelOf> = {
  key: FORECAST_TOOL_KEY,
  sanitize: sanitizeForecastState,
  permalink: { parse: parseForecastPermalink, encode: forecastPermalink },
};
