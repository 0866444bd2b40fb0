"use client";
/** The calculator's guided tour (docs/site.md §12): welcome, then every field and output in page order. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { notify } from "@/lib/notify";
import type { TourStep } from "@/platform/calculator/tour";

/** Step ids: the `data-tour` attribute of the element explained (none for the welcome step). */
export const CF_TOUR_STEPS = [
  "welcome",
  "age",
  "cfBoost",
  "coins",
  "supplies",
  "goods",
  "fpPer24h",
  "secondRq",
  "suppliesGathered",
  "otherRq",
  "infinity",
  "cumulativeQuests",
  "rewards",
  "totalGoods",
  "totalFp",
  "totalRq",
  "dailyUbq",
  "bonusUbq",
  "secondRqDone",
  "returns",
] as const;

export type CfTourStep = (typeof CF_TOUR_STEPS)[number];

/** Message key of each step's title (the label of the element it explains). */
const TITLES: Record<CfTourStep, string> = {
  welcome: "tour.welcomeTitle",
  age: "fields.age",
  cfBoost: "fields.cfBoost",
  coins: "fields.coins",
  supplies: "fields.supplies",
  goods: "fields.goods",
  fpPer24h: "fields.fpPer24h",
  secondRq: "fields.secondRq",
  suppliesGathered: "fields.suppliesGathered",
  otherRq: "fields.otherRq",
  infinity: "infinity.title",
  cumulativeQuests: "fields.cumulativeQuests",
  rewards: "results.rewards",
  totalGoods: "results.totalGoods",
  totalFp: "results.totalFp",
  totalRq: "results.totalRq",
  dailyUbq: "results.dailyUbq",
  bonusUbq: "results.bonusUbq",
  secondRqDone: "results.secondRq",
  returns: "results.returns",
};

/** Returns the "Tutorial" button's action; `setTouring` shows normally hidden fields during the tour. */
export function useCfTour(setTouring: (touring: boolean) => void): () => void {
  const t = useTranslations("cfCalculator");
  return useCallback(() => {
    const steps: TourStep[] = CF_TOUR_STEPS.map((id) => ({
      element: id === "welcome" ? undefined : `[data-tour="${id}"]`,
      title: t(TITLES[id]),
      text: t(`tour.steps.${id}`),
    }));
    const labels = {
      next: t("tour.next"),
      previous: t("tour.previous"),
      exit: t("tour.exit"),
      done: t("tour.done"),
      close: t("tour.close"),
      progress: t("tour.progress", { current: "{{current}}", total: "{{total}}" }),
    };
    setTouring(true);
    // The tour's code (and its library) loads when a tour starts.
    import("@/platform/calculator/tour")
      .then(({ startTour }) => startTour(steps, labels, () => setTouring(false)))
      .catch((error: unknown) => {
        console.error("[tour] could not start", error);
        setTouring(false);
        void notify("error", t("tour.failed"));
      });
  }, [t, setTouring]);
}
