/**
 * The GB leveling order's contract: its settings are saved in `tools["gb-leveling-order"]`; a link
 * also carries the current levels and locks (kept in the page by `useLevelingState`).
 */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  parsePermalink,
  sanitizeSettings,
  TOOL_KEY,
  type LevelingPermalink,
  type LevelingSettings,
} from "./state";

export const levelingTool: ToolDefinition<LevelingSettings, LevelingPermalink> = {
  key: TOOL_KEY,
  sanitize: sanitizeSettings,
  permalink: { parse: parsePermalink, value: (link) => link.settings },
};
