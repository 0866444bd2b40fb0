"use client";
/**
 * The calculator's state: the profile fields `yourAge`, `yourCfBoost` and `cf` (every accepted
 * edit is saved), or a permalink's values while in permalink mode (edits only update the URL).
 */
import { useCallback, useEffect, useMemo } from "react";
import { useStore } from "zustand";
import { globalStore } from "@/features/settings/global-store";
import { updateCurrentProfile, useCurrentProfile } from "@/features/profiles/profile-store";
import { usePermalink } from "@/features/calculator/permalink";
import { usePermalinkOverride, type SetState } from "@/features/calculator/tool-state";
import { useDraftFields, type DraftRules } from "@/features/calculator/draft-fields";
import {
  applyCfEdit,
  cfAccepts,
  cfStateFromProfile,
  cfStateToProfile,
  encodeCfPermalink,
  parseCfPermalink,
  type CfState,
} from "./cf-state";

const RULES: DraftRules<CfState> = { accepts: cfAccepts, apply: applyCfEdit };

export function useCfState() {
  const yourAge = useCurrentProfile((p) => p.yourAge);
  const yourCfBoost = useCurrentProfile((p) => p.yourCfBoost);
  const cf = useCurrentProfile((p) => p.cf);
  const profileId = useStore(globalStore, (s) => s.currentProfile);
  const profileState = useMemo(
    () => cfStateFromProfile(yourAge, yourCfBoost, cf),
    [yourAge, yourCfBoost, cf],
  );
  const setProfileState = useCallback<SetState<CfState>>(
    (update) =>
      updateCurrentProfile((profile) => {
        const previous = cfStateFromProfile(profile.yourAge, profile.yourCfBoost, profile.cf);
        const next = typeof update === "function" ? update(previous) : update;
        return cfStateToProfile(profile, next);
      }),
    [],
  );
  const permalink = usePermalink(parseCfPermalink);
  const { value, setValue, permalinkActive, keepPermalinkValues } = usePermalinkOverride(
    profileState,
    setProfileState,
    permalink,
  );
  const fields = useDraftFields(value, setValue, RULES, permalinkActive ? permalink : profileId);
  const query = encodeCfPermalink(value);

  // In permalink mode the address follows the edits, so reloading or sharing it keeps them.
  useEffect(() => {
    if (permalinkActive) window.history.replaceState(window.history.state, "", `?${query}`);
  }, [permalinkActive, query]);

  const keep = useCallback(() => {
    keepPermalinkValues();
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [keepPermalinkValues]);

  return { saved: value, ...fields, query, permalinkActive, keepPermalinkValues: keep };
}
