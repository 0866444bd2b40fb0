import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { TradeTool } from "@/features/trade/TradeTool";
import { ToolPage, toolMetadata } from "@/features/shell/ToolPage";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/trade">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "trade");
}

export default async function TradePage({ params }: PageProps<"/[locale]/trade">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <ToolPage route="trade" namespaces={["trade", "ages", "ageShort"]}>
      <TradeTool />
    </ToolPage>
  );
}
