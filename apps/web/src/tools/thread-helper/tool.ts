/**
 * The thread helper's contract: saved in `tools["thread-helper"]`. It has no permalink: a pasted
 * thread and the player's marks are private, and too long for an address.
 */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  sanitizeThreadHelper,
  THREAD_HELPER_TOOL_KEY,
  type ThreadHelperState,
} from "./thread-helper-state";

export const threadHelperTool: ToolDefinition<ThreadHelperState> = {
  key: THREAD_HELPER_TOOL_KEY,
  sanitize: sanitizeThreadHelper,
  // The rules are the site's setting (docs/tools/gb-prestige.md), never saved here.
  pageOnly: ["rules"],
  permalink: { parse: () => null },
};
