import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/features/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/features/content/ContentPage";
import { COOKIE_PAGE, LAST_UPDATED } from "@/features/content/pages";
import { Prose } from "@/features/content/Prose";
import { BrowserStorageTable, CookieTable } from "@/features/content/StorageTable";
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
