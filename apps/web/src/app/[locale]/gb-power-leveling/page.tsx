import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { PowerLeveling } from "@/tools/gb-power-leveling/PowerLeveling";
import { listPowerLevelingGbs } from "@/tools/gb-power-leveling/server-data";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-power-leveling">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "gb-power-leveling");
}

export default async function GbPowerLevelingPage({
  params,
}: PageProps<"/[locale]/gb-power-leveling">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // The GB list (with the FP production of the few GBs that have one); levels load on demand.
  const gbs = await listPowerLevelingGbs(locale);
  return (
    <ToolPage
      route="gb-power-leveling"
      namespaces={["gbPowerLeveling", "promotionMessages", "ages", "gbRules"]}
    >
      <PowerLeveling gbs={gbs} />
    </ToolPage>
  );
}
