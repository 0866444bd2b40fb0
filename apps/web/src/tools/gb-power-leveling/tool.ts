/** The power-leveling tool's contract: saved in `tools["gb-power-leveling"]`, links `?gb=…&from=…&to=…`. */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  parsePowerLevelingPermalink,
  POWER_LEVELING_TOOL_KEY,
  powerLevelingPermalink,
  sanitizePowerLevelingState,
  type PowerLevelingState,
} from "./power-leveling-state";

/** The context of a link: the highest level of each GB (to bound the linked levels). */
export type MaxLevelOf = (gb: string) => number | undefined;

export const powerLevelingTool: ToolDefinition<PowerLevelingState, PowerLevelingState, MaxLevelOf> =
  {
    key: POWER_LEVELING_TOOL_KEY,
    sanitize: sanitizePowerLevelingState,
    // The rules are the site's setting or a link's (docs/tools/gb-prestige.md), never saved here.
    pageOnly: ["rules"],
    permalink: { parse: parsePowerLevelingPermalink, encode: powerLevelingPermalink },
  };
