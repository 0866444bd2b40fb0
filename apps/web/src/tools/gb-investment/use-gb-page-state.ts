"use client";
/**
 * State of a GB page: its tool value through the contract (`gbInvestmentTool`: the per-GB settings,
 * the profile-wide Arc bonuses and Snipe switch, a link's page-local copy, docs/site.md §16), plus
 * what only this visit keeps: the "include in messages" flags and the link keys of the panels; and
 * the Great Building rules it uses (the setting, or a link's `rules=prestige`,
 * docs/tools/gb-prestige.md), which its permalink carries.
 */
import { useCallback, useMemo, useState } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { encodePermalink, type PermalinkValue } from "@/platform/calculator/permalink";
import type { PermalinkLinkProps } from "@/platform/calculator/PermalinkLink";
import { useTool, type SetState } from "@/platform/calculator/tool-contract";
import {
  rulesPermalinkFields,
  useGbRules,
  type EffectiveGbRules,
} from "@/platform/gb-rules/gb-rules";
import { PLACES } from "./gb-state";
import { gbInvestmentTool, type GbContext, type GbLink, type GbPageState } from "./tool";

export type { GbPageState } from "./tool";

export type GbPageUpdate = SetState<GbPageState>;

export interface GbPageStateApi {
  state: GbPageState;
  update: GbPageUpdate;
  permalinkActive: boolean;
  /** The Great Building rules of every result of the page, and whether a link imposed them. */
  rules: EffectiveGbRules;
  /** Raw query of the opened permalink (for panels with keys of their own). */
  permalinkParams: URLSearchParams | null;
  keepPermalinkValues: () => void;
  /** The page's permalink for `PermalinkLink`: the tool's query, then `rules=prestige` under Prestige. */
  permalink: PermalinkLinkProps;
  /** Changes when drafts must be dropped (another profile, entering or leaving permalink mode). */
  resetKey: unknown;
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  /** True while "only secured places" computes the include flags (the checkboxes are then read-only). */
  includeLocked: boolean;
  setIncludeLocked: (locked: boolean) => void;
  /** A panel's own link keys (null removes them); unchanged keys do not re-render. */
  registerPermalinkParams: (id: string, params: Record<string, PermalinkValue> | null) => void;
}

/** Every place included (one shared array, so its identity is stable between renders). */
const ALL_PLACES: boolean[] = Array<boolean>(PLACES).fill(true);

export function useGbPageState(gbKey: string, levels: readonly GbLevel[]): GbPageStateApi {
  const context = useMemo<GbContext>(() => ({ gbKey, levels }), [gbKey, levels]);
  const [include, setInclude] = useState<{ from: GbLink | null; value: boolean[] } | null>(null);
  const [includeLocked, setIncludeLocked] = useState(false);
  const [panels, setPanels] = useState<Record<string, Record<string, PermalinkValue>>>({});
  const includeOf = (link: GbLink | null) =>
    include && include.from === link ? include.value : (link?.includePlaces ?? ALL_PLACES);
  const tool = useTool(gbInvestmentTool, {
    context,
    extra: (link) => ({
      includePlaces: includeOf(link),
      panels: Object.assign({}, ...Object.values(panels)) as Record<string, PermalinkValue>,
    }),
  });
  const { link } = tool;
  const includePlaces = includeOf(link);
  const rules = useGbRules(tool.permalinkActive);
  const rulesQuery = encodePermalink(rulesPermalinkFields(rules.rules));
  const finish = (query: string) => [query, rulesQuery].filter(Boolean).join("&");

  // Same flags keep the same state: panels may hand them back on every render without a loop.
  const setIncludePlaces = useCallback(
    (value: boolean[]) =>
      setInclude((previous) =>
        previous && previous.from === link && previous.value.join() === value.join()
          ? previous
          : { from: link, value },
      ),
    [link],
  );
  const registerPermalinkParams = useCallback(
    (id: string, params: Record<string, PermalinkValue> | null) =>
      setPanels((previous) => {
        if (params === null) {
          if (!(id in previous)) return previous;
          const { [id]: _removed, ...rest } = previous;
          return rest;
        }
        if (JSON.stringify(previous[id]) === JSON.stringify(params)) return previous;
        return { ...previous, [id]: params };
      }),
    [],
  );

  return {
    state: tool.value,
    update: tool.setValue,
    permalinkActive: tool.permalinkActive,
    rules,
    permalinkParams: link?.params ?? null,
    keepPermalinkValues: tool.keepPermalinkValues,
    permalink: { query: tool.query, shorten: tool.shorten, finish },
    resetKey: tool.resetKey,
    includePlaces,
    setIncludePlaces,
    includeLocked,
    setIncludeLocked,
    registerPermalinkParams,
  };
}
