"use client";
/**
 * The calculator's state: the profile fields `yourAge`, `yourCfBoost` and `cf` (every accepted
 * edit is saved), or a permalink's values while in permalink mode (edits only update the URL).
 */
import { useTool } from "@/platform/calculator/tool-contract";
import { useDraftFields, type DraftRules } from "@/platform/calculator/draft-fields";
import { applyCfEdit, cfCheck, type CfState } from "./cf-state";
import { cfTool } from "./tool";

const RULES: DraftRules<CfState> = { check: cfCheck, apply: applyCfEdit };

export function useCfState() {
  const { value, setValue, permalinkActive, keepPermalinkValues, query, shorten, resetKey } =
    useTool(cfTool);
  const fields = useDraftFields(value, setValue, RULES, resetKey);
  return { saved: value, ...fields, query, shorten, permalinkActive, keepPermalinkValues };
}
