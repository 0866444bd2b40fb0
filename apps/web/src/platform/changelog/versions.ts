/**
 * Released versions of the project, read from CHANGELOG.md ("## [1.2.3] - date" headings), and
 * how many of them lie between two versions (docs/site.md §3 update notice).
 */
import compare from "semver/functions/compare";
import valid from "semver/functions/valid";

const VERSION_HEADING = /^##\s+\[?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\]?/gm;

/** Versions in the order of the changelog (newest first); headings like "Unreleased" are skipped. */
export function parseChangelogVersions(markdown: string): string[] {
  const found = [...markdown.matchAll(VERSION_HEADING)]
    .map((m) => m[1]!)
    .filter((v) => valid(v) !== null);
  return [...new Set(found)];
}

/**
 * Number of released versions newer than `last` and not newer than `current`. A stored version
 * that is not a version at all counts as no update (the running version is then stored).
 */
export function countUpdatesSince(
  versions: readonly string[],
  last: string,
  current: string,
): number {
  if (valid(last) === null || valid(current) === null) return 0;
  return versions.filter(
    (v) => valid(v) !== null && compare(v, last) > 0 && compare(v, current) <= 0,
  ).length;
}
