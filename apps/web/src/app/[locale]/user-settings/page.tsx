import { Suspense } from "react";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { AccountPage, accountMetadata } from "@/features/account/AccountPage";
import { UserSettings } from "@/features/account/UserSettings";
import { isLocale, type Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/user-settings">): Promise<Metadata> {
  const { locale } = await params;
  return accountMetadata(locale as Locale, "user-settings");
}

export default async function Page({ params }: PageProps<"/[locale]/user-settings">) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return (
    <AccountPage route="user-settings">
      <Suspense fallback={null}>
        <UserSettings />
      </Suspense>
    </AccountPage>
  );
}
