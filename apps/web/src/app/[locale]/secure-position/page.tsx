import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { SecurePositionTool } from "@/tools/secure-position/SecurePositionTool";
import { ToolPage, toolMetadata } from "@/platform/shell/ToolPage";
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
  return (
    <ToolPage route="secure-position" namespaces={["securePosition"]}>
      <SecurePositionTool />
    </ToolPage>
  );
}
