/**
 * The value of a number field in a tool's state (site.md §13): a number, NaN while the text is
 * unreadable, or "" while the field is empty — which calculations count as 0.
 */
export type NumberField = number | "";

/** The number a calculation uses: empty counts as 0. */
export const valueOf = (v: NumberField): number => (v === "" ? 0 : v);

/** The number a permalink carries; none for unreadable text. */
export const permalinkNumber = (v: NumberField): number | undefined => (Number.isNaN(v) ? undefined : valueOf(v));
