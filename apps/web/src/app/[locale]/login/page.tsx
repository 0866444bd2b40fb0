import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AccountPage, accountMetadata } from "@/features/account/AccountPage";
import { LoginForm } from "@/features/account/LoginForm";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/login">): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, "login");
}

export default async function Page({ params }: PageProps<"/[locale]/login">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <AccountPage route="login">
      <LoginForm />
    </AccountPage>
  );
}
