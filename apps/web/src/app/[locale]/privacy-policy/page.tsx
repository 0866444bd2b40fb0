import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/platform/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { LAST_UPDATED, PRIVACY_PAGE } from "@/platform/content/pages";
import { Prose } from "@/platform/content/Prose";
import { operatorValues, thirdPartyValues } from "@/platform/content/values";
import { hasFeature } from "@/platform/registry";
import { isLocale } from "@/i18n/locales";

export const generateMetadata = contentMetadata("privacy-policy");

export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const conditions = { donate: hasFeature("donate") };
  return (
    <ContentPage route="privacy-policy" lastUpdated={LAST_UPDATED.privacyPolicy}>
      <Prose
        page={PRIVACY_PAGE}
        tableOfContents
        values={{ ...operatorValues(), ...thirdPartyValues() }}
        conditions={conditions}
        slots={{ contact: <ContactDetails /> }}
      />
    </ContentPage>
  );
}
