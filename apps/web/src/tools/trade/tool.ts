/** The trade tool's contract: saved in `tools.trade`; a link also names the open tab. */
import type { TradeMode } from "@foe-toolbox/core/trade";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  encodeTradePermalink,
  parseTradePermalink,
  sanitizeTradeState,
  type TradePermalink,
  type TradeState,
} from "./trade-state";

export const TRADE_TOOL_KEY = "trade";

export const tradeTool: ToolDefinition<TradeState, TradePermalink, void, TradeMode> = {
  key: TRADE_TOOL_KEY,
  sanitize: sanitizeTradeState,
  permalink: {
    parse: parseTradePermalink,
    value: (link) => link.state,
    encode: (state, tab) => encodeTradePermalink(tab, state),
    extraOf: (link) => link.tab,
    followAddress: true,
  },
};
