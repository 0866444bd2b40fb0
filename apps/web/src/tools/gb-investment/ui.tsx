"use client";
/** Small presentational pieces shared by the owner and investors views. */
import { useFormatter, useTranslations } from "next-intl";
import { ArrowDown } from "@/ui/icons/ArrowDown";
import { ArrowUp } from "@/ui/icons/ArrowUp";
import { Equal } from "@/ui/icons/Equal";

/** Gain (arrow up), loss (arrow down) or neither, with a spoken label. */
export function Roi({ value }: { value: number }) {
  const t = useTranslations("gbInvestment.roi");
  const format = useFormatter();
  const label =
    value > 0
      ? t("profit", { value: format.number(value) })
      : value < 0
        ? t("loss", { value: format.number(-value) })
        : t("neutral");
  const Icon = value > 0 ? ArrowUp : value < 0 ? ArrowDown : Equal;
  const colour =
    value > 0
      ? "text-emerald-700 dark:text-emerald-400"
      : value < 0
        ? "text-[var(--color-danger)]"
        : "text-[var(--color-muted)]";
  return (
    <span
      className={`inline-flex items-center gap-0.5 whitespace-nowrap ${colour}`}
      title={label}
      data-roi={value}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      <span aria-hidden="true">{format.number(Math.abs(value))}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while a part of the page loads on demand. */
export function LoadingNotice() {
  const t = useTranslations("shell.a11y");
  return (
    <p role="status" className="p-4 text-sm text-[var(--color-muted)]">
      {t("loading")}
    </p>
  );
}
