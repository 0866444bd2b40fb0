"use client";
/**
 * One tap per place row of the owner table: "P1 taken" marks the place as taken by an investor
 * paying what the place brings at the thread rate (the promotion messages then leave it out),
 * and a second tap frees it again (docs/tools/gb-investment.md §4.2).
 */
import { useTranslations } from "next-intl";
import { Check } from "@/ui/icons/Check";

export function TakenToggle({
  place,
  pressed,
  onToggle,
}: {
  place: number;
  /** True while an investor holds the place. */
  pressed: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("gbInvestment.owner");
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("takenOfPlace", { place })}
      onClick={onToggle}
      data-testid={`taken-${place}`}
      className={`ml-1 inline-flex min-h-8 items-center gap-1 rounded-lg border px-2 align-middle text-xs ${
        pressed
          ? "border-[var(--color-brand)] bg-[var(--color-brand-soft)] font-semibold"
          : "border-[var(--color-line)] hover:bg-[var(--color-brand-soft)]"
      }`}
    >
      <Check aria-hidden="true" className={`h-3.5 w-3.5 ${pressed ? "" : "opacity-40"}`} />
      {t("taken")}
    </button>
  );
}
