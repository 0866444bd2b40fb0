"use client";
/**
 * State of a GB page: the per-GB settings from the profile (`gb[GbKey]`), the profile-wide Arc
 * bonus and Snipe switch, and — while a permalink is open — a page-local copy that overrides
 * them and is saved only if the player asks for it (docs/site.md §16).
 */
import { useCallback, useMemo, useState } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { usePermalink } from "@/platform/calculator/permalink";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { mergeGbSettings, PLACES, sanitizeGbSettings, type GbSettings } from "./gb-state";
import { parseGbPermalink, type GbPermalink } from "./gb-permalink";

export interface GbPageState {
  settings: GbSettings;
  /** Arc bonus used by the owner view (Snipe column). */
  ownerArc: number;
  /** Arc bonus used by the investors view. */
  investorArc: number;
  showSnipe: boolean;
}

export type GbPageUpdate = (update: (state: GbPageState) => GbPageState) => void;

export interface GbPageStateApi {
  state: GbPageState;
  update: GbPageUpdate;
  permalinkActive: boolean;
  /** Raw query of the opened permalink (for panels with keys of their own). */
  permalinkParams: URLSearchParams | null;
  keepPermalinkValues: () => void;
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  /** True while "only secured places" computes the include flags (the checkboxes are then read-only). */
  includeLocked: boolean;
  setIncludeLocked: (locked: boolean) => void;
}

function fromPermalink(base: GbPageState, link: GbPermalink): GbPageState {
  return {
    settings: {
      tab: link.tab,
      ownerView: link.ownerView ?? base.settings.ownerView,
      investorView: link.investorView ?? base.settings.investorView,
    },
    ownerArc: link.ownerArc ?? base.ownerArc,
    investorArc: link.investorArc ?? base.investorArc,
    showSnipe: link.showSnipe ?? base.showSnipe,
  };
}

/** Every place included (one shared array, so its identity is stable between renders). */
const ALL_PLACES: boolean[] = Array<boolean>(PLACES).fill(true);

export function useGbPageState(gbKey: string, levels: readonly GbLevel[]): GbPageStateApi {
  const storedGb = useCurrentProfile((p) => p.gb[gbKey]);
  const arc = useCurrentProfile((p) => p.yourArcBonus);
  const showSnipe = useCurrentProfile((p) => p.showSnipe);
  const profileState = useMemo<GbPageState>(
    () => ({
      settings: sanitizeGbSettings(storedGb, levels),
      ownerArc: Number.isFinite(arc) && arc >= 0 ? arc : 90,
      investorArc: Number.isFinite(arc) && arc >= 0 ? arc : 90,
      showSnipe: showSnipe === true,
    }),
    [storedGb, arc, showSnipe, levels],
  );

  const parsed = usePermalink((params) => {
    const link = parseGbPermalink(params, levels);
    return link ? { link, params } : null;
  });
  const [local, setLocal] = useState<{ from: object; value: GbPageState } | null>(null);
  const [kept, setKept] = useState<object | null>(null);
  const [include, setInclude] = useState<{ from: object | null; value: boolean[] } | null>(null);
  const [includeLocked, setIncludeLocked] = useState(false);
  const active = parsed !== null && kept !== parsed;

  const state = active
    ? local && local.from === parsed
      ? local.value
      : fromPermalink(profileState, parsed.link)
    : profileState;

  const update = useCallback<GbPageUpdate>(
    (fn) => {
      if (parsed !== null && kept !== parsed) {
        setLocal((prev) => ({
          from: parsed,
          value: fn(
            prev && prev.from === parsed ? prev.value : fromPermalink(profileState, parsed.link),
          ),
        }));
        return;
      }
      updateCurrentProfile((profile) => {
        const current: GbPageState = {
          settings: sanitizeGbSettings(profile.gb[gbKey], levels),
          ownerArc: profile.yourArcBonus,
          investorArc: profile.yourArcBonus,
          showSnipe: profile.showSnipe,
        };
        const next = fn(current);
        // One profile-wide Arc bonus: whichever view changed it wins.
        const yourArcBonus =
          next.investorArc !== current.investorArc ? next.investorArc : next.ownerArc;
        return {
          ...profile,
          yourArcBonus,
          showSnipe: next.showSnipe,
          gb: { ...profile.gb, [gbKey]: mergeGbSettings(profile.gb[gbKey], next.settings) },
        };
      });
    },
    [parsed, kept, profileState, gbKey, levels],
  );

  const keepPermalinkValues = useCallback(() => {
    if (parsed === null) return;
    const value = state;
    updateCurrentProfile((profile) => ({
      ...profile,
      yourArcBonus: value.settings.tab === 1 ? value.investorArc : value.ownerArc,
      showSnipe: value.showSnipe,
      gb: { ...profile.gb, [gbKey]: mergeGbSettings(profile.gb[gbKey], value.settings) },
    }));
    setKept(parsed);
  }, [parsed, state, gbKey]);

  const linkInclude = parsed?.link.includePlaces ?? null;
  const includePlaces =
    include && include.from === (parsed ?? null) ? include.value : (linkInclude ?? ALL_PLACES);
  // Same flags keep the same state: panels may hand them back on every render without a loop.
  const setIncludePlaces = useCallback(
    (value: boolean[]) =>
      setInclude((previous) =>
        previous && previous.from === (parsed ?? null) && previous.value.join() === value.join()
          ? previous
          : { from: parsed ?? null, value },
      ),
    [parsed],
  );

  return {
    state,
    update,
    permalinkActive: active,
    permalinkParams: parsed?.params ?? null,
    keepPermalinkValues,
    includePlaces,
    setIncludePlaces,
    includeLocked,
    setIncludeLocked,
  };
}
