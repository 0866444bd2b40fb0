import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { GbForecast } from "@/tools/gb-forecast/GbForecast";
import { listGbOptions } from "@/platform/gb-data/gb-options";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-forecast-cost">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "gb-forecast-cost");
}

export default async function GbForecastCostPage({
  params,
}: PageProps<"/[locale]/gb-forecast-cost">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // Only the GB list goes into the page; the chosen GB's levels are fetched on demand.
  const gbs = await listGbOptions(locale);
  return (
    <ToolPage route="gb-forecast-cost" namespaces={["gbForecast", "ages", "gbRules"]}>
      <GbForecast gbs={gbs} />
    </ToolPage>
  );
}
