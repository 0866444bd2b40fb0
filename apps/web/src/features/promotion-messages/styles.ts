/** Class names shared by the promotion panel and its modals. */
export const CARD = "card grid gap-4 rounded-2xl border border-[var(--color-line)] bg-[var(--color-card)] p-4 shadow-sm";
export const BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 font-medium hover:bg-[var(--color-brand-soft)] disabled:opacity-50";
export const PRIMARY_BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-[var(--color-brand-strong)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-50 dark:text-[var(--color-page)]";

/** A text field (one line unless `multiline`), outlined in red when invalid like the number fields. */
export function textInput({ invalid = false, multiline = false }: { invalid?: boolean; multiline?: boolean } = {}): string {
  return `w-full min-w-0 rounded-lg border bg-[var(--color-card)] px-3 ${multiline ? "py-2" : "h-10"} ${
    invalid ? "border-[var(--color-danger)] outline-2 outline-[var(--color-danger)]" : "border-[var(--color-line)]"
  }`;
}
