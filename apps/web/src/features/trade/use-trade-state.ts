"use client";
/**
 * The trade page's state: kept per profile (`tools.trade`), or a permalink's values while in
 * permalink mode (edits then only update the URL). The open tab is not stored: the Fair Trade tab
 * is selected on arrival unless a permalink names another.
 */
import { useCallback, useEffect, useState } from "react";
import { useStore } from "zustand";
import type { TradeMode } from "@foe-toolbox/core/trade";
import { globalStore } from "@/features/settings/global-store";
import { usePermalink } from "@/features/calculator/permalink";
import { usePermalinkableToolState, type SetState } from "@/features/calculator/tool-state";
import {
  DEFAULT_TRADE_MODE,
  encodeTradePermalink,
  parseTradePermalink,
  sanitizeTradeState,
  type TradeFormState,
  type TradeState,
  type TradeTableState,
} from "./trade-state";

export const TRADE_TOOL_KEY = "trade";

export function useTradeState() {
  const permalink = usePermalink(parseTradePermalink);
  const { value, setValue, permalinkActive, keepPermalinkValues } = usePermalinkableToolState(
    TRADE_TOOL_KEY,
    sanitizeTradeState,
    permalink?.state ?? null,
  );
  const [chosenTab, setTab] = useState<TradeMode | null>(null);
  const tab = chosenTab ?? permalink?.tab ?? DEFAULT_TRADE_MODE;
  const profileId = useStore(globalStore, (s) => s.currentProfile);
  const query = encodeTradePermalink(tab, value);

  useEffect(() => {
    if (permalinkActive) window.history.replaceState(window.history.state, "", `?${query}`);
  }, [permalinkActive, query]);

  const keep = useCallback(() => {
    keepPermalinkValues();
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [keepPermalinkValues]);

  return {
    tab,
    setTab,
    state: value,
    setState: setValue,
    query,
    permalinkActive,
    keepPermalinkValues: keep,
    /** Drafts are dropped when this changes (another profile, entering or leaving permalink mode). */
    resetKey: permalinkActive ? permalink : profileId,
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
