// Typed access to one bundled data file (provenance in data/README.md).
import campaignFile from "../../data/campaign.json" with { type: "json" };
import type { CampaignAge, CampaignFile } from "./types.js";

const CAMPAIGN = campaignFile as unknown as CampaignFile;

/** Continent-map (campaign) data of every age that has one. */
export function listCampaignAges(): readonly CampaignAge[] {
  return CAMPAIGN.ages;
}

export function getCampaignAge(age: string): CampaignAge | undefined {
  return CAMPAIGN.ages.find((a) => a.age === age);
}

export const campaignMeta = CAMPAIGN.meta;
