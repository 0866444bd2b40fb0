"use client";
/**
 * A labelled form field with its error message next to it. The message is announced to screen
 * readers and linked to the input through `aria-describedby` (pass `errorId(id)` / `hintId(id)`).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/**
 * Lets the input inside a Field show its own message (a number out of the field's range) in the
 * Field's message slot, before the tool's message about the last accepted value.
 */
interface FieldSlot {
  errorId: string;
  report: (message: string | null) => void;
}
const FieldSlotContext = createContext<FieldSlot | null>(null);
export const useFieldSlot = (): FieldSlot | null => useContext(FieldSlotContext);

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
  const [inputError, setInputError] = useState<string | null>(null);
  const slot = useMemo(() => ({ errorId: errorId(id), report: setInputError }), [id]);
  return (
    <div className={`grid gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <FieldSlotContext.Provider value={slot}>{children}</FieldSlotContext.Provider>
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
        {inputError ?? error ?? ""}
      </p>
    </div>
  );
}
