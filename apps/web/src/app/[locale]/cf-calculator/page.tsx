import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CfCalculator } from "@/tools/cf-calculator/CfCalculator";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/cf-calculator">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "cf-calculator");
}

export default async function CfCalculatorPage({ params }: PageProps<"/[locale]/cf-calculator">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ToolPage route="cf-calculator" namespaces={["cfCalculator", "ages", "resources"]}>
      <CfCalculator />
    </ToolPage>
  );
}
