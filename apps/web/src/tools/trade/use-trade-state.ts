"use client";
/**
 * The trade page's state: kept per profile (`tools.trade`), or a permalink's values while in
 * permalink mode (edits then only update the URL). The open tab is not stored: the Fair Trade tab
 * is selected on arrival unless a permalink names another.
 */
import { useCallback, useState } from "react";
import type { TradeMode } from "@foe-toolbox/core/trade";
import { useTool, type SetState } from "@/platform/calculator/tool-contract";
import {
  DEFAULT_TRADE_MODE,
  type TradeFormState,
  type TradeState,
  type TradeTableState,
} from "./trade-state";
import { tradeTool } from "./tool";

export function useTradeState() {
  const [chosenTab, setTab] = useState<TradeMode | null>(null);
  const tabOf = (link: { tab: TradeMode } | null) => chosenTab ?? link?.tab ?? DEFAULT_TRADE_MODE;
  const tool = useTool(tradeTool, { context: undefined, extra: tabOf });
  return {
    tab: tabOf(tool.link),
    setTab,
    state: tool.value,
    setState: tool.setValue,
    query: tool.query,
    shorten: tool.shorten,
    permalinkActive: tool.permalinkActive,
    keepPermalinkValues: tool.keepPermalinkValues,
    /** Drafts are dropped when this changes (another profile, entering or leaving permalink mode). */
    resetKey: tool.resetKey,
  };
}

/** The setter of one tab's form or table. */
export function usePart<P extends "form" | "table">(
  setState: SetState<TradeState>,
  mode: TradeMode,
  part: P,
): SetState<P extends "form" ? TradeFormState : TradeTableState> {
  type Part = P extends "form" ? TradeFormState : TradeTableState;
  return useCallback<SetState<Part>>(
    (update) =>
      setState((previous) => {
        const current = previous[mode][part] as Part;
        const next = typeof update === "function" ? update(current) : update;
        return { ...previous, [mode]: { ...previous[mode], [part]: next } };
      }),
    [setState, mode, part],
  );
}
