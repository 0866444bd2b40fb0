/** Class names shared by the campaign page's parts. */
export const PANEL =
  "card rounded-2xl border border-[var(--color-line)] bg-[var(--color-card)] p-4 shadow-sm";
export const SELECT_CLASS =
  "h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 text-[var(--color-ink)]";
