import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { getGbNameAliases } from "@foe-toolbox/core/data/gb-names";
import { ThreadHelper } from "@/tools/thread-helper/ThreadHelper";
import { listGbOptions } from "@/platform/gb-data/gb-options";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/thread-helper">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "thread-helper");
}

export default async function ThreadHelperPage({ params }: PageProps<"/[locale]/thread-helper">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  // Only the GB names go into the page; the levels of the GBs a thread names are fetched on demand.
  const gbs = await listGbOptions(locale);
  const gbNames = Object.fromEntries(gbs.map((gb) => [gb.key, gb.name]));
  return (
    <ToolPage route="thread-helper" namespaces={["threadHelper", "gbRules"]}>
      <ThreadHelper gbNames={gbNames} aliases={getGbNameAliases()} />
    </ToolPage>
  );
}
