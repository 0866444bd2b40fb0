"use client";
import { useTranslations } from "next-intl";
import { ArrowUp } from "@/ui/icons/ArrowUp";

/** The button of ScrollToTop: its own module, loaded the first time it is shown. */
export function ScrollTopButton() {
  const t = useTranslations("shell.a11y");
  return (
    <button
      type="button"
      aria-label={t("scrollToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed right-4 bottom-4 z-30 hidden xl:inline-flex h-11 w-11 items-center justify-center rounded-full bg-[var(--color-brand)] text-[var(--color-card)] shadow-lg"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
