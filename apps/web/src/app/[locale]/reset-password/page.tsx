import { Suspense } from "react";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AccountPage, accountMetadata } from "@/features/account/AccountPage";
import { ResetPasswordForm } from "@/features/account/ResetPasswordForm";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, "reset-password");
}

export default async function Page({ params }: PageProps<"/[locale]/reset-password">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <AccountPage route="reset-password">
      <Suspense fallback={null}>
        <ResetPasswordForm />
      </Suspense>
    </AccountPage>
  );
}
