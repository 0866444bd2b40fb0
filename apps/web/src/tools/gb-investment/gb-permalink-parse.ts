/**
 * Reading a GB page's permalink (gb-permalink.ts, docs/tools/gb-investment.md §7): its own module,
 * loaded with the link code when a link is opened or shortened, not with the page.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { readBoolean, readNumber } from "@/platform/calculator/permalink";
import {
  DEFAULT_PERCENTAGE,
  sanitizeInvestorView,
  sanitizeOwnerView,
  type GbTab,
} from "./gb-state";
import { DEFAULT_GOLD_ARC, extraPlaces, places, PREFIX, type GbPermalink } from "./gb-permalink";

/**
 * Values of places 1..5 from `key(p)`, and of places 6..7 when the link has one of them
 * (`read` gives undefined for a missing or invalid key; `fill` replaces it).
 */
function placeList<T>(read: (p: number) => T | undefined, fill: T): T[] {
  const extra = extraPlaces.map(read);
  const all = extra.some((v) => v !== undefined) ? [...places, ...extraPlaces] : places;
  return all.map((p) => read(p) ?? fill);
}
function readJson(params: URLSearchParams, key: string): unknown {
  const raw = params.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const percentage = (v: number | undefined) => (v !== undefined && v >= 0 ? v : undefined);

/** `null` when the query has no key of this page. */
export function parseGbPermalink(
  params: URLSearchParams,
  levels: readonly GbLevel[],
): GbPermalink | null {
  if (![...params.keys()].some((k) => k.startsWith(PREFIX))) return null;
  const tab: GbTab = readNumber(params, "gbi_tab") === 1 ? 1 : 0;
  const arc = percentage(readNumber(params, "gbi_yab")) ?? DEFAULT_PERCENTAGE;
  const global = percentage(readNumber(params, "gbi_ipg")) ?? DEFAULT_PERCENTAGE;
  const arcGold = percentage(readNumber(params, "gbi_yabg")) ?? DEFAULT_GOLD_ARC;
  if (tab === 0) {
    const ownerView = sanitizeOwnerView(
      {
        level: readNumber(params, "gbi_l"),
        ownerInvestment: readNumber(params, "gbi_oi"),
        investorParticipation: readJson(params, "gbi_ip"),
        investorPercentageGlobal: global,
        investorPercentageCustom: placeList(
          (p) => percentage(readNumber(params, `gbi_p${p}`)),
          global,
        ),
        lockInvestorPercentage: false,
      },
      levels,
    );
    return {
      tab,
      ownerView,
      ownerArc: arc,
      ownerArcGold: arcGold,
      showSnipe: readBoolean(params, "gbi_ss") ?? false,
      includePlaces: placeList((p) => readBoolean(params, `gbi_pFree${p}`), true),
    };
  }
  const custom = readBoolean(params, "gbi_cp") ?? false;
  const investorView = sanitizeInvestorView(
    {
      from: readNumber(params, "gbi_f"),
      to: readNumber(params, "gbi_t"),
      showPlace: readJson(params, "gbi_sp"),
      takingPlaceInConsideration: readNumber(params, "gbi_tpic"),
      investorPercentageGlobal: global,
      // Without gbi_pc* every place uses the global value (docs/tools/gb-investment.md §8).
      investorPercentageCustom: placeList(
        (p) => percentage(readNumber(params, `gbi_pc${p}`)),
        global,
      ),
      customPercentage: custom,
    },
    levels,
  );
  return { tab, investorView, investorArc: arc, investorArcGold: arcGold };
}
