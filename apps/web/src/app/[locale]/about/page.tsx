import { setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/features/content/ContactDetails";
import { ContentPage, contentMetadata } from "@/features/content/ContentPage";
import { ABOUT_PAGE } from "@/features/content/pages";
import { Prose } from "@/features/content/Prose";
import { CookieTable } from "@/features/content/StorageTable";
import { ToolList } from "@/features/content/ToolList";
import { operatorValues } from "@/features/content/values";
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
