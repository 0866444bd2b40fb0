/** A checkbox with its label, and an optional hint under it (linked for screen readers). */
export function CheckboxOption({
  id,
  checked,
  label,
  onChange,
  hint,
}: {
  id: string;
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="py-2">
      <label className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="h-5 w-5 shrink-0 accent-[var(--color-brand)]"
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ml-7 text-xs text-[var(--color-muted)]">
          {hint}
        </p>
      )}
    </div>
  );
}
