"use client";
/**
 * Inputs of the leveling order (docs/tools/gb-leveling-order.md §3, §5), the levels and locks of the eligible GBs, and the
 * plan, recomputed by the core planner as the player types.
 */
import { useDeferredValue, useId, useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useBonusName } from "@/i18n/bonus-name";
import type { GbKey } from "@foe-toolbox/core/data/types";
import {
  computeGbLevelingOrderWith,
  type GbLevelingOrderDataset,
} from "@foe-toolbox/core/gb-leveling-order/compute";
import type { GbLevelingOrderRewardKind } from "@foe-toolbox/core/gb-leveling-order/rewards";
import { describedBy, Field } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import {
  BONUS_PERCENT_MAX,
  FP_PER_DAY_MAX,
  GB_LEVEL_MAX,
  GOODS_MAX,
} from "@/platform/calculator/field-ranges";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useToolShortener } from "@/platform/calculator/tool-contract";
import { runCalculation, useCalculation } from "@/platform/calculator/use-calculation";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import { useGbRules } from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { fillGbsFromEntered } from "@/platform/gb-levels/fill-entered";
import { EnteredLevelsUsed } from "@/platform/gb-levels/EnteredLevelsUsed";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { gbName, type GbNames } from "./gb-name";
import { GbLevelsList } from "./GbLevelsList";
import { PlanTable } from "./PlanTable";
import { rewardOptions } from "./reward-options";
import {
  isRandomReward,
  permalinkQuery,
  plannerInput,
  splitsTiers,
  usesProduction,
  type FieldValue,
  type LevelingSettings,
} from "./state";
import { levelingTool } from "./tool";
import { useLevelingState } from "./use-leveling-state";
import { cardClass } from "@/ui/Card";

const CARD = cardClass();
const TIERS = {
  lastCopper: PRESTIGE_RULES.lastCopperLevel,
  firstGold: PRESTIGE_RULES.lastCopperLevel + 1,
};
const NO_GBS: readonly GbKey[] = [];

/** Fields the error of the planner can name, in the order of the form. */
const SETTING_FIELDS = [
  "targetLevel",
  "goodsFpRatio",
  "investorPercentage",
  "investorPercentageGold",
  "fpPer24h",
  "randomRewardPer24h",
] as const;

/** Plans of up to this many rows are drawn in the input's own render (not deferred). */
const DIRECT_PLAN_ROWS = 60;

