import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/i18n/locales";
import { routePath } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";
import { OfflineView } from "@/platform/offline/OfflineView";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/offline">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "offline" });
  return {
    ...pageMetadata({
      locale: locale as Locale,
      path: routePath("offline"),
      title: t("title"),
      description: t("description"),
    }),
    robots: { index: false, follow: true },
  };
}

/** Served by the service worker for a page it has not saved while the network is gone. */
export default async function OfflinePage({ params }: PageProps<"/[locale]/offline">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return <OfflineView />;
}
