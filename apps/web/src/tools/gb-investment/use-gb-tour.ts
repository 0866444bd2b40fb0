"use client";
/** Guided tour of a GB page (docs/site.md §12): its steps and the tour's code load when it starts. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { notify } from "@/lib/notify";

/** The "Tutorial" button's action; `showOwnerView` first brings the explained view on screen. */
export function useGbTour(showOwnerView: () => void): () => Promise<void> {
  const t = useTranslations("gbInvestment.tour");
  return useCallback(async () => {
    showOwnerView();
    // One frame for the owner view to be on screen when the tour starts from the other tab.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      // The steps, the tour's code and its library load when a tour starts.
      const [{ gbTourSteps }, { startTour }] = await Promise.all([
        import("./gb-tour"),
        import("@/platform/calculator/tour"),
      ]);
      const { steps, labels } = gbTourSteps(t);
      await startTour(steps, labels, () => {});
    } catch (error) {
      console.error("[tour] could not start", error);
      void notify("error", t("failed"));
    }
  }, [t, showOwnerView]);
}
