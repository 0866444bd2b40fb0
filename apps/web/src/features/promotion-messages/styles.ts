/** Class names shared by the promotion panel and its modals (buttons with text: `buttonClass` of the shell's Modal). */
export const CARD =
  "card grid gap-4 rounded-2xl border border-[var(--color-line)] bg-[var(--color-card)] p-4 shadow-sm";
/** A square button holding only an icon (its name is in `aria-label`). */
export const ICON_BUTTON =
  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-[var(--color-line)] hover:bg-[var(--color-brand-soft)] disabled:opacity-50";

/** A text field (one line unless `multiline`), outlined in red when invalid like the number fields. */
export function textInput({
  invalid = false,
  multiline = false,
}: { invalid?: boolean; multiline?: boolean } = {}): string {
  return `w-full min-w-0 rounded-lg border bg-[var(--color-card)] px-3 ${multiline ? "py-2" : "h-10"} ${
    invalid
      ? "border-[var(--color-danger)] outline-2 outline-[var(--color-danger)]"
      : "border-[var(--color-line)]"
  }`;
}
