"use client";
/** Number fields of the investors view: an Arc bonus, a place's thread rate (each saved only when the core accepts it). */
import { describedBy, Field } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";
import { useErrorMessage } from "@/platform/calculator/errors";
import { useDraftField } from "@/platform/calculator/draft-fields";
import type { CalculationError } from "@/platform/calculator/use-calculation";

/** An Arc bonus field of the view (copper or live, or gold). */
export const ArcField = PercentField;

/** A percentage field (0 to the bonus maximum, step 0.1) on a draft that the caller keeps. */
function PercentField({
  id,
  testId,
  label,
  field,
}: {
  id: string;
  testId?: string;
  label: string;
  field: ReturnType<typeof useDraftField>;
}) {
  const errorMessage = useErrorMessage();
  return (
    <Field id={id} label={label} error={errorMessage(field.error)}>
      <NumberInput
        id={id}
        testId={testId}
        value={field.draft}
        onChange={field.onChange}
        min={0}
        max={BONUS_PERCENT_MAX}
        step={0.1}
        invalid={field.error !== null}
        describedBy={describedBy(id, { error: field.error })}
      />
    </Field>
  );
}

export function PlaceField({
  id,
  label,
  value,
  check,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  check: (v: number) => CalculationError | null;
  onCommit: (v: number) => void;
}) {
  const field = useDraftField(value, onCommit, check);
  return <PercentField id={id} label={label} field={field} />;
}
