import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TranslationProgressList } from "@/platform/help-translate/TranslationProgressList";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { ToolPage } from "@/platform/shell/ToolPage";
import { toolMetadata } from "@/platform/shell/tool-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import { routePath } from "@/i18n/routes";
import { translationProgress } from "@/i18n/translation-progress.server";
import { siteConfig } from "@/lib/site-config";
import { cardClass } from "@/ui/Card";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/help-to-translate-the-site">): Promise<Metadata> {
  const { locale } = await params;
  return toolMetadata(locale as Locale, "help-to-translate-the-site");
}

const linkClass = "font-medium underline underline-offset-4";
const code = (chunks: ReactNode) => (
  <code className="rounded bg-[var(--color-brand-soft)] px-1">{chunks}</code>
);

/** Help to translate (docs/site.md §14): why, how to take part, and the progress of every language. */
export default async function HelpToTranslatePage({
  params,
}: PageProps<"/[locale]/help-to-translate-the-site">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("helpTranslate");
  // Contributors go where the operator configured: the translation service, else pull requests,
  // else the contact page.
  const channel = siteConfig.translationUrl
    ? t.rich("how.service", {
        link: (chunks) => (
          <a href={siteConfig.translationUrl} className={linkClass} rel="noopener">
            {chunks}
          </a>
        ),
      })
    : siteConfig.repositoryUrl
      ? t.rich("how.repository", {
          link: (chunks) => (
            <a href={siteConfig.repositoryUrl} className={linkClass} rel="noopener">
              {chunks}
            </a>
          ),
        })
      : hasFeature("contact")
        ? t.rich("how.contact", {
            link: (chunks) => (
              <AppLink href={routePath("contact")} className={linkClass}>
                {chunks}
              </AppLink>
            ),
          })
        : t("how.noChannel");
  const section = cardClass(undefined, { padding: "page", flat: true });
  return (
    <ToolPage route="help-to-translate-the-site" namespaces={[]}>
      <div className="grid grid-cols-1 gap-6">
        <section className={section} aria-labelledby="why">
          <h2 id="why" className="text-xl font-bold">
            {t("why.title")}
          </h2>
          <p className="mt-2">{t("why.text")}</p>
        </section>
        <section className={section} aria-labelledby="how">
          <h2 id="how" className="text-xl font-bold">
            {t("how.title")}
          </h2>
          <p className="mt-2">{t.rich("how.files", { code })}</p>
          <p className="mt-2">{t.rich("how.rules", { code })}</p>
          <p className="mt-2" data-testid="translate-channel">
            {channel}
          </p>
        </section>
        <section className={section} aria-labelledby="progress">
          <h2 id="progress" className="text-xl font-bold">
            {t("progress.title")}
          </h2>
          <p className="mt-2 mb-4">{t("progress.intro")}</p>
          <TranslationProgressList progress={translationProgress()} />
        </section>
      </div>
    </ToolPage>
  );
}