export function LevelingPlanner({
  data: downloaded,
  gbNames,
}: {
  data: GbLevelingOrderDataset;
  gbNames: GbNames;
}) {
  const t = useTranslations("gbLevelingOrder");
  const tRules = useTranslations("gbRules");
  const tBonus = useBonusName();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = useId();
  const state = useLevelingState();
  const { settings, setSettings, levels, locked } = state;
  const gbRules = useGbRules(state.permalinkActive);
  const rules = gbRules.rules;
  // Level costs the player entered fill the data's gaps (docs/tools/gb-prestige.md).
  const entered = useCurrentProfile((p) => p.enteredLevels);
  const filled = useMemo(() => fillGbsFromEntered(downloaded.gbs, entered), [downloaded, entered]);
  const data = useMemo(() => ({ gbs: filled.gbs }), [filled]);
  const reward = settings.reward;
  const random = isRandomReward(reward) && settings.includeRandomRewards;

  // Which GBs give the bonus does not depend on the numbers, so the list stays right while a
  // field is invalid (target 0: nothing is planned, only the eligible GBs are listed).
  const eligible = useMemo(() => {
    if (reward === null) return NO_GBS;
    const outcome = runCalculation(computeGbLevelingOrderWith, {
      reward,
      includeRandomRewards: random,
      targetLevel: 0,
      data,
      rules,
    });
    return outcome.ok ? outcome.value.eligibleGbs : NO_GBS;
  }, [reward, random, data, rules]);
  const query = permalinkQuery(settings, levels, locked, rules);
  const shorten = useToolShortener(levelingTool, undefined);
  const splitTiers = splitsTiers(settings, levels, locked, eligible, rules);

  const calculation = useCalculation(
    () =>
      reward === null
        ? null
        : {
            // The bonus travels with its plan: a stale plan keeps the caption of its own bonus.
            reward,
            ...computeGbLevelingOrderWith({
              ...plannerInput({ ...settings, reward }, levels, locked, eligible, rules),
              data,
            }),
          },
    [settings, levels, locked, eligible, data, rules],
  );
  const { result, error, stale } = calculation;
  // A plan up to every last level has hundreds of rows: the table follows in a background render
  // so that typing stays responsive. A short plan is drawn with the input, in its own frame: a
  // second render and commit would cost more than its rows.
  const deferredResult = useDeferredValue(result);
  const shownResult =
    result !== null && result.plan.length <= DIRECT_PLAN_ROWS ? result : deferredResult;

  const options = useMemo(() => rewardOptions((kind) => tBonus(kind), locale), [tBonus, locale]);
  const set =
    <K extends keyof LevelingSettings>(key: K) =>
    (value: LevelingSettings[K]) =>
      setSettings((previous) => ({ ...previous, [key]: value }));
  const fieldError = (field: string) => (isErrorFor(error, field) ? errorMessage(error) : null);
  const shownFields: string[] = [
    ...SETTING_FIELDS.filter(
      (f) =>
        (f !== "randomRewardPer24h" || usesProduction(settings)) &&
        (f !== "investorPercentageGold" || splitTiers),
    ),
    "currentLevels",
  ];
  const otherError =
    error && !shownFields.some((f) => isErrorFor(error, f)) ? errorMessage(error) : null;

  const numberField = (
    field: (typeof SETTING_FIELDS)[number],
    label: string,
    bounds: { min: number; max?: number; step?: number },
    hint?: string,
  ) => {
    const fieldId = `${id}-${field}`;
    const message = fieldError(field);
    return (
      <Field id={fieldId} label={label} hint={hint} error={message}>
        <NumberInput
          id={fieldId}
          testId={`leveling-${field}`}
          value={settings[field]}
          onChange={set(field) as (value: FieldValue) => void}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          invalid={message !== null}
          describedBy={describedBy(fieldId, { hint, error: message })}
        />
      </Field>
    );
  };

  const rewardId = `${id}-reward`;
  const randomName = `${id}-random`;
  return (
    <div className="grid gap-6">
      {state.permalinkActive && <PermalinkModeNotice onKeep={state.keepPermalinkValues} />}
      <section aria-labelledby={`${id}-settings`} className={CARD}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-settings`} className="text-lg font-semibold">
            {t("settings")}
          </h2>
          <PermalinkLink query={query} shorten={shorten} />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field id={rewardId} label={t("reward.label")} className="sm:col-span-2 lg:col-span-1">
            <select
              id={rewardId}
              data-testid="leveling-reward"
              value={reward ?? ""}
              onChange={(event) => set("reward")(event.target.value as GbLevelingOrderRewardKind)}
              className="h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
            >
              <option value="" disabled>
                {t("reward.placeholder")}
              </option>
              <optgroup label={t("reward.popular")}>
                {options.popular.map((kind) => (
                  <option key={kind} value={kind}>
                    {tBonus(kind)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("reward.all")}>
                {options.all.map((kind) => (
                  <option key={kind} value={kind}>
                    {tBonus(kind)}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
          {numberField(
            "targetLevel",
            t("targetLevel.label"),
            { min: -1, max: GB_LEVEL_MAX },
            t("targetLevel.hint"),
          )}
          {numberField(
            "goodsFpRatio",
            t("goodsFpRatio.label"),
            { min: 0, max: 1, step: 0.1 },
            t("goodsFpRatio.hint"),
          )}
          {numberField(
            "investorPercentage",
            splitTiers
              ? `${t("investorPercentage.label")} – ${tRules("copperLevels", TIERS)}`
              : t("investorPercentage.label"),
            { min: 0, max: BONUS_PERCENT_MAX, step: 0.1 },
            t("investorPercentage.hint"),
          )}
          {splitTiers &&
            numberField(
              "investorPercentageGold",
              `${t("investorPercentage.label")} – ${tRules("goldLevels", TIERS)}`,
              { min: 0, max: BONUS_PERCENT_MAX, step: 0.1 },
            )}
          {numberField(
            "fpPer24h",
            reward === "forgePoints" ? t("fpPer24h.labelFp") : t("fpPer24h.label"),
            { min: 1, max: FP_PER_DAY_MAX },
            reward === "forgePoints" ? t("fpPer24h.hintFp") : undefined,
          )}
          {isRandomReward(reward) && (
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-medium">{t("random.label")}</legend>
              <div className="flex gap-2">
                {([true, false] as const).map((value) => (
                  <label
                    key={String(value)}
                    className="inline-flex h-10 min-w-20 cursor-pointer items-center justify-center gap-2 rounded-lg border border-[var(--color-line)] px-3 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-[var(--color-brand-soft)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--color-brand)]"
                  >
                    <input
                      type="radio"
                      name={randomName}
                      className="h-4 w-4 accent-[var(--color-brand-strong)]"
                      checked={settings.includeRandomRewards === value}
                      onChange={() => set("includeRandomRewards")(value)}
                    />
                    {value ? t("random.yes") : t("random.no")}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {usesProduction(settings) &&
            numberField(
              "randomRewardPer24h",
              reward === "goods" ? t("production.goods") : t("production.supplies"),
              { min: 1, max: GOODS_MAX },
              t("production.hint"),
            )}
        </div>
      </section>

      <GbRulesNotice {...gbRules} testId="leveling-rules" />
      {eligible
        .filter((key) => filled.used[key])
        .map((key) => (
          <div key={key} className="flex flex-wrap gap-1 text-sm" data-testid="leveling-entered">
            <span className="font-medium">{gbName(gbNames, key)}:</span>
            <EnteredLevelsUsed levels={filled.used[key]!} testId={`leveling-entered-${key}`} />
          </div>
        ))}
      {reward === null ? (
        <p data-testid="leveling-choose" className={`${CARD} text-[var(--color-muted)]`}>
          {t("reward.choose")}
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <GbLevelsList
            eligible={eligible}
            levels={levels}
            locked={locked}
            gbNames={gbNames}
            onLevel={state.setLevel}
            onToggleLock={state.toggleLock}
            error={isErrorFor(error, "currentLevels") ? errorMessage(error) : null}
          />
          <PlanTable result={shownResult} stale={stale} otherError={otherError} gbNames={gbNames} />
        </div>
      )}
    </div>
  );
}
