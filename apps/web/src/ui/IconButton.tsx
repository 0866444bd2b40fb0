/**
 * A square button showing only an icon: its label is spoken (aria-label) and shown on hover
 * (title). `md` fits next to a number field, `sm` inside a table cell, `chip` inside a chip.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import clsx from "clsx";

export type IconButtonSize = "md" | "sm" | "chip";

const SIZE: Record<IconButtonSize, string> = {
  md: "h-10 w-10 shrink-0 rounded-lg border border-[var(--color-line)] disabled:opacity-40",
  sm: "ml-1 h-8 w-8 rounded-lg border border-[var(--color-line)] align-middle",
  chip: "h-7 w-7 rounded-full",
};

export function IconButton({
  label,
  size = "md",
  testId,
  className,
  children,
  showTitle = true,
  ...rest
}: {
  label: string;
  size?: IconButtonSize;
  testId?: string;
  /** Only a hover title when true (a chip's remove button is labelled only for screen readers). */
  showTitle?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "title" | "type" | "children">) {
  return (
    <button
      type="button"
      aria-label={label}
      title={showTitle ? label : undefined}
      data-testid={testId}
      className={clsx(
        "inline-flex items-center justify-center hover:bg-[var(--color-brand-soft)]",
        SIZE[size],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
