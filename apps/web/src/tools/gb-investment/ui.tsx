"use client";
/** Small presentational pieces shared by the owner and investors views. */
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, Equal } from "lucide-react";
import type { CalculationError } from "@/platform/calculator/use-calculation";

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

/**
 * A number field's typed value, kept apart from the saved one: an edit is saved only when
 * `check` accepts it (else the field shows the error and the saved value, and so the result,
 * stay as they were). Outside changes (another field, another tab) replace the draft.
 */
export function useDraft(
  value: number,
  commit: (value: number) => void,
  check: (value: number) => CalculationError | null,
): { draft: number | ""; error: CalculationError | null; onChange: (value: number | "") => void } {
  const [draft, setDraft] = useState<number | "">(value);
  const [error, setError] = useState<CalculationError | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Render-time sync with the saved value (cheaper than an effect and never one frame late).
    setSeen(value);
    setDraft(value);
    setError(null);
  }
  const onChange = (next: number | "") => {
    setDraft(next);
    const number = next === "" ? 0 : next;
    const problem: CalculationError | null = Number.isNaN(number)
      ? { name: "InvalidNumberError", field: "" }
      : check(number);
    setError(problem);
    if (!problem) commit(number);
  };
  return { draft, error, onChange };
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
