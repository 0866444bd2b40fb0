"use client";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/i18n/navigation";
import { LOCALE_INFO, LOCALES_BY_NATIVE_NAME } from "@/i18n/locale-info";
import { languageNameIn, localeCookie, type Locale } from "@/i18n/locales";
import { Dropdown, menuEntryClass } from "./Dropdown";

/** Remembers a language choice in the `locale` cookie (docs/site.md §22). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/**
 * The language menu: every language under its own name, with its name in the page's language beside
 * it (from the browser's own data) when that differs.
 */
export function LanguageSelector({
  className,
  incomplete,
}: {
  className?: string;
  /** Languages below 80 % translated, with their percentage (shown beside their name). */
  incomplete: Partial<Record<Locale, number>>;
}) {
  const t = useTranslations("shell.language");
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const info = LOCALE_INFO[current];

  const choose = (locale: Locale) => {
    rememberLocale(locale);
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    router.replace({ pathname, query }, { locale });
  };

  return (
    <Dropdown
      align="end"
      lazyEntries
      ariaLabel={`${t("label")}: ${info.nativeName}`}
      buttonClassName={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-[var(--color-brand-soft)] ${className ?? ""}`}
      menuClassName="max-h-[70vh] overflow-y-auto"
      label={
        <>
          <span aria-hidden="true">{info.flag}</span>
          <span>{info.nativeName}</span>
        </>
      }
    >
      {(close) => (
        <ul aria-label={t("choose")} className="grid gap-0.5">
          {LOCALES_BY_NATIVE_NAME.map((locale) => {
            const entry = LOCALE_INFO[locale];
            const isCurrent = locale === current;
            const local = languageNameIn(locale, current);
            return (
              <li key={locale}>
                <button
                  type="button"
                  lang={locale}
                  data-menu-entry
                  aria-current={isCurrent ? "true" : undefined}
                  className={`${menuEntryClass} ${isCurrent ? "bg-[var(--color-brand-soft)] font-semibold" : ""}`}
                  onClick={() => {
                    close();
                    if (!isCurrent) choose(locale);
                  }}
                >
                  <span aria-hidden="true" className="mr-2">
                    {entry.flag}
                  </span>
                  {entry.nativeName}
                  {/* Spaces, not only margins, so the entries' names read as separate words. */}
                  {local && local.toLowerCase() !== entry.nativeName.toLowerCase() && (
                    <>
                      {" "}
                      <span lang={current} className="ml-1 text-xs text-[var(--color-muted)]">
                        {local}
                      </span>
                    </>
                  )}
                  {incomplete[locale] !== undefined && (
                    <>
                      {" "}
                      <span lang={current} className="ml-1 text-xs text-[var(--color-muted)]">
                        {t("translated", { percent: incomplete[locale] })}
                      </span>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
