/**
 * The GB investment page's contract. Its state is one per Great Building: the page's settings in
 * the profile's `gb[GbKey]` (other tools' fields there are kept), with the profile-wide Arc bonus
 * and Snipe switch. A link describes one view (`gbi_tab`); the other view keeps the saved values.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { PermalinkValue } from "@/platform/calculator/permalink";
import type { ProfileData } from "@/platform/profiles/profile-store";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  DEFAULT_GOLD_ARC,
  gbPermalinkQuery,
  investorPermalinkParams,
  ownerPermalinkParams,
  type GbPermalink,
} from "./gb-permalink";
import {
  DEFAULT_PERCENTAGE,
  mergeGbSettings,
  sanitizeGbSettings,
  type GbSettings,
} from "./gb-state";

export interface GbPageState {
  settings: GbSettings;
  /** Arc bonus used by the owner view (Snipe column). */
  ownerArc: number;
  /** Arc bonus used by the investors view. */
  investorArc: number;
  /** Gold Arc bonus (Prestige, levels above 100) of the owner view. */
  ownerArcGold: number;
  /** Gold Arc bonus of the investors view. */
  investorArcGold: number;
  showSnipe: boolean;
}

/** Which GB the page shows: the key of its state and its level table. */
export interface GbContext {
  gbKey: string;
  levels: readonly GbLevel[];
}

/** A parsed link with its raw query (the panels under the owner table read keys of their own). */
export type GbLink = GbPermalink & { params: URLSearchParams };

/** What the owner view's link carries besides the saved state. */
export interface GbLinkExtra {
  includePlaces: boolean[];
  /** Keys added by the panels under the owner table (secure box, promotion messages). */
  panels: Record<string, PermalinkValue>;
}

const validArc = (value: unknown, fallback = DEFAULT_PERCENTAGE) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * The stored pieces `[gb[GbKey], yourArcBonus, showSnipe, yourArcBonusGold]` (or nothing) as a
 * valid state; a profile saved before the gold bonus existed reads as 0 % gold.
 */
function readGbPage(stored: unknown, { levels }: GbContext): GbPageState {
  const [gb, arc, showSnipe, arcGold] = Array.isArray(stored) ? (stored as unknown[]) : [];
  return {
    settings: sanitizeGbSettings(gb, levels),
    ownerArc: validArc(arc),
    investorArc: validArc(arc),
    ownerArcGold: validArc(arcGold, DEFAULT_GOLD_ARC),
    investorArcGold: validArc(arcGold, DEFAULT_GOLD_ARC),
    showSnipe: showSnipe === true,
  };
}

function writeGbPage(profile: ProfileData, value: GbPageState, { gbKey }: GbContext): ProfileData {
  return {
    ...profile,
    // One profile-wide Arc bonus: whichever view changed it wins.
    yourArcBonus: value.investorArc !== profile.yourArcBonus ? value.investorArc : value.ownerArc,
    yourArcBonusGold:
      value.investorArcGold !== validArc(profile.yourArcBonusGold, DEFAULT_GOLD_ARC)
        ? value.investorArcGold
        : value.ownerArcGold,
    showSnipe: value.showSnipe,
    gb: { ...profile.gb, [gbKey]: mergeGbSettings(profile.gb[gbKey], value.settings) },
  };
}

/** The saved state with a link's view on top. */
function fromLink(link: GbPermalink, saved: GbPageState): GbPageState {
  return {
    settings: {
      tab: link.tab,
      ownerView: link.ownerView ?? saved.settings.ownerView,
      investorView: link.investorView ?? saved.settings.investorView,
    },
    ownerArc: link.ownerArc ?? saved.ownerArc,
    investorArc: link.investorArc ?? saved.investorArc,
    ownerArcGold: link.ownerArcGold ?? saved.ownerArcGold,
    investorArcGold: link.investorArcGold ?? saved.investorArcGold,
    showSnipe: link.showSnipe ?? saved.showSnipe,
  };
}

function encodeGbPage(value: GbPageState, extra: GbLinkExtra): string {
  if (value.settings.tab === 1)
    return gbPermalinkQuery(
      investorPermalinkParams(
        value.settings.investorView,
        value.investorArc,
        value.investorArcGold,
      ),
    );
  const own = ownerPermalinkParams({
    ownerView: value.settings.ownerView,
    arc: value.ownerArc,
    arcGold: value.ownerArcGold,
    showSnipe: value.showSnipe,
    includePlaces: extra.includePlaces,
  });
  return gbPermalinkQuery({ ...extra.panels, ...own });
}

export const gbInvestmentTool: ToolDefinition<GbPageState, GbLink, GbContext, GbLinkExtra> = {
  key: "gb-investment",
  sanitize: readGbPage,
  store: {
    select: (profile, { gbKey }) => [
      profile.gb[gbKey],
      profile.yourArcBonus,
      profile.showSnipe,
      profile.yourArcBonusGold,
    ],
    read: readGbPage,
    write: writeGbPage,
  },
  permalink: {
    // Loaded with the link code: a link is opened after the page is interactive.
    parse: {
      load: () =>
        import("./gb-permalink-parse").then(({ parseGbPermalink }) => (params, { levels }) => {
          const link = parseGbPermalink(params, levels);
          return link && { ...link, params };
        }),
    },
    value: fromLink,
    encode: encodeGbPage,
    // It reads the secure box's and the promotion messages' state: loaded with the link code.
    extraOf: { load: () => import("./gb-link-extra").then((m) => m.gbLinkExtra) },
  },
};
