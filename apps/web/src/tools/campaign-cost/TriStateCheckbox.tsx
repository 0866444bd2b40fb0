"use client";
/**
 * Conquered checkbox of an age, province or sector (docs/tools/campaign-cost.md §3): mixed state shown as indeterminate
 * (announced as "mixed"); a click conquers everything below unless all of it already is, in
 * which case it clears it. Wrapped in a 40 px target for touch.
 */
import { useEffect, useRef } from "react";
import type { ConqueredState } from "@foe-toolbox/core/campaign-cost-engine";

export function TriStateCheckbox({
  state,
  label,
  onChange,
  testId,
}: {
  state: ConqueredState;
  /** Accessible name, e.g. "Hymir: conquered". */
  label: string;
  /** Called with the new value: `true` = conquer everything below. */
  onChange: (value: boolean) => void;
  testId?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // Every render: a click clears `indeterminate` in the browser even when the state stays mixed.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === -1;
  });
  return (
    <label className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]">
      <input
        ref={ref}
        type="checkbox"
        className="h-5 w-5 cursor-pointer accent-[var(--color-brand)]"
        checked={state === 1}
        aria-checked={state === -1 ? "mixed" : undefined}
        aria-label={label}
        data-testid={testId}
        data-state={state}
        onChange={() => onChange(state !== 1)}
      />
    </label>
  );
}
