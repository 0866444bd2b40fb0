"use client";
import { useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { Field } from "@/ui/Field";
import type { Selection } from "./selection";
import { SELECT_CLASS } from "./styles";

/** "All Ages" and the campaign ages; choosing an age opens its first province (docs/tools/campaign-cost.md §5). */
export function AgeSelect({
  ages,
  value,
  onChange,
}: {
  ages: readonly AgeKey[];
  value: string;
  onChange: (s: Selection) => void;
}) {
  const t = useTranslations("campaignCost");
  const tAges = useTranslations("ages");
  return (
    <Field id="campaign-age" label={t("age")}>
      <select
        id="campaign-age"
        className={SELECT_CLASS}
        value={value}
        onChange={(e) =>
          onChange(e.target.value === "all" ? { age: "all" } : { age: e.target.value })
        }
      >
        <option value="all">{t("allAges")}</option>
        {ages.map((age) => (
          <option key={age} value={age}>
            {tAges(age)}
          </option>
        ))}
      </select>
    </Field>
  );
}
