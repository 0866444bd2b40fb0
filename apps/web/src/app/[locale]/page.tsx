import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { FavouritesSection } from "@/platform/home/FavouritesSection";
import { FeatureCards } from "@/platform/home/FeatureCards";
import { gbNameMap } from "@/tools/gb-investment/server-data";
import { Hero } from "@/platform/shell/Hero";
import { NotificationArea } from "@/platform/shell/NotificationArea";
import { featuresIn } from "@/platform/registry";
import { isLocale, type Locale } from "@/i18n/locales";
import { pickMessages } from "@/i18n/messages";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "home.meta" });
  return pageMetadata({
    locale: locale as Locale,
    path: "/",
    title: t("title"),
    description: t("description"),
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const tShell = await getTranslations("shell.site");
  const messages = await getMessages();
  const tools = featuresIn("tools");
  const statistics = featuresIn("statistics");
  return (
    <NextIntlClientProvider messages={pickMessages(messages, ["home", "shell", "tools"])}>
      <Hero title={tShell("name")} subtitle={tShell("slogan")} />
      <NotificationArea />
      <div className="mx-auto mt-6 grid max-w-6xl gap-8">
        <p className="max-w-3xl text-[var(--color-muted)]">{t("intro")}</p>
        <FavouritesSection gbNames={gbNameMap(locale)} />
        {tools.length > 0 && <FeatureCards heading={t("tools")} features={tools} />}
        {statistics.length > 0 && <FeatureCards heading={t("statistics")} features={statistics} />}
      </div>
    </NextIntlClientProvider>
  );
}
