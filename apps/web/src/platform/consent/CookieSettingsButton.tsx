"use client";
import { useTranslations } from "next-intl";
import { COOKIE_SETTINGS_ID, openConsentPanel } from "./panel-store";

/** "Cookie settings" in the footer: reopens the consent panel (docs/site.md §10). */
export function CookieSettingsButton() {
  const t = useTranslations("consent");
  return (
    <button
      type="button"
      id={COOKIE_SETTINGS_ID}
      data-testid="cookie-settings"
      onClick={() => openConsentPanel()}
      className="underline-offset-4 hover:underline"
    >
      {t("settings")}
    </button>
  );
}
