import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getGbStatisticsSeries } from "@foe-toolbox/core/gb-statistics";
import { gbDisplayName } from "@/platform/gb-data/gb-options";
import { GbStatistics } from "@/tools/gb-statistics/GbStatistics";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-statistics">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "gb-statistics");
}

export default async function GbStatisticsPage({ params }: PageProps<"/[locale]/gb-statistics">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("gbStatistics");
  // The series themselves are fetched on demand (/api/gb-statistics.json); the page only needs
  // the highest level for the range fields.
  const maxLevel = Math.max(...getGbStatisticsSeries().map((s) => s.levels.length));
  const oracle = await gbDisplayName(locale, "Oracle_of_Delphi");
  const galata = await gbDisplayName(locale, "Galata_Tower");
  return (
    <ToolPage route="gb-statistics" namespaces={["gbStatistics", "ages", "gbRules"]}>
      <p className="mb-6 max-w-3xl text-[var(--color-muted)]">{t("intro", { oracle, galata })}</p>
      <GbStatistics maxLevel={maxLevel} oracleName={oracle} />
    </ToolPage>
  );
}
