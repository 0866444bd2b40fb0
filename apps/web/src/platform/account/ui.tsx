"use client";
/** Small pieces shared by the account forms. */
import type { FormEventHandler, ReactNode } from "react";
import { buttonClass } from "@/ui/button";
import { FormMessage } from "@/lib/forms/FormFields";
import { cardClass as kitCardClass } from "@/ui/Card";
import { useHydrated } from "@/lib/use-hydrated";

export const cardClass = kitCardClass("grid gap-4", { padding: "roomy" });

export function FormCard({
  title,
  onSubmit,
  children,
  testId,
}: {
  title?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <form className={cardClass} onSubmit={onSubmit} noValidate data-testid={testId}>
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      {children}
    </form>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  // Disabled until the page runs: a form sent before would go out as a plain GET of the page.
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={buttonClass.primary}
      disabled={busy || !hydrated}
      aria-busy={busy}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

/** The server's answer to a form: an error (alert) when there is one. */
export function ServerError({ message }: { message: string | undefined }) {
  return message ? (
    <FormMessage tone="error" testId="form-error">
      {message}
    </FormMessage>
  ) : null;
}
