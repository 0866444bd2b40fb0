"use client";
/**
 * The site's number field (docs/site.md §13): numeric keyboard, only digits and separators typed,
 * arrows step (Shift ×10, Ctrl/Cmd ×0.1), Home/End jump to the bounds, optional −/+ buttons that
 * repeat every 250 ms while held, 0 cleared on focus and restored on blur, clamped on blur,
 * red outline when out of range. Emits a number, "" while empty, or NaN for unreadable text.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Minus, Plus } from "lucide-react";
import {
  effectiveStep,
  formatForInput,
  isAllowedKey,
  isOutOfRange,
  parseNumberText,
  stepValue,
  valueOnBlur,
} from "./number-input-logic";

export const HOLD_REPEAT_MS = 250;

export interface NumberInputProps {
  id: string;
  value: number | "";
  onChange: (value: number | "") => void;
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
  const bounds = { min, max, step };
  const [text, setText] = useState(() => formatForInput(value, step));
  const focused = useRef(false);
  const repeat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(value);
  latest.current = value;

  // Follow outside changes (another field, another tab) unless the user is typing here.
  useEffect(() => {
    if (!focused.current) setText(formatForInput(value, step));
  }, [value, step]);
  useEffect(() => () => clearInterval(repeat.current), []);

  const emit = (next: number | "") => {
    latest.current = next;
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

  const outOfRange = isOutOfRange(value, bounds);
  const showInvalid = invalid || outOfRange || Number.isNaN(value);
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
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onFocus={() => {
        focused.current = true;
        if (latest.current === 0) {
          setText("");
          onChange("");
        }
      }}
      onBlur={() => {
        focused.current = false;
        emit(valueOnBlur(latest.current, bounds));
      }}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseNumberText(event.target.value);
        latest.current = parsed;
        onChange(parsed);
      }}
      className={`h-10 w-full min-w-0 rounded-lg border bg-[var(--color-card)] px-3 text-right tabular-nums ${
        showInvalid
          ? "border-[var(--color-danger)] outline-2 outline-[var(--color-danger)]"
          : "border-[var(--color-line)]"
      } ${className ?? ""}`}
    />
  );
  if (!buttons) return input;
  return (
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
  );
}
