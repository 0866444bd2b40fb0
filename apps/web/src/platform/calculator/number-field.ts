/**
 * The value of a number field in a tool's state (docs/site.md §13): a number, NaN while the text is
 * unreadable, or "" while the field is empty — which calculations count as 0.
 */
export type NumberField = number | "";

/** The number a calculation uses: empty counts as 0. */
export const valueOf = (v: NumberField): number => (v === "" ? 0 : v);

/** The number a permalink carries; none for unreadable text. */
export const permalinkNumber = (v: NumberField): number | undefined =>
  Number.isNaN(v) ? undefined : valueOf(v);

/**
 * A number field read back from storage: numbers (NaN included, so an unreadable field stays
 * marked) and "" as they are; `null` (how JSON stores NaN) as empty; anything else the fallback.
 */
export function storedNumberField(value: unknown, fallback: NumberField): NumberField {
  if (value === "" || value === null) return "";
  if (typeof value !== "number") return fallback;
  return Number.isFinite(value) || Number.isNaN(value) ? value : fallback;
}
