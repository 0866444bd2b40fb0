/**
 * The tags long texts may use (prose.ts). A link to a page that does not exist in this build (the
 * contact page before it is written, the donate page without donation links) or to an address
 * that is not configured renders as plain text, so a text never links nowhere.
 */
import type { ReactNode } from "react";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath, type RouteName } from "@/i18n/routes";
import { siteConfig } from "@/lib/site-config";
import { issueTrackerUrl, PAGE_LINKS, type RichTagName } from "./links";

type Tag = (chunks: ReactNode) => ReactNode;

export const linkClass =
  "font-medium text-[var(--color-brand-strong)] underline underline-offset-4 hover:no-underline";

function pageLink(route: RouteName): Tag {
  if (route !== "index" && !hasFeature(route)) return (chunks) => chunks;
  return (chunks) => (
    <AppLink href={routePath(route)} className={linkClass}>
      {chunks}
    </AppLink>
  );
}

function externalLink(href: string | undefined): Tag {
  if (!href) return (chunks) => chunks;
  return (chunks) => (
    <a href={href} className={linkClass} rel="noopener">
      {chunks}
    </a>
  );
}

export function richTags(): Record<RichTagName, Tag> {
  const pages = Object.fromEntries(
    Object.entries(PAGE_LINKS).map(([tag, route]) => [tag, pageLink(route)]),
  ) as Record<keyof typeof PAGE_LINKS, Tag>;
  return {
    ...pages,
    b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
    code: (chunks) => (
      <code className="rounded bg-[var(--color-brand-soft)] px-1 py-0.5 text-[0.9em]">
        {chunks}
      </code>
    ),
    repoLink: externalLink(siteConfig.repositoryUrl),
    issuesLink: externalLink(issueTrackerUrl(siteConfig.repositoryUrl) ?? siteConfig.repositoryUrl),
    mailLink: externalLink(siteConfig.contactEmail && `mailto:${siteConfig.contactEmail}`),
  };
}
