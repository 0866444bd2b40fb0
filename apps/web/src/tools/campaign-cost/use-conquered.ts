"use client";
/**
 * The conquered sectors shown by the page: the current profile's `campaign` field (docs/site.md §7,
 * saved on every click and shared with other tabs by the profile store), or — while a permalink
 * with conquered sectors is open — the link's own state, kept in the page until the player
 * chooses to save it.
 */
import { useCallback, useMemo, useState } from "react";
import {
  normalizeConquered,
  toggleConquered,
  type CampaignData,
  type Conquered,
} from "@foe-toolbox/core/campaign-cost-engine";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { runCalculation } from "@/platform/calculator/use-calculation";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";

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
}

/** Any stored value (old format, damaged, from another version) as a valid conquered state. */
export function sanitizeCampaign(stored: unknown, data: CampaignData): Conquered {
  const outcome = runCalculation(() => normalizeConquered(stored, data), undefined);
  return outcome.ok ? outcome.value : {};
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

export function useConquered(data: CampaignData, permalink: Conquered | null): ConqueredState {
  const stored = useCurrentProfile((p) => p.campaign);
  const profileConquered = useMemo(() => sanitizeCampaign(stored, data), [stored, data]);
  const [local, setLocal] = useState<{ from: Conquered; value: Conquered } | null>(null);
  const [kept, setKept] = useState<Conquered | null>(null);
  const active = permalink !== null && kept !== permalink;
  const conquered = active
    ? local && local.from === permalink
      ? local.value
      : permalink
    : profileConquered;

  const set = useCallback(
    (target: ToggleTarget, value: boolean) => {
      if (active && permalink !== null) {
        setLocal((previous) => {
          const base = previous && previous.from === permalink ? previous.value : permalink;
          return { from: permalink, value: applyToggle(base, target, value, data) };
        });
        return;
      }
      updateCurrentProfile((profile) => ({
        ...profile,
        campaign: applyToggle(sanitizeCampaign(profile.campaign, data), target, value, data),
      }));
    },
    [active, permalink, data],
  );

  const keepPermalinkValues = useCallback(() => {
    if (permalink === null) return;
    updateCurrentProfile((profile) => ({ ...profile, campaign: conquered }));
    setKept(permalink);
  }, [permalink, conquered]);

  return { conquered, set, permalinkActive: active, keepPermalinkValues };
}
