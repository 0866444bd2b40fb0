"use client";
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { pageProgress } from "@/lib/progress";

export function ProgressBar() {
  const t = useTranslations("shell.a11y");
  const state = useSyncExternalStore(
    pageProgress.subscribe,
    pageProgress.getState,
    pageProgress.getState,
  );
  if (!state.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      data-failed={state.failed || undefined}
      data-testid="page-progress"
      className="fixed inset-x-0 top-0 z-[6000] h-[3px]"
    >
      <div
        className={`h-full transition-[width] duration-100 ease-linear ${state.failed ? "bg-[var(--color-danger)]" : "bg-[var(--color-brand)]"}`}
        style={{ width: `${state.percent}%` }}
      />
    </div>
  );
}
