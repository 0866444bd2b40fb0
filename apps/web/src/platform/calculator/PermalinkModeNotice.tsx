"use client";
import { useTranslations } from "next-intl";

/** Shown in permalink mode: the values come from the link and are not saved to the profile. */
export function PermalinkModeNotice({ onKeep }: { onKeep: () => void }) {
  const t = useTranslations("calculator");
  return (
    <div
      role="status"
      data-testid="permalink-mode"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-700/30 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100"
    >
      {/* Grows from 16rem so that on a phone the button goes below the text instead of squeezing it. */}
      <span className="flex-[1_1_16rem]">{t("permalinkMode")}</span>
      <button
        type="button"
        onClick={onKeep}
        className="min-h-10 rounded-lg border border-current px-3 py-1 font-medium"
      >
        {t("keepValues")}
      </button>
    </div>
  );
}
