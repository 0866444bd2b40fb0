import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getAge } from "@foe-toolbox/core/data/ages";
import { TRADE_AGES } from "@foe-toolbox/core/trade";
import { TradeTool } from "@/tools/trade/TradeTool";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/trade">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "trade");
}

export default async function TradePage({ params }: PageProps<"/[locale]/trade">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // The five goods of each age, named in the page's language (the table's rows, docs/tools/trade.md §5).
  const tGoods = await getTranslations("goods");
  const goodsOf = Object.fromEntries(
    TRADE_AGES.map((age) => [age, (getAge(age)?.goods ?? []).map((good) => tGoods(good))]),
  );
  return (
    <ToolPage route="trade" namespaces={["trade", "ages", "ageShort"]}>
      <TradeTool goodsOf={goodsOf} />
    </ToolPage>
  );
}
