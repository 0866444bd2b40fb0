"use client";
/** Guided tour of a GB page (docs/site.md §12): the owner view's parts in page order, then the permalink. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { TourStep } from "@/platform/calculator/tour";
import { notify } from "@/lib/notify";

/** Step ids (message keys `tour.<id>` and `tour.<id>Title`) and the element each explains. */
const STEPS: readonly (readonly [id: string, element: string | undefined])[] = [
  ["welcome", undefined],
  ["switcher", "[data-tour=switcher]"],
  ["tabs", "[data-tour=tabs]"],
  ["level", "[data-tour=owner-inputs]"],
  ["percentage", "[data-tour=owner-percentage]"],
  ["ownerFp", "[data-testid=owner-add-investor]"],
  ["snipe", "[data-tour=snipe]"],
  ["table", "[data-tour=owner-table]"],
  ["secure", "[data-testid=secure-position-box]"],
  ["messages", "[data-testid=promotion-messages]"],
  ["permalink", "[data-tour=permalink]"],
];

/** The "Tutorial" button's action; `showOwnerView` first brings the explained view on screen. */
export function useGbTour(showOwnerView: () => void): () => Promise<void> {
  const t = useTranslations("gbInvestment.tour");
  return useCallback(async () => {
    showOwnerView();
    // One frame for the owner view to be on screen when the tour starts from the other tab.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Parts not on the page (e.g. no table for a level the data does not know) or not shown at
    // this width (the GB selector of the page on a phone) are left out.
    const steps: TourStep[] = STEPS.filter(
      ([, element]) =>
        !element || (document.querySelector(element)?.getClientRects().length ?? 0) > 0,
    ).map(([id, element]) => ({
      element,
      title: t(`${id}Title`),
      text: t(id),
    }));
    const labels = {
      next: t("next"),
      previous: t("previous"),
      exit: t("exit"),
      done: t("done"),
      close: t("close"),
      progress: t("progress", { current: "{{current}}", total: "{{total}}" }),
    };
    try {
      // The tour's code (and its library) loads when a tour starts.
      const { startTour } = await import("@/platform/calculator/tour");
      await startTour(steps, labels, () => {});
    } catch (error) {
      console.error("[tour] could not start", error);
      void notify("error", t("failed"));
    }
  }, [t, showOwnerView]);
}
