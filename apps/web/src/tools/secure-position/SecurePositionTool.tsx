"use client";
/**
 * The standalone "Secure position" page (docs/tools/secure-position.md §2–§6), on the tool
 * contract (`securePositionTool`): the Arc bonus (the profile's `yourArcBonus`, shared with the GB
 * tools) and the level are remembered; the participations start at 0 on every visit. The level
 * can be typed in (cost and reward) or taken from a Great Building (`SecureGbCalculator`), under
 * the Great Building rules of the settings or of the link (docs/tools/gb-prestige.md). A link with
 * `sp_*` keys opens in permalink mode: its values are shown and nothing is saved until the player
 * keeps them.
 */
import { useCallback, useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useDraftFields, type DraftRules } from "@/platform/calculator/draft-fields";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { useTool } from "@/platform/calculator/tool-contract";
import type { GbOption } from "@/platform/gb-data/gb-options";
import { useGbRules } from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { SecureGbCalculator } from "./SecureGbCalculator";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import {
  defaultSecurePositionValues,
  isValidArcBonus,
  type SecurePositionPageValue,
} from "./secure-position-state";
import { securePositionTool, withRules } from "./tool";
import { cardClass } from "@/ui/Card";

/**
 * Only the Arc bonus must be valid to be kept (it is saved, and an empty field does not replace
 * it); the FP fields keep any number and the calculation puts its message beside the wrong one.
 */
const RULES: DraftRules<SecurePositionPageValue> = {
  keepEmpty: ["yourArcBonus", "level"],
  check: (candidate, field) =>
    field !== "yourArcBonus" || isValidArcBonus(candidate.yourArcBonus)
      ? null
      : { name: "NegativeValueError", field },
};

/** One empty list, so that the page's context (and its link codec) keeps its identity. */
const NO_GBS: readonly GbOption[] = [];

export function SecurePositionTool({ gbs = NO_GBS }: { gbs?: readonly GbOption[] }) {
  const t = useTranslations("securePosition");
  const byKey = useMemo(() => new Map(gbs.map((g) => [g.key, g])), [gbs]);
  const maxLevelOf = useCallback((key: string) => byKey.get(key)?.maxLevel, [byKey]);
  const { setValue, value, permalinkActive, keepPermalinkValues, query, shorten, resetKey } =
    useTool(securePositionTool, { context: maxLevelOf });
  const gbRules = useGbRules(permalinkActive);
  const fields = useDraftFields(value, setValue, RULES, resetKey);
  const profileArcBonus = useCurrentProfile((p) => p.yourArcBonus);
  const toggleId = useId();
  const gb = byKey.get(value.gb);
  const onReset = () => {
    fields.clear();
    // The GB level stays: "Reset values" empties the participations, not the level chosen.
    setValue((v) => ({
      ...defaultSecurePositionValues(profileArcBonus),
      gb: v.gb,
      level: v.level,
      place: 0,
    }));
  };
  const chooseGbMode = (on: boolean) =>
    setValue((v) => ({
      ...v,
      gb: on ? (gbs[0]?.key ?? "") : "",
      level: on ? 1 : 0,
      place: 0,
    }));

  return (
    <div className="grid gap-4">
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
      <section aria-label={t("inputs")} className={cardClass("grid gap-4")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="max-w-3xl text-sm text-[var(--color-muted)]">{t("intro")}</p>
          <PermalinkLink
            query={query}
            shorten={shorten}
            finish={(short) => withRules(short, gbRules.rules)}
          />
        </div>
        <GbRulesNotice {...gbRules} testId="sp-rules" />
        {gbs.length > 0 && (
          <label htmlFor={toggleId} className="inline-flex items-center gap-2 font-medium">
            <input
              id={toggleId}
              type="checkbox"
              className="h-4 w-4"
              checked={gb !== undefined}
              onChange={(event) => chooseGbMode(event.target.checked)}
              data-testid="sp-use-gb"
            />
            {t("useGb")}
          </label>
        )}
        {gb ? (
          <SecureGbCalculator
            gb={gb}
            gbs={gbs}
            level={fields.values.level}
            place={value.place}
            values={fields.values}
            rules={gbRules.rules}
            onGbChange={(key) => setValue((v) => ({ ...v, gb: key, level: 1, place: 0 }))}
            onLevelChange={(level) => fields.set("level", level)}
            onPlaceChange={(place) => setValue((v) => ({ ...v, place }))}
            onChange={fields.set}
            onReset={onReset}
          />
        ) : (
          <SecurePositionCalculator
            values={fields.values}
            onChange={fields.set}
            onReset={onReset}
            rules={gbRules.rules}
          />
        )}
      </section>
    </div>
  );
}
