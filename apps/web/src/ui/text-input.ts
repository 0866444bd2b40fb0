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
