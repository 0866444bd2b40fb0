import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/platform/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { COOKIE_PAGE, LAST_UPDATED } from "@/platform/content/pages";
import { Prose } from "@/platform/content/Prose";
import { BrowserStorageTable, CookieTable } from "@/platform/content/StorageTable";
import { isLocale } from "@/i18n/locales";

export const generateMetadata = contentMetadata("cookie-policy");

export default async function CookiePolicyPage({ params }: PageProps<"/[locale]/cookie-policy">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ContentPage route="cookie-policy" lastUpdated={LAST_UPDATED.cookiePolicy}>
      <Prose
        page={COOKIE_PAGE}
        tableOfContents
        slots={{
          contact: <ContactDetails />,
          cookieTable: <CookieTable withLifetime />,
          storageTable: <BrowserStorageTable />,
        }}
      />
    </ContentPage>
  );
}
