"use client";
/**
 * The page's state: inputs, current levels and locks from the current profile (state.ts), or —
 * in permalink mode (docs/site.md §16) — from the link, kept in the page until the player saves them.
 */
import { useCallback, useMemo, useState } from "react";
import { GB_KEYS, type GbKey } from "@foe-toolbox/core/data/types";
import type { GbLevelingOrderRewardKind } from "@foe-toolbox/core/gb-leveling-order/rewards";
import { useTool, type SetState } from "@/platform/calculator/tool-contract";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import {
  levelsFromProfile,
  locksFromProfile,
  NOT_BUILT,
  toggled,
  withLevel,
  withLock,
  type FieldValue,
  type LevelingPermalink,
  type LevelingSettings,
} from "./state";
import { levelingTool } from "./tool";

interface LocalState {
  from: LevelingPermalink;
  levels: Record<string, FieldValue>;
  locks: Partial<Record<GbLevelingOrderRewardKind, GbKey[]>>;
}

function fromPermalink(permalink: LevelingPermalink): LocalState {
  const reward = permalink.settings.reward;
  return {
    from: permalink,
    levels: permalink.levels,
    locks: reward ? { [reward]: permalink.locked } : {},
  };
}

export interface LevelingState {
  settings: LevelingSettings;
  setSettings: SetState<LevelingSettings>;
  levels: Readonly<Record<string, FieldValue>>;
  setLevel: (key: GbKey, level: FieldValue) => void;
  /** Locks of the chosen bonus (empty without one). */
  locked: readonly GbKey[];
  toggleLock: (key: GbKey) => void;
  permalinkActive: boolean;
  keepPermalinkValues: () => void;
}

export function useLevelingState(): LevelingState {
  const tool = useTool(levelingTool);
  const permalink = tool.link;
  const active = tool.permalinkActive;
  const keepTool = tool.keepPermalinkValues;
  const reward = tool.value.reward;

  const profileGb = useCurrentProfile((p) => p.gb);
  const profileLevels = useMemo(() => levelsFromProfile(profileGb), [profileGb]);

  const [localState, setLocalState] = useState<LocalState | null>(null);
  // A new permalink (parsed once after mount) starts from its own values.
  const local = permalink
    ? localState?.from === permalink
      ? localState
      : fromPermalink(permalink)
    : null;

  const levels = active && local ? local.levels : profileLevels;
  const localLocks = active && local && reward ? local.locks[reward] : undefined;
  const locked = useMemo(
    () => (reward === null ? [] : (localLocks ?? locksFromProfile(profileGb, reward))),
    [reward, localLocks, profileGb],
  );

  const updateLocal = useCallback(
    (update: (state: LocalState) => LocalState) => {
      if (!permalink) return;
      setLocalState((previous) =>
        update(previous?.from === permalink ? previous : fromPermalink(permalink)),
      );
    },
    [permalink],
  );

  const setLevel = useCallback(
    (key: GbKey, level: FieldValue) => {
      if (active) updateLocal((s) => ({ ...s, levels: { ...s.levels, [key]: level } }));
      else updateCurrentProfile((p) => ({ ...p, gb: withLevel(p.gb, key, level) }));
    },
    [active, updateLocal],
  );

  const toggleLock = useCallback(
    (key: GbKey) => {
      if (reward === null) return;
      if (active) {
        updateLocal((s) => ({
          ...s,
          locks: { ...s.locks, [reward]: toggled(s.locks[reward] ?? locked, key) },
        }));
      } else {
        updateCurrentProfile((p) => ({
          ...p,
          gb: withLock(p.gb, key, reward, !locked.includes(key)),
        }));
      }
    },
    [active, reward, locked, updateLocal],
  );

  const keepPermalinkValues = useCallback(() => {
    if (!local) return;
    keepTool();
    updateCurrentProfile((p) => {
      let gb = p.gb;
      const stored = levelsFromProfile(gb);
      // The link's levels are the whole state: GBs it does not list are not built.
      for (const key of GB_KEYS) {
        const level = local.levels[key] ?? NOT_BUILT;
        if (level !== (stored[key] ?? NOT_BUILT)) gb = withLevel(gb, key, level);
      }
      for (const [kind, keys] of Object.entries(local.locks) as [
        GbLevelingOrderRewardKind,
        GbKey[],
      ][]) {
        const before = locksFromProfile(gb, kind);
        for (const key of GB_KEYS) {
          if (keys.includes(key) !== before.includes(key))
            gb = withLock(gb, key, kind, keys.includes(key));
        }
      }
      return { ...p, gb };
    });
  }, [local, keepTool]);

  return {
    settings: tool.value,
    setSettings: tool.setValue,
    levels,
    setLevel,
    locked,
    toggleLock,
    permalinkActive: active,
    keepPermalinkValues,
  };
}
