/**
 * The campaign cost tool's contract: the conquered sectors are saved in the profile's `campaign`
 * field (docs/site.md §7); a link names the table shown (`age`, `province`) and may carry
 * conquered sectors (`c`), shown in permalink mode until the player keeps them. The context is
 * the campaign map, loaded with this part of the page.
 */
import {
  normalizeConquered,
  type CampaignData,
  type Conquered,
  type Scope,
} from "@foe-toolbox/core/campaign-cost-engine";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import { runCalculation } from "@/platform/calculator/use-calculation";
import { parsePermalink, permalinkQuery, resolveScope } from "./campaign-state";
import { readRawPermalink, type Selection } from "./selection";

/** Any stored value (old format, damaged, from another version) as a valid conquered state. */
export function sanitizeCampaign(stored: unknown, data: CampaignData): Conquered {
  const outcome = runCalculation(() => normalizeConquered(stored, data), undefined);
  return outcome.ok ? outcome.value : {};
}

export interface CampaignLink {
  selection: Selection;
  /** Null when the link carries no readable conquered sectors (the player's own are shown). */
  conquered: Conquered | null;
}

export const campaignTool: ToolDefinition<Conquered, CampaignLink, CampaignData, Scope> = {
  key: "campaign-cost",
  sanitize: sanitizeCampaign,
  store: {
    select: (profile) => profile.campaign,
    read: sanitizeCampaign,
    write: (profile, conquered) => ({ ...profile, campaign: conquered }),
  },
  permalink: {
    parse: (params, data) => parsePermalink(data, readRawPermalink(params)),
    value: (link) => link.conquered,
    encode: (conquered, scope, data) => permalinkQuery(data, scope, conquered),
    // The table shown is the link's (CampaignReady reads the same keys).
    extraOf: (link, _params, data) => resolveScope(data, link.selection),
  },
};
