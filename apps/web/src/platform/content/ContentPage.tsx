import type { ReactNode } from "react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { hasFeature } from "@/platform/registry";
import { Hero } from "@/platform/shell/Hero";
import { NotificationArea } from "@/platform/shell/NotificationArea";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import type { RouteName } from "@/i18n/routes";
import { formatLastUpdated } from "./last-updated";
import { cardClass } from "@/ui/Card";

/**
 * `generateMetadata` of a content page: title and description from the `tools` namespace, like
 * every page of the registry; none for a page that does not exist in this build.
 */
export function contentMetadata(route: RouteName) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    return hasFeature(route) ? toolMetadata(locale as Locale, route) : {};
  };
}

/**
 * The frame of a content page: hero with the page's title and description (from the `tools`
 * namespace, like every page of the registry), then the text on a card. Server only.
 */
export async function ContentPage({
  route,
  lastUpdated,
  children,
}: {
  route: RouteName;
  /** ISO date (`YYYY-MM-DD`) of the legal pages' last change. */
  lastUpdated?: string;
  children: ReactNode;
}) {
  const t = await getTranslations("tools");
  const tContent = await getTranslations("content");
  const current = await getLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  return (
    <>
      <Hero title={t(`${route}.title`)} subtitle={t(`${route}.description`)} />
      <NotificationArea />
      <article
        className={cardClass("mx-auto mt-6 grid max-w-6xl grid-cols-1 gap-6 sm:px-8", {
          padding: "page",
        })}
      >
        {lastUpdated && (
          <p className="text-sm text-[var(--color-muted)]" data-testid="last-updated">
            {tContent.rich("lastUpdated", {
              date: formatLastUpdated(lastUpdated, locale),
              time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
            })}
          </p>
        )}
        {children}
      </article>
    </>
  );
}
