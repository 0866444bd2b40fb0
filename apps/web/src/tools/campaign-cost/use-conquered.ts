"use client";
/**
 * The conquered sectors shown by the page, through the tool contract (`campaignTool`): the current
 * profile's `campaign` field (saved on every click and shared with other tabs by the profile
 * store), or — while a permalink with conquered sectors is open — the link's own state, kept in
 * the page until the player chooses to save it.
 */
import { useCallback } from "react";
import {
  toggleConquered,
  type CampaignData,
  type Conquered,
  type Scope,
} from "@foe-toolbox/core/campaign-cost-engine";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import type { Shortener } from "@/platform/calculator/short-query";
import { useTool } from "@/platform/calculator/tool-contract";
import { runCalculation } from "@/platform/calculator/use-calculation";
import { campaignTool } from "./tool";

/** A sector (`province` + `sector`), a whole province, or a whole age. */
export interface ToggleTarget {
  age: AgeKey;
  province?: string;
  sector?: number;
}

export interface ConqueredState {
  conquered: Conquered;
  /** Sets the target's sectors to conquered (`true`) or not. */
  set: (target: ToggleTarget, value: boolean) => void;
  permalinkActive: boolean;
  keepPermalinkValues: () => void;
  /** The permalink of the table shown with these sectors, and its shortener (`PermalinkLink`). */
  query: string;
  shorten: Shortener | null;
}

function applyToggle(
  conquered: Conquered,
  target: ToggleTarget,
  value: boolean,
  data: CampaignData,
): Conquered {
  const outcome = runCalculation(
    () => toggleConquered({ conquered, ...target, value, data }).conquered,
    undefined,
  );
  return outcome.ok ? outcome.value : conquered;
}

export function useConquered(data: CampaignData, scope: Scope): ConqueredState {
  const tool = useTool(campaignTool, { context: data, extra: () => scope });
  const { setValue } = tool;
  const set = useCallback(
    (target: ToggleTarget, value: boolean) =>
      setValue((conquered) => applyToggle(conquered, target, value, data)),
    [setValue, data],
  );
  return {
    conquered: tool.value,
    set,
    permalinkActive: tool.permalinkActive,
    keepPermalinkValues: tool.keepPermalinkValues,
    query: tool.query,
    shorten: tool.shorten,
  };
}
