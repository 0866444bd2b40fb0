import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { GbChooser } from "@/tools/gb-investment/GbChooser";
import { gbList } from "@/tools/gb-investment/server-data";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import type { Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-investment">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "gb-investment");
}

export default async function GbInvestmentChooserPage({
  params,
}: PageProps<"/[locale]/gb-investment">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ToolPage route="gb-investment" namespaces={["gbInvestment", "ages"]}>
      <GbChooser gbs={gbList(locale)} />
    </ToolPage>
  );
}
