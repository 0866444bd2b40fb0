/**
 * The steps of a GB page's guided tour (docs/site.md §12), loaded when a player starts it: the
 * owner view's parts in page order, then the permalink.
 */
import type { TourLabels, TourStep } from "@/platform/calculator/tour";

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

/** The tour's steps for the parts on screen, and its button labels, in the page's language. */
export function gbTourSteps(t: (key: string, values?: Record<string, string>) => string): {
  steps: TourStep[];
  labels: TourLabels;
} {
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
  const labels: TourLabels = {
    next: t("next"),
    previous: t("previous"),
    exit: t("exit"),
    done: t("done"),
    close: t("close"),
    progress: t("progress", { current: "{{current}}", total: "{{total}}" }),
  };
  return { steps, labels };
}
