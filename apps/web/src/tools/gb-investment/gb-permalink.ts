/**
 * Permalink of a GB page (docs/tools/gb-investment.md §7). The query keys are those of the earlier
 * site, so that links shared by players keep working. A link describes the view named by
 * `gbi_tab` only; `gbi_yab` / `gbi_ipg` apply to that view, the other view keeps the profile's
 * values. Invalid values are ignored (defaults used).
 *
 * Prestige (docs/tools/gb-prestige.md): places 6 and 7 (`gbi_p6`, `gbi_pFree7`…) and the gold Arc
 * bonus (`gbi_yabg`) are written only when they differ from what a link without them reads, so a
 * link made for 5 places is the same as before; `rules=prestige` is added by the page.
 */
import { encodePermalink, type PermalinkValue } from "@/platform/calculator/permalink";
import {
  MAX_PLACES,
  PLACES,
  type GbTab,
  type InvestorViewSettings,
  type OwnerViewSettings,
} from "./gb-state";

export interface GbPermalink {
  tab: GbTab;
  ownerView?: OwnerViewSettings;
  /** Arc bonus of the owner view's Snipe column. */
  ownerArc?: number;
  /** Gold Arc bonus (Prestige levels above 100) of the owner view; 0 when the link has none. */
  ownerArcGold?: number;
  showSnipe?: boolean;
  includePlaces?: boolean[];
  investorView?: InvestorViewSettings;
  investorArc?: number;
  /** Gold Arc bonus of the investors view; 0 when the link has none. */
  investorArcGold?: number;
}

/** Default of the gold Arc bonus: most players have none yet. */
export const DEFAULT_GOLD_ARC = 0;

/** Every key of the page starts with it. */
export const PREFIX = "gbi_";
/** Places 1..5, and 6..7 (Prestige, levels above 100). */
export const places = Array.from({ length: PLACES }, (_, i) => i + 1);
export const extraPlaces = Array.from({ length: MAX_PLACES - PLACES }, (_, i) => PLACES + i + 1);

export interface OwnerPermalinkState {
  ownerView: OwnerViewSettings;
  arc: number;
  /** Gold Arc bonus (Prestige); default 0. */
  arcGold?: number;
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
    out[`gbi_p${p}`] = v.investorPercentageCustom[i] ?? v.investorPercentageGlobal;
    out[`gbi_pFree${p}`] = (state.includePlaces[i] ?? true) ? 1 : 0;
  });
  // Places 6 and 7 only when a link without them would read something else.
  extraPlaces.forEach((p) => {
    const pct = v.investorPercentageCustom[p - 1];
    if (pct !== undefined && pct !== v.investorPercentageGlobal) out[`gbi_p${p}`] = pct;
    if (state.includePlaces[p - 1] === false) out[`gbi_pFree${p}`] = 0;
  });
  writeGoldArc(out, state.arcGold);
  return out;
}

/** Query keys of the investors view. */
export function investorPermalinkParams(
  view: InvestorViewSettings,
  arc: number,
  arcGold: number = DEFAULT_GOLD_ARC,
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
    out[`gbi_pc${p}`] = view.investorPercentageCustom[i] ?? view.investorPercentageGlobal;
  });
  extraPlaces.forEach((p) => {
    const pct = view.investorPercentageCustom[p - 1];
    if (pct !== undefined && pct !== view.investorPercentageGlobal) out[`gbi_pc${p}`] = pct;
  });
  writeGoldArc(out, arcGold);
  return out;
}

function writeGoldArc(out: Record<string, PermalinkValue>, arcGold: number | undefined) {
  if (arcGold !== undefined && arcGold !== DEFAULT_GOLD_ARC) out.gbi_yabg = arcGold;
}

export function gbPermalinkQuery(params: Record<string, PermalinkValue | undefined>): string {
  return encodePermalink(params);
}
