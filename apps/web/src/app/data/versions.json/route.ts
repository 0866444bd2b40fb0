/**
 * The released versions listed in CHANGELOG.md, as a small static JSON file: the update notice
 * downloads it only when the running version differs from the one of the last visit.
 */
import { changelogVersions } from "@/platform/changelog/changelog.server";

export const dynamic = "force-static";

export function GET(): Response {
  return Response.json({ versions: changelogVersions() });
}
