/**
 * Permalink of a GB page (docs/tools/gb-investment.md §7). The query keys are those of the earlier
 * site, so that links shared by players keep working. A link describes the view named by
 * `gbi_tab` only; `gbi_yab` / `gbi_ipg` apply to that view, the other view keeps the profile's
 * values. Invalid values are ignored (defaults used).
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  encodePermalink,
  readBoolean,
  readNumber,
  type PermalinkValue,
} from "@/platform/calculator/permalink";
import {
  DEFAULT_PERCENTAGE,
  PLACES,
  sanitizeInvestorView,
  sanitizeOwnerView,
  type GbTab,
  type InvestorViewSettings,
  type OwnerViewSettings,
} from "./gb-state";
import { readIncludePlaces } from "@/tools/promotion-messages/promotion-settings";

export interface GbPermalink {
  tab: GbTab;
  ownerView?: OwnerViewSettings;
  /** Arc bonus of the owner view's Snipe column. */
  ownerArc?: number;
  showSnipe?: boolean;
  includePlaces?: boolean[];
  investorView?: InvestorViewSettings;
  investorArc?: number;
}

const PREFIX = "gbi_";
const places = Array.from({ length: PLACES }, (_, i) => i + 1);

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
  if (tab === 0) {
    const ownerView = sanitizeOwnerView(
      {
        level: readNumber(params, "gbi_l"),
        ownerInvestment: readNumber(params, "gbi_oi"),
        investorParticipation: readJson(params, "gbi_ip"),
        investorPercentageGlobal: global,
        investorPercentageCustom: places.map(
          (p) => percentage(readNumber(params, `gbi_p${p}`)) ?? global,
        ),
        lockInvestorPercentage: false,
      },
      levels,
    );
    return {
      tab,
      ownerView,
      ownerArc: arc,
      showSnipe: readBoolean(params, "gbi_ss") ?? false,
      // 5 flags, or 7 when the link names place 6 or 7 (docs/tools/promotion-messages.md §9).
      includePlaces: readIncludePlaces(params) ?? places.map(() => true),
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
      investorPercentageCustom: places.map(
        (p) => percentage(readNumber(params, `gbi_pc${p}`)) ?? global,
      ),
      customPercentage: custom,
    },
    levels,
  );
  return { tab, investorView, investorArc: arc };
}

export interface OwnerPermalinkState {
  ownerView: OwnerViewSettings;
  arc: number;
  showSnipe: boolean;
  includePlaces: boolean[];
}

/** Query keys of the owner view (without the leading `?`). */
export function ownerPermalinkParams(state: OwnerPermalinkState): Record<string, PermalinkValue> {
  const { ownerView: v } = state;
  const out: Record<string, PermalinkValue> = {
    gbi_tab: 0,
    gbi_l: v.level,
    gbi_oi: v.ownerInvestment,
    gbi_ipg: v.investorPercentageGlobal,
    gbi_ip: JSON.stringify(
      v.investorParticipation.map((i) => ({
        value: i.value,
        isPotentialSniper: i.isPotentialSniper,
      })),
    ),
    gbi_yab: state.arc,
    gbi_ss: state.showSnipe ? 1 : 0,
  };
  places.forEach((p, i) => {
    out[`gbi_p${p}`] = v.investorPercentageCustom[i]!;
    out[`gbi_pFree${p}`] = state.includePlaces[i] ? 1 : 0;
  });
  // Places 6 and 7 when the flags have them.
  state.includePlaces.slice(PLACES).forEach((included, i) => {
    out[`gbi_pFree${PLACES + 1 + i}`] = included ? 1 : 0;
  });
  return out;
}

/** Query keys of the investors view. */
export function investorPermalinkParams(
  view: InvestorViewSettings,
  arc: number,
): Record<string, PermalinkValue> {
  const out: Record<string, PermalinkValue> = {
    gbi_tab: 1,
    gbi_f: view.from,
    gbi_t: view.to,
    gbi_yab: arc,
    gbi_tpic: view.takingPlaceInConsideration,
    gbi_sp: JSON.stringify(view.showPlace),
    gbi_cp: view.customPercentage ? 1 : 0,
    gbi_ipg: view.investorPercentageGlobal,
  };
  places.forEach((p, i) => {
    out[`gbi_pc${p}`] = view.investorPercentageCustom[i]!;
  });
  return out;
}

export function gbPermalinkQuery(params: Record<string, PermalinkValue | undefined>): string {
  return encodePermalink(params);
}
