"use client";
/**
 * Keyboard-operable dropdown of the header (docs/site.md §4): opens on click; closes on outside click,
 * Escape, Shift+Tab from the first entry or Tab past the last one; Up/Down move between entries.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the button when `label` is not plain text. */
  ariaLabel?: string;
  buttonClassName?: string;
  menuClassName?: string;
  align?: "start" | "end";
  /** Renders the entries only while the menu is open: a long list nobody needs in the page's HTML. */
  lazyEntries?: boolean;
  /** Renders the entries; `close` closes the menu (after a choice). */
  children: (close: () => void) => ReactNode;
}

export function Dropdown({
  label,
  ariaLabel,
  buttonClassName,
  menuClassName,
  align = "start",
  lazyEntries = false,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const entries = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-entry]") ?? []);

  const close = (focusButton = false) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = entries();
    const index = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case "Escape":
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        requestAnimationFrame(() =>
          entries()[index < 0 ? 0 : (index + 1) % entries().length]?.focus(),
        );
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        requestAnimationFrame(() => {
          const all = entries();
          all[index <= 0 ? all.length - 1 : index - 1]?.focus();
        });
        break;
      case "Tab":
        if (!open) break;
        if (event.shiftKey && (index === 0 || document.activeElement === buttonRef.current))
          setOpen(false);
        if (!event.shiftKey && index === items.length - 1) setOpen(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className={`${align === "end" ? "right-0" : "left-0"} absolute z-50 mt-2 min-w-56 rounded-xl border border-[var(--color-line)] bg-[var(--color-card)] p-1 shadow-lg ${menuClassName ?? ""}`}
      >
        {(open || !lazyEntries) && children(() => close(false))}
      </div>
    </div>
  );
}

export const menuEntryClass =
  "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-[var(--color-brand-soft)] focus-visible:bg-[var(--color-brand-soft)]";
