/** The 21 series of the GB statistics page in compact form, built at build time. */
import { getGbStatisticsSeries } from "@foe-toolbox/core/gb-statistics";
import { compactStatSeries } from "@/tools/gb-statistics/series-data";

export const dynamic = "force-static";

export function GET() {
  return Response.json({ series: compactStatSeries(getGbStatisticsSeries()) });
}
