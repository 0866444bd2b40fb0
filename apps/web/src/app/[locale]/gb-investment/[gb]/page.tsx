import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GbInvestmentWithPanels } from "@/tools/gb-investment/GbInvestmentWithPanels";
import { RememberLastGb } from "@/tools/gb-investment/RememberLastGb";
import { gbKeys, gbList, gbPageData } from "@/tools/gb-investment/server-data";
import { ToolPage } from "@/platform/shell/ToolPage";
import type { Locale } from "@/i18n/locales";
import { routePath } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";

// One static page per GB and locale; any other key is a 404.
export function generateStaticParams() {
  return gbKeys().map((gb) => ({ gb }));
}

export const dynamicParams = false;

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-investment/[gb]">): Promise<Metadata> {
  const { locale, gb } = await params;
  const data = gbPageData(gb, locale);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: "tools" });
  const tPage = await getTranslations({ locale, namespace: "gbInvestment.page" });
  return pageMetadata({
    locale: locale as Locale,
    path: routePath("gb-investment-gb", { gb: data.gbKey }),
    title: `${data.gbName} – ${t("gb-investment.title")}`,
    description: `${data.gbName}: ${tPage("subtitle")}`,
  });
}

export default async function GbPage({ params }: PageProps<"/[locale]/gb-investment/[gb]">) {
  const { locale, gb } = await params;
  setRequestLocale(locale);
  const data = gbPageData(gb, locale);
  if (!data) notFound();
  const tPage = await getTranslations("gbInvestment.page");
  return (
    <ToolPage
      route="gb-investment"
      namespaces={[
        "gbInvestment",
        "ages",
        "securePosition",
        "promotionMessages",
        "bonuses",
        "resources",
        "gbRules",
        // The table/cards choice beside the owner table.
        "settings",
      ]}
      title={data.gbName}
      subtitle={tPage("subtitle")}
    >
      <RememberLastGb gb={data.gbKey} />
      <GbInvestmentWithPanels key={data.gbKey} {...data} gbs={gbList(locale)} />
    </ToolPage>
  );
}
