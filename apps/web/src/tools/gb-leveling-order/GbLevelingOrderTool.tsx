"use client";
/**
 * The GB leveling order tool (docs/tools/gb-leveling-order.md): downloads the compact GB data and
 * the planner (a spinner replaces the tool meanwhile, docs/tools/gb-leveling-order.md §5), then shows the planner.
 */
import { useTranslations } from "next-intl";
import { LoaderCircle } from "@/ui/icons/LoaderCircle";
import { RotateCw } from "@/ui/icons/RotateCw";
import type { GbNames } from "./gb-name";
import { usePlannerData } from "./use-planner-data";
import { cardClass } from "@/ui/Card";

export function GbLevelingOrderTool({ dataUrl, gbNames }: { dataUrl: string; gbNames: GbNames }) {
  const t = useTranslations("gbLevelingOrder");
  const planner = usePlannerData(dataUrl);

  if (planner.status === "ready") return <planner.Planner data={planner.data} gbNames={gbNames} />;
  if (planner.status === "error") {
    return (
      <div role="alert" className={cardClass("flex flex-wrap items-center gap-3")}>
        <p className="flex-1">{t("loadError")}</p>
        <button
          type="button"
          onClick={planner.retry}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-[var(--color-line)] px-3 font-medium hover:bg-[var(--color-brand-soft)]"
        >
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          {t("retry")}
        </button>
      </div>
    );
  }
  // A screen high, so the footer does not jump when the planner arrives (layout shift).
  return (
    <div
      role="status"
      data-testid="leveling-loading"
      className="flex min-h-[100svh] items-start justify-center gap-3 pt-16 text-[var(--color-muted)]"
    >
      <LoaderCircle
        aria-hidden="true"
        className="h-6 w-6 animate-spin motion-reduce:animate-none"
      />
      <span>{t("loading")}</span>
    </div>
  );
}
