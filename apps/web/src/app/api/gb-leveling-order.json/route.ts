import { compactDatasetResponse } from "@/tools/gb-leveling-order/dataset.server";

// Built once at build time; the page links it with a content hash, so it can be cached for long.
export const dynamic = "force-static";

export function GET() {
  return new Response(compactDatasetResponse().body, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
