"use client";
/**
 * Incomplete-translation notice (docs/site.md §2): once, when the current language or one of the
 * browser's is below 80 % translated, a dialog lists them. With every language complete (the
 * usual case) nothing is loaded.
 */
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { useLocale } from "next-intl";
import { updateGlobalSettings, useGlobalSettings } from "@/platform/settings/global-store";
import { hydrationStore } from "@/platform/shell/hydration";
import { localesToNotify } from "@/i18n/incomplete-locales";
import type { Locale } from "@/i18n/locales";

const TranslationNoticeDialog = dynamic(
  () => import("./TranslationNoticeDialog").then((m) => m.TranslationNoticeDialog),
  {
    ssr: false,
  },
);

export function TranslationNotice({ incomplete }: { incomplete: Partial<Record<Locale, number>> }) {
  const locale = useLocale() as Locale;
  const hydrated = useStore(hydrationStore, (s) => s.hydrated);
  const haveRead = useGlobalSettings((s) => s.haveReadLocaleNotComplete);
  const [locales, setLocales] = useState<Locale[]>([]);
  useEffect(() => {
    if (hydrated)
      setLocales(localesToNotify(incomplete, locale, navigator.languages ?? [], haveRead));
  }, [hydrated, incomplete, locale, haveRead]);
  if (locales.length === 0) return null;
  return (
    <TranslationNoticeDialog
      locales={locales}
      incomplete={incomplete}
      onDone={() => updateGlobalSettings({ haveReadLocaleNotComplete: true })}
    />
  );
}
