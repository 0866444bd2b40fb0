import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { botCheckMessages } from "@/platform/bot-check/messages";
import { Hero } from "@/platform/shell/Hero";
import { NotificationArea } from "@/platform/shell/NotificationArea";
import { SurveyPage } from "@/platform/survey/SurveyPage";
import { isLocale, type Locale } from "@/i18n/locales";
import { pickMessages } from "@/i18n/messages";
import { routePath } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/survey">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tools" });
  return {
    ...pageMetadata({
      locale: locale as Locale,
      path: routePath("survey"),
      title: t("survey.title"),
      description: t("survey.description"),
    }),
    // Only there while a survey is open.
    robots: { index: false, follow: true },
  };
}

export default async function Page({ params }: PageProps<"/[locale]/survey">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("tools");
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        ...pickMessages(messages, ["shell", "tools", "survey"]),
        ...botCheckMessages(messages),
      }}
    >
      <Hero title={t("survey.title")} subtitle={t("survey.description")} />
      <NotificationArea survey={false} />
      <div className="mx-auto mt-6 max-w-3xl">
        <SurveyPage />
      </div>
    </NextIntlClientProvider>
  );
}
