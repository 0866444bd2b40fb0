/**
 * The list of pages (per language) and game data files the service worker saves after a first
 * visit, so that every tool and every GB page opens offline (docs/offline.md). Built with the site.
 */
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { offlineManifest } from "@/lib/pwa/offline";
import { gbLevelsUrl } from "@/platform/gb-data/gb-levels-resource";
import { FEATURES } from "@/platform/registry";
import { featurePaths } from "@/platform/feature-paths";
import { campaignDataUrl } from "@/tools/campaign-cost/campaign-data.server";
import { compactDatasetResponse } from "@/tools/gb-leveling-order/dataset.server";
import { GB_STATISTICS_URL } from "@/tools/gb-statistics/series-data";

export const dynamic = "force-static";

export function GET(): Response {
  // The indexed pages: account pages and the survey need the backend anyway.
  const paths = ["/", ...FEATURES.filter((f) => f.indexed).flatMap(featurePaths)];
  const data = [
    ...listGreatBuildings().map((gb) => gbLevelsUrl(gb.key)),
    GB_STATISTICS_URL,
    compactDatasetResponse().url,
    campaignDataUrl(),
  ];
  return Response.json(offlineManifest(paths, data));
}
