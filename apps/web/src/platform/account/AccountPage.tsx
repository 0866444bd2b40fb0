import type { ReactNode } from "react";
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/i18n/locales";
import { pickMessages } from "@/i18n/messages";
import { routePath, type RouteName } from "@/i18n/routes";
import { pageMetadata } from "@/lib/metadata";
import { Hero } from "@/platform/shell/Hero";

export type AccountRoute = Extract<
  RouteName,
  "login" | "register" | "forgot-password" | "reset-password" | "user-settings"
>;

const KEYS: Record<AccountRoute, string> = {
  login: "login",
  register: "register",
  "forgot-password": "forgotPassword",
  "reset-password": "resetPassword",
  "user-settings": "userSettings",
};

/** Title and description of an account page; account pages are not indexed. */
export async function accountMetadata(locale: Locale, route: AccountRoute): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "account.pages" });
  return {
    ...pageMetadata({
      locale,
      path: routePath(route),
      title: t(`${KEYS[route]}.title` as never),
      description: t(`${KEYS[route]}.description` as never),
    }),
    robots: { index: false, follow: true },
  };
}

/** The frame of an account page: hero and the translations of the account forms. */
export async function AccountPage({
  route,
  children,
}: {
  route: AccountRoute;
  children: ReactNode;
}) {
  const t = await getTranslations("account.pages");
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, ["shell", "tools", "settings", "account", "forms"])}
    >
      <Hero
        title={t(`${KEYS[route]}.title` as never)}
        subtitle={t(`${KEYS[route]}.description` as never)}
      />
      <div className="mx-auto mt-6 grid max-w-xl gap-6">{children}</div>
    </NextIntlClientProvider>
  );
}

type LocaleParams = { params: Promise<{ locale: string }> };

/** The route module of an account page: its metadata and the page with `content` in its frame. */
export function accountRoute(route: AccountRoute, content: ReactNode) {
  return {
    async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
      const { locale } = await params;
      return accountMetadata(locale as Locale, route);
    },
    async Page({ params }: LocaleParams) {
      const { locale } = await params;
      if (!isLocale(locale)) return null;
      setRequestLocale(locale);
      return <AccountPage route={route}>{content}</AccountPage>;
    },
  };
}
