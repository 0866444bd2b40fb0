import { setRequestLocale } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { Prose } from "@/platform/content/Prose";
import { ContributorCards } from "@/platform/contributors/ContributorCards";
import { parseContributors } from "@/platform/contributors/contributors";
import { CONTRIBUTORS_PAGE } from "@/platform/contributors/contributors-page";
import { isLocale } from "@/i18n/locales";
import file from "../../../../../../CONTRIBUTORS.json";

// Parsed at build time: an invalid file fails the build with the list of its problems.
const contributors = parseContributors(file);

export const generateMetadata = contentMetadata("contributors");

export default async function ContributorsPage({ params }: PageProps<"/[locale]/contributors">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ContentPage route="contributors">
      <Prose
        page={CONTRIBUTORS_PAGE}
        slots={{ cards: <ContributorCards contributors={contributors} /> }}
      />
    </ContentPage>
  );
}
