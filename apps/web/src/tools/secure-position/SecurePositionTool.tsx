"use client";
/**
 * The standalone "Secure position" page (docs/tools/secure-position.md §2–§6), on the tool
 * contract (`securePositionTool`): only the Arc bonus is remembered (the profile's `yourArcBonus`,
 * shared with the GB tools); the other fields start at their defaults on every visit. A link with
 * `sp_*` keys opens in permalink mode: its values are shown and nothing is saved until the player
 * keeps them.
 */
import { useTranslations } from "next-intl";
import { useDraftFields, type DraftRules } from "@/platform/calculator/draft-fields";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { useTool } from "@/platform/calculator/tool-contract";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import {
  defaultSecurePositionValues,
  isValidArcBonus,
  type SecurePositionNumbers,
} from "./secure-position-state";
import { securePositionTool } from "./tool";
import { cardClass } from "@/ui/Card";

/**
 * Only the Arc bonus must be valid to be kept (it is saved, and an empty field does not replace
 * it); the FP fields keep any number and the calculation puts its message beside the wrong one.
 */
const RULES: DraftRules<SecurePositionNumbers> = {
  keepEmpty: ["yourArcBonus"],
  check: (candidate, field) =>
    field !== "yourArcBonus" || isValidArcBonus(candidate.yourArcBonus)
      ? null
      : { name: "NegativeValueError", field },
};

export function SecurePositionTool() {
  const t = useTranslations("securePosition");
  const { setValue, value, permalinkActive, keepPermalinkValues, query, resetKey } =
    useTool(securePositionTool);
  const fields = useDraftFields(value, setValue, RULES, resetKey);
  const profileArcBonus = useCurrentProfile((p) => p.yourArcBonus);
  const onReset = () => {
    fields.clear();
    setValue(defaultSecurePositionValues(profileArcBonus));
  };

  return (
    <div className="grid gap-4">
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
      <section aria-label={t("inputs")} className={cardClass("grid gap-4")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="max-w-3xl text-sm text-[var(--color-muted)]">{t("intro")}</p>
          <PermalinkLink query={query} />
        </div>
        <SecurePositionCalculator values={fields.values} onChange={fields.set} onReset={onReset} />
      </section>
    </div>
  );
}
