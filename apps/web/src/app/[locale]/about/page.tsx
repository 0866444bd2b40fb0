import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactDetails } from "@/features/content/ContactDetails";
import { ContentPage } from "@/features/content/ContentPage";
import { ABOUT_PAGE } from "@/features/content/pages";
import { Prose } from "@/features/content/Prose";
import { StorageTable } from "@/features/content/StorageTable";
import { itemsOfKind } from "@/features/content/storage-inventory";
import { ToolList } from "@/features/content/ToolList";
import { operatorValues } from "@/features/content/values";
import { toolMetadata } from "@/features/shell/ToolPage";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/about">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "about");
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("content.storage");
  return (
    <ContentPage route="about">
      <Prose
        page={ABOUT_PAGE}
        values={operatorValues()}
        slots={{
          toolList: <ToolList />,
          contact: <ContactDetails />,
          cookieTable: (
            <StorageTable
              id="cookies"
              caption={t("cookiesCaption")}
              items={itemsOfKind(["cookie"])}
            />
          ),
        }}
      />
    </ContentPage>
  );
}
