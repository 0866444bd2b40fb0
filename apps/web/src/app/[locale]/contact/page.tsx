import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { botCheckMessages } from "@/platform/bot-check/messages";
import { LazyContactForm } from "@/platform/contact/LazyContactForm";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { Hero } from "@/platform/shell/Hero";
import { NotificationArea } from "@/platform/shell/NotificationArea";
import { isLocale, type Locale } from "@/i18n/locales";
import { pickMessages } from "@/i18n/messages";
import { routePath } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";
import { siteConfig } from "@/lib/site-config";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tools" });
  return pageMetadata({
    locale: locale as Locale,
    path: routePath("contact"),
    title: t("contact.title"),
    description: t("contact.description"),
  });
}

export default async function Page({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  const tTools = await getTranslations("tools");
  const t = await getTranslations("contact");
  const messages = await getMessages();
  const email = siteConfig.contactEmail;
  const linkClass = "font-medium underline underline-offset-4";
  return (
    <NextIntlClientProvider
      messages={{
        ...pickMessages(messages, ["shell", "tools", "contact", "forms"]),
        ...botCheckMessages(messages),
      }}
    >
      <Hero title={tTools("contact.title")} subtitle={tTools("contact.description")} />
      <NotificationArea />
      <div className="mx-auto mt-6 grid max-w-3xl gap-4">
        <p>{t("intro")}</p>
        <LazyContactForm />
        {email && (
          <p data-testid="contact-email">
            {t.rich("directEmail", {
              email,
              link: (chunks) => (
                <a href={`mailto:${email}`} className={linkClass}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
        {hasFeature("help-to-translate-the-site") && (
          <p data-testid="contact-translate">
            {t.rich("translate", {
              link: (chunks) => (
                <AppLink href={routePath("help-to-translate-the-site")} className={linkClass}>
                  {chunks}
                </AppLink>
              ),
            })}
          </p>
        )}
      </div>
    </NextIntlClientProvider>
  );
}
