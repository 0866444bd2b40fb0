"use client";
/**
 * Gain or loss of a place (docs/tools/secure-position.md §4 display): up arrow in green for a gain, down arrow in red for a
 * loss, an exchange sign when it is even. The icon is explained by an accessible text.
 */
import { useFormatter, useTranslations } from "next-intl";
import { ArrowDown } from "@/ui/icons/ArrowDown";
import { ArrowLeftRight } from "@/ui/icons/ArrowLeftRight";
import { ArrowUp } from "@/ui/icons/ArrowUp";

export function Outcome({ value, testId }: { value: number; testId?: string }) {
  const t = useTranslations("securePosition");
  const format = useFormatter();
  const amount = format.number(Math.abs(value));
  const label =
    value > 0 ? t("gain", { value: amount }) : value < 0 ? t("loss", { value: amount }) : t("even");
  const Icon = value > 0 ? ArrowUp : value < 0 ? ArrowDown : ArrowLeftRight;
  const colour =
    value > 0
      ? "text-[var(--color-accent)]"
      : value < 0
        ? "text-[var(--color-danger)]"
        : "text-[var(--color-muted)]";
  return (
    <span
      className={`inline-flex items-center gap-0.5 font-medium whitespace-nowrap ${colour}`}
      title={label}
      data-testid={testId}
      data-value={value}
    >
      (
      <Icon aria-hidden="true" className="h-4 w-4" />
      {value !== 0 && <span aria-hidden="true">{amount}</span>}
      <span className="sr-only">{label}</span>)
    </span>
  );
}
