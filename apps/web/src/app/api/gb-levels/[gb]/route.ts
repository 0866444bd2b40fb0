/**
 * One JSON file per Great Building with its level table in calculator form (`GbLevel[]`), built at
 * build time. Pages that let the player pick any GB fetch only that GB's file.
 */
import { getGreatBuilding, listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { toGbLevels } from "@foe-toolbox/core/data/levels";
import { GB_LEVELS_FILE_SUFFIX, gbKeyOfLevelsFile } from "@/platform/gb-data/gb-levels-resource";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return listGreatBuildings().map((gb) => ({ gb: `${gb.key}${GB_LEVELS_FILE_SUFFIX}` }));
}

export async function GET(_request: Request, { params }: RouteContext<"/api/gb-levels/[gb]">) {
  const key = gbKeyOfLevelsFile((await params).gb);
  const gb = key === null ? undefined : getGreatBuilding(key);
  if (!gb) return new Response(null, { status: 404 });
  return Response.json(toGbLevels(gb));
}
