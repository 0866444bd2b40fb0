import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { Prose } from "@/platform/content/Prose";
import { DonateLinks } from "@/platform/donate/DonateLinks";
import { donationConfig } from "@/platform/donate/donate-config";
import { DONATE_PAGE } from "@/platform/donate/donate-page";
import { hasFeature } from "@/platform/registry";
import { isLocale } from "@/i18n/locales";

if (donationConfig.invalid.length > 0) {
  // Warned while building: a mistyped link must not go unnoticed (it is not linked).
  console.warn(`[donate] Ignored (not an https URL): ${donationConfig.invalid.join(", ")}`);
}

export const generateMetadata = contentMetadata("donate");

/** Exists only when a donation link is configured; a 404 otherwise, like any unknown page. */
export default async function DonatePage({ params }: PageProps<"/[locale]/donate">) {
  const { locale } = await params;
  if (!isLocale(locale) || !hasFeature("donate")) notFound();
  setRequestLocale(locale);
  return (
    <ContentPage route="donate">
      <Prose page={DONATE_PAGE} slots={{ links: <DonateLinks links={donationConfig.links} /> }} />
    </ContentPage>
  );
}
