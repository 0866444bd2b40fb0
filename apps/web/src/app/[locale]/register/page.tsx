import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AccountPage, accountMetadata } from "@/features/account/AccountPage";
import { RegisterForm } from "@/features/account/RegisterForm";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/register">): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, "register");
}

export default async function Page({ params }: PageProps<"/[locale]/register">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <AccountPage route="register">
      <RegisterForm />
    </AccountPage>
  );
}
