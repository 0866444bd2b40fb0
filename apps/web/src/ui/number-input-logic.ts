/**
 * Behaviour of the site's number fields (docs/site.md §13), kept apart from React so it can be tested:
 * which keys are allowed, how text becomes a number (dot or comma), stepping with modifiers, what
 * is wrong with typed text (never corrected behind the player's back) and the precision that
 * follows the step.
 */

export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

/** Decimals of a step: 1 -> 0, 0.1 -> 1, 0.25 -> 2. */
export function stepDecimals(step: number): number {
  const text = String(step);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Rounds to the step's precision, without binary noise (0.1 + 0.2 -> 0.3). */
export function roundToStep(value: number, step: number): number {
  const decimals = stepDecimals(step);
  return Number(value.toFixed(Math.min(20, decimals)));
}

/** Text typed by the user -> number; "" while empty; NaN for text that is not a number. */
export function parseNumberText(text: string): number | "" {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const normalised = trimmed.replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

export function clamp(value: number, { min, max }: NumberBounds): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** Keys a number field lets through: digits, "." and ",", "-" when negatives are allowed, and editing/navigation keys. */
export function isAllowedKey(key: string, allowNegative: boolean, withModifier: boolean): boolean {
  if (withModifier) return true; // copy, paste, select all, …
  if (/^\d$/.test(key) || key === "." || key === ",") return true;
  if (key === "-") return allowNegative;
  return key.length > 1; // Backspace, Delete, Tab, Enter, arrows, Home, End, Escape, F-keys…
}

export interface StepModifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** The step of an arrow key press: Shift ×10, Ctrl/Cmd ×0.1. */
export function effectiveStep(step: number, modifiers: StepModifiers): number {
  if (modifiers.shiftKey) return step * 10;
  if (modifiers.ctrlKey || modifiers.metaKey) return step / 10;
  return step;
}

/** Value after stepping `direction` times from `current` (empty counts as 0), clamped. */
export function stepValue(
  current: number | "",
  direction: 1 | -1,
  step: number,
  bounds: NumberBounds,
): number {
  const base = current === "" || Number.isNaN(current) ? 0 : current;
  return clamp(roundToStep(base + direction * step, Math.min(step, bounds.step ?? step)), bounds);
}

/** What is wrong with a field's value, named as its message key; null when it may be used. */
export type NumberProblem = "notNumber" | "notWhole" | "between" | "atLeast" | "atMost";

/**
 * Checks a typed value against the field's range: unreadable text, a decimal where only whole
 * numbers make sense, or a number outside [min, max]. Empty counts as 0 (docs/site.md §13), so it
 * is refused only where 0 is out of range. Nothing is clamped: the message tells the range.
 */
export function numberProblem(
  value: number | "",
  { min, max }: NumberBounds,
  whole: boolean,
): NumberProblem | null {
  const n = value === "" ? 0 : value;
  if (Number.isNaN(n) || !Number.isFinite(n)) return "notNumber";
  const below = min !== undefined && n < min;
  const above = max !== undefined && n > max;
  if (below || above) {
    if (min !== undefined && max !== undefined) return "between";
    return below ? "atLeast" : "atMost";
  }
  if (whole && !Number.isInteger(n)) return "notWhole";
  return null;
}

/** Fields with a whole step (1, 5, 1000) take whole numbers only; 0.1 or 0.25 allow decimals. */
export const wholeStep = (step: number): boolean => Number.isInteger(step);

/** How a number is shown in the field: the step's precision, no trailing noise. */
export function formatForInput(value: number | "", step: number): string {
  if (value === "" || Number.isNaN(value)) return "";
  const decimals = stepDecimals(step);
  return decimals === 0 ? String(value) : String(Number(value.toFixed(decimals)));
}
