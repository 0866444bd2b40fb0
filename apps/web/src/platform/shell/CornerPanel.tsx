"use client";
/**
 * The panel of the cookie consent and the install prompt (docs/site.md §10, §11): a bottom sheet
 * on phones, a card at the bottom-left on wider screens. Not modal: the page stays
 * usable. Escape and the × button close it; it takes the focus when the visitor opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseButton } from "./CloseButton";

export function CornerPanel({
  id,
  title,
  takeFocus,
  onClose,
  children,
  footer,
  testId,
  className,
  inert,
}: {
  id: string;
  title: ReactNode;
  /** Move the focus into the panel (when the visitor opened it, not when it opened by itself). */
  takeFocus: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  testId?: string;
  className?: string;
  /** Shown but not usable yet (the server's copy, before the page's scripts ran). */
  inert?: boolean;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid={testId}
      inert={inert}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className={`fixed inset-x-0 bottom-0 z-[900] grid max-h-[85dvh] grid-rows-[auto_1fr_auto] rounded-t-2xl border border-[var(--color-line)] bg-[var(--color-card)] text-[var(--color-ink)] shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[26rem] sm:rounded-2xl ${className ?? ""}`}
    >
      <div className="flex items-center gap-3 px-5 pt-4">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="flex-1 text-lg font-semibold outline-none"
        >
          {title}
        </h2>
        <CloseButton onClose={onClose} />
      </div>
      <div className="overflow-y-auto px-5 py-3 text-sm">{children}</div>
      <div className="flex flex-wrap justify-end gap-2 px-5 pb-4">{footer}</div>
    </section>
  );
}
