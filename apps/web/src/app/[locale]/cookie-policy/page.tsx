import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/features/content/ContactDetails";
import { ContentPage } from "@/features/content/ContentPage";
import { COOKIE_PAGE, LAST_UPDATED } from "@/features/content/pages";
import { Prose } from "@/features/content/Prose";
import { StorageTable } from "@/features/content/StorageTable";
import { itemsOfKind } from "@/features/content/storage-inventory";
import { toolMetadata } from "@/features/shell/ToolPage";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/cookie-policy">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "cookie-policy");
}

export default async function CookiePolicyPage({ params }: PageProps<"/[locale]/cookie-policy">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("content.storage");
  return (
    <ContentPage route="cookie-policy" lastUpdated={LAST_UPDATED.cookiePolicy}>
      <Prose
        page={COOKIE_PAGE}
        tableOfContents
        slots={{
          contact: <ContactDetails />,
          cookieTable: (
            <StorageTable
              id="cookies"
              caption={t("cookiesCaption")}
              items={itemsOfKind(["cookie"])}
              columns={["lifetime"]}
            />
          ),
          storageTable: (
            <StorageTable
              id="storage"
              caption={t("storageCaption")}
              items={itemsOfKind(["localStorage", "sessionStorage", "cacheStorage"])}
              columns={["type", "lifetime"]}
            />
          ),
        }}
      />
    </ContentPage>
  );
}
