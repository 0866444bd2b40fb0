"use client";
/**
 * Inputs of rule forms: a labelled text input or text area with its message beside it
 * (aria-invalid, aria-describedby), and the form-level message shown above the submit button.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Field } from "@/ui/Field";
import type { FieldProps } from "./use-rule-form";

export const inputClass =
  "h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 aria-[invalid=true]:border-[var(--color-danger)]";

export function TextField({
  label,
  hint,
  error,
  input,
  type = "text",
  autoComplete,
  ...rest
}: {
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  input: FieldProps;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <Field id={input.id} label={label} hint={hint} error={error}>
      <input type={type} autoComplete={autoComplete} className={inputClass} {...rest} {...input} />
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  input,
  rows = 5,
  ...rest
}: {
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  input: FieldProps;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  return (
    <Field id={input.id} label={label} hint={hint} error={error}>
      <textarea rows={rows} className={`${inputClass} h-auto py-2`} {...rest} {...input} />
    </Field>
  );
}

/** A message about the whole form (server answer); `tone` picks its colour. */
export function FormMessage({
  tone,
  children,
  testId,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  testId?: string;
}) {
  const colour =
    tone === "error"
      ? "border-[var(--color-danger)] text-[var(--color-danger)]"
      : tone === "success"
        ? "border-[var(--color-accent)] text-[var(--color-ink)]"
        : "border-[var(--color-line)] text-[var(--color-ink)]";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`rounded-lg border px-3 py-2 text-sm ${colour}`}
    >
      {children}
    </p>
  );
}
