"use client";
import { useTranslations } from "next-intl";
import type { CalculationError } from "./use-calculation";

/**
 * The translated message for a calculation error, to show next to its field. Every error name of
 * the core library has a message in the `calculator.errors` namespace.
 */
export function useErrorMessage(): (error: CalculationError | null | undefined) => string | null {
  const t = useTranslations("calculator.errors");
  return (error) => (error ? t(error.name) : null);
}

/** True when `error` concerns `field` (or one of its entries, e.g. "percentages[2]"). */
export function isErrorFor(error: CalculationError | null | undefined, field: string): boolean {
  if (!error) return false;
  return (
    error.field === field ||
    error.field.startsWith(`${field}[`) ||
    error.field.startsWith(`${field}.`)
  );
}
