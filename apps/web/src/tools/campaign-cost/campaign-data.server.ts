/**
 * Server side of the campaign data download: the compact JSON served by
 * `app/data/campaign.json/route.ts` and its content version, which the page adds to the URL so
 * that browsers and the service worker can keep a downloaded copy until the data changes.
 * Only server code imports this module (it reads the 0.6 MB bundled map).
 */
import { createHash } from "node:crypto";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { compactCampaignData } from "./compact-data";

export const CAMPAIGN_DATA_PATH = "/data/campaign.json";

let cached: { json: string; version: string } | undefined;

function build() {
  if (!cached) {
    const json = JSON.stringify(compactCampaignData(listCampaignAges()));
    cached = { json, version: createHash("sha256").update(json).digest("hex").slice(0, 12) };
  }
  return cached;
}

export function campaignDataJson(): string {
  return build().json;
}

/** URL of the download, versioned by content. */
export function campaignDataUrl(): string {
  return `${CAMPAIGN_DATA_PATH}?v=${build().version}`;
}
