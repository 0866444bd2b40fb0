/**
 * The continent-map data of the campaign cost page, as a static JSON file fetched on demand
 * (about 0.5 MB, 33 KB compressed), so that it never weighs on the page's first load.
 */
import { campaignDataJson } from "@/tools/campaign-cost/campaign-data.server";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(campaignDataJson(), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
