/**
 * A value with details shown on hover or keyboard focus. The details stay in the DOM (not laid
 * out while hidden) and describe the button for screen readers.
 */
import { useId, type ReactNode } from "react";

const ALIGN = { start: "left-0", end: "right-0", auto: "right-0 lg:right-auto lg:left-0" } as const;

export function InfoTip({
  children,
  content,
  testId,
  align = "start",
}: {
  children: ReactNode;
  content: ReactNode;
  testId?: string;
  /** Edge of the value the details line up with; "auto": the end below `lg`, the start above. */
  align?: "start" | "end" | "auto";
}) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        data-testid={testId}
        className="cursor-help rounded underline decoration-dotted underline-offset-4"
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        className={`absolute ${ALIGN[align]} bottom-full z-20 mb-2 hidden w-max max-w-[min(var(--tooltip-max-width,350px),80vw)] rounded-lg bg-stone-900 px-3 py-2 text-left text-xs font-normal text-white shadow-lg group-focus-within:block group-hover:block`}
      >
        {content}
      </span>
    </span>
  );
}
