import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import { setRequestLocale } from "next-intl/server";
import { getGbName } from "@foe-toolbox/core/data/gb-names";
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { compactDatasetResponse } from "@/tools/gb-leveling-order/dataset.server";
import { GbLevelingOrderTool } from "@/tools/gb-leveling-order/GbLevelingOrderTool";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/gb-leveling-order">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return toolMetadata(locale, "gb-leveling-order");
}

export default async function GbLevelingOrderPage({
  params,
}: PageProps<"/[locale]/gb-leveling-order">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // The planner's GB data is downloaded on demand (compact, see dataset-format.ts); the page
  // itself only carries the GB names, in the page's language.
  const gbNames = Object.fromEntries(
    listGreatBuildings().map((gb) => [gb.key, getGbName(gb.key, locale) ?? gb.name]),
  );
  const { url } = compactDatasetResponse();
  // Downloaded while the page's scripts load, rather than after hydration (docs/tools/gb-leveling-order.md).
  preload(url, { as: "fetch", crossOrigin: "anonymous" });
  return (
    <ToolPage
      route="gb-leveling-order"
      namespaces={["gbLevelingOrder", "bonuses", "resources", "gbRules"]}
    >
      <GbLevelingOrderTool dataUrl={url} gbNames={gbNames} />
    </ToolPage>
  );
}
