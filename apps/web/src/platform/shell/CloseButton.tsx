"use client";
// Its own module: the corner panels (in every page's first load) use it without the Modal.
import { useTranslations } from "next-intl";
import { X } from "@/ui/icons/X";

/** The × button in the title bar of a dialog or panel. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useTranslations("shell.a11y");
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t("close")}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
