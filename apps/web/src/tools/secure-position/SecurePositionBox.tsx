"use client";
/**
 * The secure-position box of the GB owner view (docs/tools/secure-position.md §5): same inputs and
 * result as the standalone page, read from the page's one state. The level cost is the displayed
 * level's (read-only), "FP already on the level" starts from the owner's FP and the investors
 * entered above (a value typed here stands until the page's FP change), the targeted place is
 * picked among the level's places (5, or 7 on a gold level under Prestige), and the Arc bonus is the
 * owner view's. What is typed here is the box's own and starts again on another level. Under
 * Prestige (docs/tools/gb-prestige.md) the rewards come from the level cost when the page passes
 * none, the boosted reward is rounded to 5 and the Arc field names the tier's boost.
 *
 * Usage in the GB page (client component, owner view; add "securePosition" to the page's
 * `ToolPage namespaces`):
 *
 *   <SecurePositionBox
 *     level={level}                                      // the displayed level
 *     levelCost={cost}                                   // cost of the level (data's or entered)
 *     deposits={ownerFp + investorsFp}                   // FP entered on the page for the level
 *     placeRewards={levels[level - 1].reward.map((r) => r.fp)}   // or [] under Prestige
 *     rules={rules}                                      // useGbRules(…).rules; default "live"
 *     placeCount={placeCountOf(rules, level)}            // 5 or 7; default 5
 *     yourArcBonus={arcBonus}                            // the owner view's "your arc bonus"
 *     arcBonusDisabled={showSnipe}                       // the Snipe column drives it then
 *     onArcBonusChange={setArcBonus}                     // editing here updates the owner view
 *     initial={parseSecurePositionQuery(params) ?? undefined}   // sp_* keys of a permalink
 *     onValuesChange={(v) => setSpQuery(securePositionPermalinkEntries(v, { levelCost: false }))}
 *   />
 */
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import { useArcBonusLabel } from "./SecureGbCalculator";
import { LIVE_PLACE_COUNT, prestigeRewardsOf, tierOf } from "./secure-gb-level";
import type { CalculationError } from "@/platform/calculator/use-calculation";
import {
  isValidArcBonus,
  type FieldValue,
  type SecurePositionField,
  type SecurePositionQueryValues,
  type SecurePositionValues,
} from "./secure-position-state";
import { useDraftField } from "@/platform/calculator/draft-fields";
import { cardClass } from "@/ui/Card";

export interface SecurePositionBoxProps {
  /**
   * The displayed level (the level being built): the box's own values start again when it
   * changes; under Prestige it gives the tier (copper up to 100, gold from 101).
   */
  level: number;
  /** Cost of the displayed level: the data's, or the one the player entered (0 when unknown). */
  levelCost: number;
  /** FP the page has on the level (the owner's and the investors'). */
  deposits: number;
  /**
   * Base FP reward of each place of the displayed level, P1 first ([] when unknown). Under
   * Prestige an empty list is computed from `levelCost` (`computePrestigeRewards`).
   */
  placeRewards: readonly number[];
  /** Great Building rules of the page (`useGbRules`); default "live". */
  rules?: GbRules;
  /** Places the select offers: 5, or 7 for a gold level under Prestige; default 5. */
  placeCount?: number;
  /** The owner view's "your arc bonus" (profile value). */
  yourArcBonus: number;
  /** True while the owner view shows the Snipe column, whose field then drives the Arc bonus. */
  arcBonusDisabled?: boolean;
  /** Called with every valid Arc bonus typed here; without it the edit stays in the box. */
  onArcBonusChange?: (value: number) => void;
  /**
   * Starting values on the first level shown, e.g. a permalink's `sp_*` keys
   * (`parseSecurePositionQuery`); the Arc bonus is the page's, not taken from here.
   */
  initial?: SecurePositionQueryValues;
  /** Every change of the values shown (for the GB page's permalink). */
  onValuesChange?: (values: SecurePositionValues) => void;
}

type BoxFields = Pick<SecurePositionValues, "yourParticipation" | "otherParticipation">;

function checkArcBonus(value: number): CalculationError | null {
  return isValidArcBonus(value) ? null : { name: "NegativeValueError", field: "yourArcBonus" };
}

const EMPTY_FIELDS: BoxFields = { yourParticipation: 0, otherParticipation: 0 };

/** What was typed in the box for one level; `deposits` stands while the page's FP are `over`. */
interface BoxState {
  level: number;
  fields: BoxFields;
  deposits: { over: number; value: FieldValue } | null;
  /** Index of the chosen place, null when none. */
  place: number | null;
}

export function SecurePositionBox({
  level,
  levelCost,
  deposits,
  placeRewards: givenRewards,
  rules = "live",
  placeCount = LIVE_PLACE_COUNT,
  yourArcBonus,
  arcBonusDisabled = false,
  onArcBonusChange,
  initial,
  onValuesChange,
}: SecurePositionBoxProps) {
  const t = useTranslations("securePosition");
  const headingId = useId();
  const placeRewards = (
    givenRewards.length === 0 && rules === "prestige"
      ? (prestigeRewardsOf(level, levelCost) ?? [])
      : givenRewards
  ).slice(0, placeCount);
  const arcLabel = useArcBonusLabel({ tier: tierOf(rules, level) });
  // The Arc bonus is the owner view's: a valid edit goes there (or, without a handler, stays in
  // the box); an emptied or unreadable field is a draft of the box.
  const [ownArc, setOwnArc] = useState<number | null>(null);
  const arcBonus = useDraftField(
    onArcBonusChange ? yourArcBonus : (ownArc ?? yourArcBonus),
    onArcBonusChange ?? setOwnArc,
    checkArcBonus,
    { keepEmpty: true },
  );
  const fresh = (): BoxState => ({ level, fields: EMPTY_FIELDS, deposits: null, place: null });
  const [box, setBox] = useState<BoxState>(() => {
    // A link's reward picks the first place giving that reward.
    const reward = initial?.fpTargetReward;
    const index = reward === undefined ? -1 : placeRewards.indexOf(reward);
    return {
      level,
      fields: {
        yourParticipation: initial?.yourParticipation ?? 0,
        otherParticipation: initial?.otherParticipation ?? 0,
      },
      deposits:
        initial?.currentDeposits === undefined
          ? null
          : { over: deposits, value: initial.currentDeposits },
      place: index >= 0 ? index : null,
    };
  });
  const clearArc = () => {
    arcBonus.clear();
    setOwnArc(null);
  };
  if (box.level !== level) {
    // Another level: nothing typed here carries over (render-time, never one frame late).
    setBox(fresh());
    clearArc();
  }
  const { place } = box;
  const reward = place === null ? 0 : (placeRewards[place] ?? 0);
  const values: SecurePositionValues = {
    levelCost,
    currentDeposits: box.deposits && box.deposits.over === deposits ? box.deposits.value : deposits,
    ...box.fields,
    yourArcBonus: arcBonusDisabled ? yourArcBonus : arcBonus.draft,
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
    if (field === "yourArcBonus") arcBonus.onChange(value);
    else if (field === "currentDeposits")
      setBox((previous) => ({ ...previous, deposits: { over: deposits, value } }));
    else if (field in EMPTY_FIELDS)
      setBox((previous) => ({ ...previous, fields: { ...previous.fields, [field]: value } }));
  };
  const onReset = () => {
    setBox(fresh());
    clearArc();
  };
  const setPlace = (index: number | null) => setBox((previous) => ({ ...previous, place: index }));

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
        arcBonusLabel={arcLabel}
        rules={rules}
        headingLevel={3}
      />
    </section>
  );
}
