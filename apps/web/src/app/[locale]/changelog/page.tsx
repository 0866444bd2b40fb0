import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { changelogHtml } from "@/platform/changelog/changelog.server";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import { cardClass } from "@/ui/Card";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/changelog">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "changelog");
}

/** The project's CHANGELOG.md (docs/site.md §14), rendered on the server at build time. */
export default async function ChangelogPage({ params }: PageProps<"/[locale]/changelog">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("changelog");
  return (
    <ToolPage route="changelog" namespaces={[]}>
      {locale !== "en" && <p className="mb-4 text-[var(--color-muted)]">{t("inEnglish")}</p>}
      <article
        lang="en"
        data-testid="changelog"
        className={cardClass("changelog", { padding: "page", flat: true })}
        // Rendered from the repository's own file by a renderer that escapes raw HTML.
        dangerouslySetInnerHTML={{ __html: changelogHtml() }}
      />
    </ToolPage>
  );
}
