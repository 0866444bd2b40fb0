"use client";
/** The per-place percentage field of a row (saved only when the core accepts it). */
import { useErrorMessage } from "@/platform/calculator/errors";
import type { CalculationError } from "@/platform/calculator/use-calculation";
import { NumberInput } from "@/ui/NumberInput";
import { useDraftField } from "@/platform/calculator/draft-fields";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";

export function PlacePercentage({
  id,
  label,
  value,
  disabled,
  check,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  disabled: boolean;
  check: (value: number) => CalculationError | null;
  onCommit: (value: number) => void;
}) {
  const errorMessage = useErrorMessage();
  const field = useDraftField(value, onCommit, check);
  return (
    <span className="inline-grid w-24 gap-1">
      <NumberInput
        id={id}
        ariaLabel={label}
        value={field.draft}
        onChange={field.onChange}
        min={0}
        max={BONUS_PERCENT_MAX}
        step={0.1}
        disabled={disabled}
        invalid={field.error !== null}
        describedBy={field.error ? `${id}-error` : undefined}
      />
      {field.error && (
        <span id={`${id}-error`} role="alert" className="text-xs text-[var(--color-danger)]">
          {errorMessage(field.error)}
        </span>
      )}
    </span>
  );
}
