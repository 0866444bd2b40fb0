/** What the tags of long texts link to (rich-text.tsx renders them). */
import type { RouteName } from "@/i18n/routes";

/** Tag name → the page it links to. */
export const PAGE_LINKS = {
  homeLink: "index",
  aboutLink: "about",
  termsLink: "terms",
  privacyLink: "privacy-policy",
  cookiesLink: "cookie-policy",
  contactLink: "contact",
  contributorsLink: "contributors",
  changelogLink: "changelog",
  donateLink: "donate",
  translateLink: "help-to-translate-the-site",
  userSettingsLink: "user-settings",
} as const satisfies Record<string, RouteName>;

/** Every tag a text may use: page links, external links and formatting. */
export const RICH_TAG_NAMES = [
  ...(Object.keys(PAGE_LINKS) as (keyof typeof PAGE_LINKS)[]),
  "repoLink",
  "issuesLink",
  "mailLink",
  "b",
  "code",
] as const;
export type RichTagName = (typeof RICH_TAG_NAMES)[number];

/** The issue tracker of a GitHub repository URL; undefined for other hosts (their layout is unknown). */
export function issueTrackerUrl(repositoryUrl: string | undefined): string | undefined {
  if (!repositoryUrl) return undefined;
  try {
    const url = new URL(repositoryUrl);
    const parts = url.pathname.split("/").filter(Boolean);
    if (url.hostname !== "github.com" || parts.length < 2) return undefined;
    return `https://github.com/${parts[0]}/${parts[1]!.replace(/\.git$/, "")}/issues`;
  } catch {
    return undefined;
  }
}
