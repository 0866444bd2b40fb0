/**
 * The update notice of docs/site.md §3: when the version stored at the last visit differs from the
 * running one, count the released versions in between and announce them (unless the visitor
 * turned update notifications off), then store the running version. A first visit stores it
 * silently. The version list is only downloaded when the version changed, and this module is
 * loaded after the first paint.
 */
import { globalStore } from "@/platform/settings/global-store";
import { siteConfig } from "@/lib/site-config";
import { updateNoticeStore } from "./update-notice-store";

export const VERSIONS_PATH = "/data/versions.json";

async function fetchVersions(current: string): Promise<string[]> {
  // The running version in the URL: the service worker keeps one copy per release.
  const response = await fetch(`${VERSIONS_PATH}?v=${encodeURIComponent(current)}`);
  if (!response.ok) throw new Error(`versions: HTTP ${response.status}`);
  const data = (await response.json()) as { versions?: unknown };
  return Array.isArray(data.versions)
    ? data.versions.filter((v): v is string => typeof v === "string")
    : [];
}

export async function checkForUpdates(
  current: string = siteConfig.version,
  loadVersions = fetchVersions,
): Promise<void> {
  const { lastVisitVersion, disableUpdateNotification } = globalStore.getState();
  if (lastVisitVersion === current) return;
  if (lastVisitVersion !== null && !disableUpdateNotification) {
    let count: number;
    try {
      const [{ countUpdatesSince }, versions] = await Promise.all([
        import("@/platform/changelog/versions"),
        loadVersions(current),
      ]);
      count = countUpdatesSince(versions, lastVisitVersion, current);
    } catch {
      // Offline or a failed download: keep the old version so that the next visit tells.
      return;
    }
    updateNoticeStore.setState({ count });
  }
  globalStore.setState({ lastVisitVersion: current });
}
