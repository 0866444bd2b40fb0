/**
 * One progress bar per language (docs/site.md §14), sorted by English name and coloured by progress:
 * 100 % green, ≥ 80 % blue, ≥ 50 % orange, else red. Server-rendered: no script.
 */
import { getTranslations } from "next-intl/server";
import { LOCALE_INFO, LOCALES_BY_ENGLISH_NAME } from "@/i18n/locale-info";
import type { Locale } from "@/i18n/locales";
import { progressColour, type ProgressColour } from "@/i18n/translation-progress";

const BAR_CLASS: Record<ProgressColour, string> = {
  green: "bg-green-700 dark:bg-green-400",
  blue: "bg-blue-700 dark:bg-blue-400",
  orange: "bg-orange-600 dark:bg-orange-400",
  red: "bg-red-700 dark:bg-red-400",
};

export async function TranslationProgressList({ progress }: { progress: Record<Locale, number> }) {
  const t = await getTranslations("helpTranslate.progress");
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="translation-progress">
      {LOCALES_BY_ENGLISH_NAME.map((locale) => {
        const percent = progress[locale];
        const colour = progressColour(percent);
        const labelId = `progress-${locale}`;
        return (
          <li key={locale} className="grid gap-1">
            <span id={labelId}>
              {t("label", {
                english: LOCALE_INFO[locale].englishName,
                native: LOCALE_INFO[locale].nativeName,
                percent,
              })}
            </span>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              data-colour={colour}
              className="h-3 overflow-hidden rounded-full bg-[var(--color-line)]"
            >
              <div
                className={`h-full rounded-full ${BAR_CLASS[colour]}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
