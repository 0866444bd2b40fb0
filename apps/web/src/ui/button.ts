/** Class names of the site's text buttons (and links shown as buttons). */
export const buttonClass = {
  primary:
    "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-[var(--color-brand)] px-4 py-2 font-medium text-[var(--color-card)] hover:bg-[var(--color-brand-strong)] disabled:opacity-50",
  secondary:
    "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-[var(--color-line)] px-4 py-2 font-medium hover:bg-[var(--color-brand-soft)] disabled:opacity-50",
  danger:
    "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-[var(--color-danger)] px-4 py-2 font-medium text-[var(--color-danger)] hover:bg-[var(--color-danger)]/10 disabled:opacity-50",
} as const;
