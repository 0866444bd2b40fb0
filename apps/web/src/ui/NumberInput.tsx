"use client";
/**
 * The site's number field (docs/site.md §13): numeric keyboard, only digits and separators typed,
 * arrows step (Shift ×10, Ctrl/Cmd ×0.1), Home/End jump to the bounds, optional −/+ buttons that
 * repeat every 250 ms while held, 0 cleared on focus and restored on blur.
 *
 * Focusing, and any tap, selects the whole text, so what is typed replaces it (on a phone the tap
 * would otherwise put the caret before the digits: "80" typed into "10" gave "8010"). Text that is not a number
 * of the field's range is kept as typed, never clamped: it is not emitted (the tool keeps its last
 * valid value and result) and a translated message says the range, in the surrounding Field's
 * message slot or below the field. Emits a number, or "" while empty when 0 is allowed.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Minus } from "@/ui/icons/Minus";
import { Plus } from "@/ui/icons/Plus";
import { useFieldSlot } from "./Field";
import {
  effectiveStep,
  formatForInput,
  isAllowedKey,
  numberProblem,
  parseNumberText,
  stepValue,
  wholeStep,
  type NumberBounds,
  type NumberProblem,
} from "./number-input-logic";

export const HOLD_REPEAT_MS = 250;

export interface NumberInputProps {
  id: string;
  value: number | "";
  onChange: (value: number | "") => void;
  /** The field's real range: values outside it are refused with a message, never clamped. */
  min?: number;
  max?: number;
  step?: number;
  /** Show −/+ buttons (e.g. for GB levels). */
  buttons?: boolean;
  /** Marks the field invalid (e.g. the calculation rejected it). */
  invalid?: boolean;
  describedBy?: string;
  /** Accessible name when the field has no visible <label>. */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  testId?: string;
}

/** The translated message of a problem, with the bounds formatted in the page's language. */
function useProblemMessage(): (
  problem: NumberProblem | null,
  bounds: NumberBounds,
) => string | null {
  const t = useTranslations("calculator.input");
  const format = useFormatter();
  return (problem, { min, max }) => {
    if (problem === null) return null;
    const n = (v: number | undefined) => format.number(v ?? 0);
    return t(problem, { min: n(min), max: n(max) });
  };
}

