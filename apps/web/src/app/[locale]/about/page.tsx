import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/platform/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/platform/content/ContentPage";
import { ABOUT_PAGE } from "@/platform/content/pages";
import { Prose } from "@/platform/content/Prose";
import { CookieTable } from "@/platform/content/StorageTable";
import { ToolList } from "@/platform/content/ToolList";
import { operatorValues } from "@/platform/content/values";
import { isLocale } from "@/i18n/locales";

export const generateMetadata = contentMetadata("about");

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ContentPage route="about">
      <Prose
        page={ABOUT_PAGE}
        values={operatorValues()}
        slots={{
          toolList: <ToolList />,
          contact: <ContactDetails />,
          cookieTable: <CookieTable />,
        }}
      />
    </ContentPage>
  );
}
