import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/platform/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { LAST_UPDATED, TERMS_PAGE } from "@/platform/content/pages";
import { Prose } from "@/platform/content/Prose";
import { operatorValues } from "@/platform/content/values";
import { isLocale } from "@/i18n/locales";

export const generateMetadata = contentMetadata("terms");

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ContentPage route="terms" lastUpdated={LAST_UPDATED.terms}>
      <Prose
        page={TERMS_PAGE}
        tableOfContents
        values={operatorValues()}
        slots={{ contact: <ContactDetails /> }}
      />
    </ContentPage>
  );
}