export function NumberInput({
  id,
  value,
  onChange,
  min,
  max,
  step = 1,
  buttons = false,
  invalid = false,
  describedBy,
  ariaLabel,
  className,
  disabled,
  testId,
}: NumberInputProps) {
  const t = useTranslations("calculator.input");
  const messageOf = useProblemMessage();
  const slot = useFieldSlot();
  const bounds = { min, max, step };
  const whole = wholeStep(step);
  const [text, setText] = useState(() => formatForInput(value, step));
  const focused = useRef(false);
  /** The typed text was refused and not emitted yet. */
  const pending = useRef(false);
  const repeat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(value);
  latest.current = value;
  /** The last value this field emitted: while typing, the value coming back is that echo. */
  const emitted = useRef<number | "" | undefined>(undefined);

  // Follow outside changes (another field, another tab, a form that clears the field after
  // taking its amount), but not the echo of what is being typed here ("1." stays "1.").
  useEffect(() => {
    if (focused.current && Object.is(value, emitted.current)) return;
    pending.current = false;
    setText(formatForInput(value, step));
  }, [value, step]);
  useEffect(() => () => clearInterval(repeat.current), []);

  const problemOf = (candidate: number | "") => numberProblem(candidate, { min, max }, whole);
  const typed = parseNumberText(text);
  // A stored NaN shows as an empty field: still "not a number".
  const problem = Number.isNaN(value) && text === "" ? "notNumber" : problemOf(typed);
  const message = messageOf(problem, bounds);

  // Refused text that fits once another field moved the bounds is applied then.
  useEffect(() => {
    if (!pending.current || problemOf(typed) !== null) return;
    pending.current = false;
    latest.current = typed;
    emitted.current = typed;
    onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the range re-checks
  }, [min, max, whole]);

  useEffect(() => {
    if (!slot) return;
    slot.report(message);
    return () => slot.report(null);
  }, [slot, message]);

  const emit = (next: number | "") => {
    latest.current = next;
    emitted.current = next;
    pending.current = false;
    setText(formatForInput(next, step));
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const withModifier = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      emit(
        stepValue(
          latest.current,
          event.key === "ArrowUp" ? 1 : -1,
          effectiveStep(step, event),
          bounds,
        ),
      );
      return;
    }
    if (event.key === "Home" && min !== undefined) {
      event.preventDefault();
      emit(min);
      return;
    }
    if (event.key === "End" && max !== undefined) {
      event.preventDefault();
      emit(max);
      return;
    }
    if (!isAllowedKey(event.key, min === undefined || min < 0, withModifier))
      event.preventDefault();
  };

  const startRepeat = (direction: 1 | -1) => {
    emit(stepValue(latest.current, direction, step, bounds));
    clearInterval(repeat.current);
    repeat.current = setInterval(
      () => emit(stepValue(latest.current, direction, step, bounds)),
      HOLD_REPEAT_MS,
    );
  };
  const stopRepeat = () => clearInterval(repeat.current);

  const showInvalid = invalid || message !== null;
  const ownMessageId = `${id}-input-error`;
  const messageId = slot ? slot.errorId : ownMessageId;
  const described =
    message === null || describedBy?.split(" ").includes(messageId)
      ? describedBy
      : [describedBy, messageId].filter(Boolean).join(" ");
  const numeric = typeof value === "number" && !Number.isNaN(value) ? value : undefined;
  const buttonClass =
    "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] hover:bg-[var(--color-brand-soft)] disabled:opacity-40";

  const input = (
    <input
      id={id}
      type="text"
      role="spinbutton"
      inputMode={step < 1 || (min !== undefined && min < 0) ? "decimal" : "numeric"}
      autoComplete="off"
      value={text}
      disabled={disabled}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={numeric}
      aria-invalid={showInvalid || undefined}
      aria-describedby={described}
      aria-label={ariaLabel}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        focused.current = true;
        if (latest.current === 0 && !pending.current) {
          setText("");
          emitted.current = "";
          onChange("");
        }
        // Select after the browser placed the caret of the click or tap, so typing replaces;
        // unless keys came first (a busy phone's frame can follow them): selecting then would
        // make the next key replace the digits just typed.
        const field = event.currentTarget;
        field.select();
        const atFocus = field.value;
        requestAnimationFrame(() => {
          if (document.activeElement === field && field.value === atFocus) field.select();
        });
      }}
      onClick={(event) => {
        // A tap cannot aim between two digits: every tap selects, even in a field already focused
        // (where the browser would put the caret at the tap, often before the digits).
        const pointer = (event.nativeEvent as Partial<PointerEvent>).pointerType;
        if (pointer === "touch" || pointer === "pen") event.currentTarget.select();
      }}
      onBlur={() => {
        focused.current = false;
        if (pending.current) return; // refused text stays as typed, with its message
        if (text.trim() === "") emit(0);
        else setText(formatForInput(latest.current, step));
      }}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        const parsed = parseNumberText(raw);
        pending.current = problemOf(parsed) !== null;
        if (pending.current) return;
        latest.current = parsed;
        emitted.current = parsed;
        onChange(parsed);
      }}
      className={`h-10 w-full min-w-0 rounded-lg border bg-[var(--color-card)] px-3 text-right tabular-nums ${
        showInvalid
          ? "border-[var(--color-danger)] outline-2 outline-[var(--color-danger)]"
          : "border-[var(--color-line)]"
      } ${className ?? ""}`}
    />
  );
  const own = message !== null && !slot && (
    <p id={ownMessageId} role="alert" className="mt-1 text-sm text-[var(--color-danger)]">
      {message}
    </p>
  );
  if (!buttons)
    return (
      <>
        {input}
        {own}
      </>
    );
  return (
    <>
      <div className="flex items-center gap-1">
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("decrease")}
          disabled={disabled || (min !== undefined && numeric !== undefined && numeric <= min)}
          className={buttonClass}
          onPointerDown={() => startRepeat(-1)}
          onPointerUp={stopRepeat}
          onPointerLeave={stopRepeat}
          onPointerCancel={stopRepeat}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        {input}
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("increase")}
          disabled={disabled || (max !== undefined && numeric !== undefined && numeric >= max)}
          className={buttonClass}
          onPointerDown={() => startRepeat(1)}
          onPointerUp={stopRepeat}
          onPointerLeave={stopRepeat}
          onPointerCancel={stopRepeat}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {own}
    </>
  );
}
