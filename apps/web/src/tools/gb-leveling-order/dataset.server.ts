/**
 * The compact planner data as served to browsers, built once per server process (at build time
 * for the static route) from the bundled GB data. Server only: it imports the 2 MB data module.
 */
import { createHash } from "node:crypto";
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { buildCompactDataset } from "./dataset-build";
import { GB_LEVELING_ORDER_DATA_PATH } from "./data-url";

let cached: { body: string; url: string } | undefined;

/** The JSON body, and its URL with a content hash so that a cached old copy is never reused. */
export function compactDatasetResponse(): { body: string; url: string } {
  if (!cached) {
    const body = JSON.stringify(buildCompactDataset(listGreatBuildings()));
    const version = createHash("sha256").update(body).digest("hex").slice(0, 16);
    cached = { body, url: `${GB_LEVELING_ORDER_DATA_PATH}?v=${version}` };
  }
  return cached;
}
