import type { Metadata } from "next";
import { preload } from "react-dom";
import { setRequestLocale } from "next-intl/server";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { CampaignCost } from "@/tools/campaign-cost/CampaignCost";
import { campaignDataUrl } from "@/tools/campaign-cost/campaign-data.server";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/campaign-cost">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "campaign-cost");
}

export default async function CampaignCostPage({ params }: PageProps<"/[locale]/campaign-cost">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // Only the age list goes into the page; the map itself is downloaded by the browser.
  const ages = listCampaignAges().map((a) => a.age);
  const dataUrl = campaignDataUrl();
  // Downloaded while the page's scripts load, rather than once they have run (35 KB gzip).
  preload(dataUrl, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <ToolPage route="campaign-cost" namespaces={["campaignCost", "goods", "ages", "resources"]}>
      <CampaignCost dataUrl={dataUrl} ages={ages} />
    </ToolPage>
  );
}
