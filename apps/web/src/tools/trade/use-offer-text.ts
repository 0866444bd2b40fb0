"use client";
import { useCallback } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import type { OfferSplit } from "@foe-toolbox/core/trade";
import { useAgeName } from "@/platform/calculator/use-age-name";

/** "3 × (1,000 BA for 500 IA) and 1 × (400 BA for 200 IA)": the offers of a split, giving `giveAge` for `getAge`. */
export function useOfferText(): (split: OfferSplit, giveAge: AgeKey, getAge: AgeKey) => string {
  const t = useTranslations("trade");
  const format = useFormatter();
  const ageName = useAgeName();
  return useCallback(
    (split, giveAge, getAge) => {
      const ages = { giveAge: ageName(giveAge, "short"), getAge: ageName(getAge, "short") };
      const { offers, remainder } = split;
      const full = t("offer", {
        count: format.number(offers.count),
        give: format.number(offers.give),
        get: format.number(offers.get),
        ...ages,
      });
      if (remainder.give <= 0) return full;
      return `${full} ${t("remainder", { give: format.number(remainder.give), get: format.number(remainder.get), ...ages })}`;
    },
    [t, format, ageName],
  );
}
