import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { SecurePositionTool } from "@/tools/secure-position/SecurePositionTool";
import { listGbOptions } from "@/platform/gb-data/gb-options";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/secure-position">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "secure-position");
}

export default async function SecurePositionPage({
  params,
}: PageProps<"/[locale]/secure-position">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // Only the GB list goes into the page; the chosen GB's levels are fetched on demand.
  const gbs = await listGbOptions(locale);
  return (
    <ToolPage
      route="secure-position"
      namespaces={["securePosition", "gbRules", "gbForecast", "ages"]}
    >
      <SecurePositionTool gbs={gbs} />
    </ToolPage>
  );
}
