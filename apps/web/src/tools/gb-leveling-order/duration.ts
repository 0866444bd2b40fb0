/**
 * Estimated times of the plan as docs/tools/gb-leveling-order.md §5 shows them: years = ⌊d/365⌋, months =
 * ⌊(d mod 365)/30⌋, days = the rest; zero parts are omitted, 0 days is "today".
 */
export interface DurationParts {
  years: number;
  months: number;
  days: number;
}

export function durationParts(totalDays: number): DurationParts {
  const years = Math.floor(totalDays / 365);
  const rest = totalDays - years * 365;
  const months = Math.floor(rest / 30);
  return { years, months, days: rest - months * 30 };
}

/** The non-zero parts in display order (empty for 0 days). */
export function durationPieces(totalDays: number): { unit: keyof DurationParts; count: number }[] {
  const parts = durationParts(totalDays);
  return (["years", "months", "days"] as const)
    .filter((unit) => parts[unit] > 0)
    .map((unit) => ({ unit, count: parts[unit] }));
}
