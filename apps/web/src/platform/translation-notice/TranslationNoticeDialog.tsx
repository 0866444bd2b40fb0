"use client";
import { useTranslations } from "next-intl";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { Modal } from "@/platform/shell/Modal";
import { buttonClass } from "@/ui/button";
import { LOCALE_INFO } from "@/i18n/locale-info";
import type { Locale } from "@/i18n/locales";
import { routePath } from "@/i18n/routes";

/** The dialog of the incomplete-translation notice; either button marks it as read. */
export function TranslationNoticeDialog({
  locales,
  incomplete,
  onDone,
}: {
  locales: Locale[];
  incomplete: Partial<Record<Locale, number>>;
  onDone: () => void;
}) {
  const t = useTranslations("shell");
  return (
    <Modal
      open
      onClose={onDone}
      testId="translation-notice"
      title={t("translationNotice.title")}
      footer={
        <>
          {hasFeature("help-to-translate-the-site") && (
            <AppLink
              href={routePath("help-to-translate-the-site")}
              className={buttonClass.secondary}
              onClick={onDone}
            >
              {t("translationNotice.help")}
            </AppLink>
          )}
          <button type="button" className={buttonClass.primary} onClick={onDone}>
            {t("translationNotice.ok")}
          </button>
        </>
      }
    >
      <p>{t("translationNotice.intro")}</p>
      <ul className="mt-3 grid gap-1">
        {locales.map((locale) => (
          <li key={locale}>
            {t("language.entry", {
              english: LOCALE_INFO[locale].englishName,
              native: LOCALE_INFO[locale].nativeName,
            })}
            : {t("language.translated", { percent: incomplete[locale] ?? 0 })}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
