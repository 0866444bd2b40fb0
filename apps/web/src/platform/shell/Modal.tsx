"use client";
/**
 * Modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, the page behind is inert. z-index from the design tokens (docs/site.md §22).
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { MODAL } from "@/lib/design-tokens";
import { CloseButton } from "./CloseButton";

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  testId,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
      style={{ zIndex: MODAL.zIndex }}
      className={`${size === "lg" ? "max-w-3xl" : "max-w-lg"} m-auto w-[calc(100%-1.5rem)] rounded-2xl border border-[var(--color-line)] bg-[var(--color-card)] p-0 text-[var(--color-ink)] shadow-2xl backdrop:bg-black/50`}
    >
      {open && (
        <div className="grid max-h-[85dvh] grid-rows-[auto_1fr_auto]">
          <header className="flex items-center gap-3 border-b border-[var(--color-line)] px-5 py-3">
            <h2 id={titleId} className="flex-1 text-lg font-semibold">
              {title}
            </h2>
            <CloseButton onClose={onClose} />
          </header>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-[var(--color-line)] px-5 py-3">
              {footer}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}
