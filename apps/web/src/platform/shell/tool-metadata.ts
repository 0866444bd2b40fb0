import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { routePath, type RouteName, type RouteParams } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";

/** Title and description of a tool page, from the `tools` namespace (one entry per tool). */
export async function toolMetadata(
  locale: Locale,
  route: RouteName,
  params?: RouteParams,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "tools" });
  return pageMetadata({
    locale,
    path: routePath(route, params),
    title: t(`${route}.title` as never),
    description: t(`${route}.description` as never),
  });
}
