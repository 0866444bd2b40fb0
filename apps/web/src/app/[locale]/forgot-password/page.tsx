import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AccountPage, accountMetadata } from "@/features/account/AccountPage";
import { ForgotPasswordForm } from "@/features/account/ForgotPasswordForm";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/forgot-password">): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, "forgot-password");
}

export default async function Page({ params }: PageProps<"/[locale]/forgot-password">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <AccountPage route="forgot-password">
      <ForgotPasswordForm />
    </AccountPage>
  );
}
