"use client";
/**
 * The secure-position box of the GB owner view (docs/tools/secure-position.md §5): same inputs and
 * result as the standalone page, but the level cost is the displayed level's (read-only, follows
 * level changes) and the targeted place is picked among the level's five places.
 *
 * Usage in the GB page (client component, owner view; add "securePosition" to the page's
 * `ToolPage namespaces`):
 *
 *   <SecurePositionBox
 *     levelCost={cost}                                   // cost of the displayed level
 *     placeRewards={levels[level - 1].reward.map((r) => r.fp)}
 *     yourArcBonus={arcBonus}                            // the owner view's "your arc bonus"
 *     arcBonusDisabled={showSnipe}                       // the Snipe column drives it then
 *     onArcBonusChange={setArcBonus}                     // editing here updates the owner view
 *     initial={parseSecurePositionQuery(params) ?? undefined}   // sp_* keys of a permalink
 *     onValuesChange={(v) => setSpQuery(securePositionPermalinkEntries(v, { levelCost: false }))}
 *   />
 */
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import {
  type FieldValue,
  type SecurePositionField,
  type SecurePositionQueryValues,
  type SecurePositionValues,
} from "./secure-position-state";
import { useArcBonusField } from "./use-arc-bonus-field";
import { cardClass } from "@/ui/Card";

export interface SecurePositionBoxProps {
  /** Cost of the displayed level. */
  levelCost: number;
  /** FP reward of places 1..5 of the displayed level ([] when the level's rewards are unknown). */
  placeRewards: readonly number[];
  /** The owner view's "your arc bonus" (profile value). */
  yourArcBonus: number;
  /** True while the owner view shows the Snipe column, whose field then drives the Arc bonus. */
  arcBonusDisabled?: boolean;
  /** Called with every valid Arc bonus typed here; without it the edit stays in the box. */
  onArcBonusChange?: (value: number) => void;
  /** Starting values, e.g. from a permalink's `sp_*` keys (`parseSecurePositionQuery`). */
  initial?: SecurePositionQueryValues;
  /** Every change of the values shown (for the GB page's permalink). */
  onValuesChange?: (values: SecurePositionValues) => void;
}

type BoxFields = Pick<
  SecurePositionValues,
  "currentDeposits" | "yourParticipation" | "otherParticipation"
>;

const EMPTY_FIELDS: BoxFields = { currentDeposits: 0, yourParticipation: 0, otherParticipation: 0 };

export function SecurePositionBox({
  levelCost,
  placeRewards,
  yourArcBonus,
  arcBonusDisabled = false,
  onArcBonusChange,
  initial,
  onValuesChange,
}: SecurePositionBoxProps) {
  const t = useTranslations("securePosition");
  const headingId = useId();
  const arcBonus = useArcBonusField(
    yourArcBonus,
    onArcBonusChange ?? null,
    initial?.yourArcBonus ?? null,
  );
  const [fields, setFields] = useState<BoxFields>(() => ({
    currentDeposits: initial?.currentDeposits ?? 0,
    yourParticipation: initial?.yourParticipation ?? 0,
    otherParticipation: initial?.otherParticipation ?? 0,
  }));
  // The select's value is a place; a link's reward picks the first place giving that reward.
  const [place, setPlace] = useState<number | null>(() => {
    const reward = initial?.fpTargetReward;
    const index = reward === undefined ? -1 : placeRewards.indexOf(reward);
    return index >= 0 ? index : null;
  });
  const reward = place === null ? 0 : (placeRewards[place] ?? 0);
  const values: SecurePositionValues = {
    levelCost,
    ...fields,
    yourArcBonus: arcBonusDisabled ? yourArcBonus : arcBonus.value,
    fpTargetReward: reward,
  };

  const { currentDeposits, yourParticipation, otherParticipation, yourArcBonus: arc } = values;
  useEffect(() => {
    onValuesChange?.({
      levelCost,
      currentDeposits,
      yourParticipation,
      otherParticipation,
      yourArcBonus: arc,
      fpTargetReward: reward,
    });
  }, [
    onValuesChange,
    levelCost,
    currentDeposits,
    yourParticipation,
    otherParticipation,
    arc,
    reward,
  ]);

  const onChange = (field: SecurePositionField, value: FieldValue) => {
    if (field === "yourArcBonus") arcBonus.change(value);
    else if (field in EMPTY_FIELDS) setFields((previous) => ({ ...previous, [field]: value }));
  };
  const onReset = () => {
    setFields(EMPTY_FIELDS);
    setPlace(null);
    arcBonus.reset();
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cardClass("grid gap-4")}
      data-testid="secure-position-box"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t("boxTitle")}
      </h2>
      <SecurePositionCalculator
        values={values}
        onChange={onChange}
        onReset={onReset}
        levelCostReadOnly
        placeChoice={{ rewards: placeRewards, selected: place, onSelect: setPlace }}
        arcBonusDisabled={arcBonusDisabled}
        headingLevel={3}
      />
    </section>
  );
}
