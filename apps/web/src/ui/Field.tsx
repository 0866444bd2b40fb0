"use client";
/**
 * A labelled form field with its error message next to it. The message is announced to screen
 * readers and linked to the input through `aria-describedby` (pass `errorId(id)` / `hintId(id)`).
 */
import type { ReactNode } from "react";

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The `aria-describedby` value of a field: its hint and its error, when present. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-[var(--color-muted)]">
          {hint}
        </p>
      )}
      <p
        id={errorId(id)}
        role="alert"
        className="min-h-0 text-sm text-[var(--color-danger)] empty:hidden"
      >
        {error ?? ""}
      </p>
    </div>
  );
}
