"use client";
/** What a page shows in place of its results while their data loads, or when loading failed. */
import { LoaderCircle } from "@/ui/icons/LoaderCircle";
import { RotateCw } from "@/ui/icons/RotateCw";
import { TriangleAlert } from "@/ui/icons/TriangleAlert";

export function DataLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-testid="data-loading"
      className="flex min-h-24 items-center justify-center gap-3 text-[var(--color-muted)]"
    >
      <LoaderCircle
        aria-hidden="true"
        className="h-6 w-6 animate-spin motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}

export function DataLoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="data-error"
      className="flex flex-wrap items-center justify-center gap-3 py-6 text-[var(--color-danger)]"
    >
      <TriangleAlert aria-hidden="true" className="h-5 w-5" />
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-[var(--color-line)] px-3 font-medium text-[var(--color-ink)] hover:bg-[var(--color-brand-soft)]"
      >
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {retryLabel}
      </button>
    </div>
  );
}
