"use client";
import { memo } from "react";
import { CircleHelp } from "@/ui/icons/CircleHelp";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * The button that starts a tool's guided tour, disabled until React runs the page. It reads
 * "hydrated" itself: the flip right after hydration then redraws this button, not the tool that
 * holds it (docs/architecture.md, "Panels of the GB page").
 */
export const TutorialButton = memo(function TutorialButton({
  onClick,
  label,
  testId,
}: {
  onClick: () => void;
  label: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!hydrated}
      data-testid={testId}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 text-sm font-medium disabled:opacity-60 hover:bg-[var(--color-brand-soft)]"
    >
      <CircleHelp aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
});
