"use client";
/**
 * Tabs after the WAI-ARIA pattern (automatic activation): arrow keys, Home and End move between
 * them and focus the new tab. Ids are `<idPrefix>-tab-<value>` and `<idPrefix>-panel-<value>`;
 * wrap the shown content in `TabPanel` with the same prefix.
 */
import type { KeyboardEvent, ReactNode } from "react";
import clsx from "clsx";

export interface TabItem<T extends string | number> {
  value: T;
  label: ReactNode;
}

const tabId = (prefix: string, value: string | number) => `${prefix}-tab-${value}`;
const panelId = (prefix: string, value: string | number) => `${prefix}-panel-${value}`;

/** The index a key moves to among `count` tabs from `index`, or -1 for other keys. */
export function tabIndexAfterKey(key: string, index: number, count: number): number {
  const last = count - 1;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index + last) % count;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return -1;
}

const LIST: Record<"pill" | "folder", string> = {
  pill: "inline-flex rounded-xl border border-[var(--color-line)] bg-[var(--color-card)] p-1",
  folder: "flex gap-1 border-b border-[var(--color-line)]",
};

function tabClass(variant: "pill" | "folder", selected: boolean): string {
  if (variant === "pill")
    return clsx(
      "h-10 min-w-20 rounded-lg px-4 font-medium",
      selected
        ? "bg-[var(--color-brand-strong)] text-[var(--color-card)]"
        : "hover:bg-[var(--color-brand-soft)]",
    );
  return clsx(
    "-mb-px min-h-10 rounded-t-lg border px-4 py-2 text-sm font-medium",
    selected
      ? "border-[var(--color-line)] border-b-[var(--color-page)] bg-[var(--color-card)] text-[var(--color-brand-strong)]"
      : "border-transparent text-[var(--color-muted)] hover:text-[var(--color-ink)]",
  );
}

export function Tabs<T extends string | number>({
  items,
  value,
  onChange,
  idPrefix,
  label,
  variant = "pill",
  tourId,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
  /** `pill`: buttons in a box; `folder`: tabs on a line above the panel. */
  variant?: "pill" | "folder";
  /** `data-tour` anchor of the guided tour. */
  tourId?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const target = tabIndexAfterKey(event.key, index, items.length);
    if (target < 0) return;
    event.preventDefault();
    const next = items[target]!.value;
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={LIST[variant]} data-tour={tourId}>
      {items.map((item) => (
        <button
          key={item.value}
          id={tabId(idPrefix, item.value)}
          type="button"
          role="tab"
          aria-selected={value === item.value}
          aria-controls={panelId(idPrefix, item.value)}
          tabIndex={value === item.value ? 0 : -1}
          onClick={() => onChange(item.value)}
          onKeyDown={onKeyDown}
          className={tabClass(variant, value === item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  value,
  className,
  children,
}: {
  idPrefix: string;
  value: string | number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      className={className}
    >
      {children}
    </div>
  );
}
