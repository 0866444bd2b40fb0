"use client";
/** The inputs of the owner view: level, thread rate, owner FP, investors and Snipe. */
import { useFormatter, useTranslations } from "next-intl";
import { Lock } from "@/ui/icons/Lock";
import { LockOpen } from "@/ui/icons/LockOpen";
import { Plus } from "@/ui/icons/Plus";
import { useErrorMessage } from "@/platform/calculator/errors";
import { Card } from "@/ui/Card";
import { describedBy, Field } from "@/ui/Field";
import { IconButton } from "@/ui/IconButton";
import { NumberInput } from "@/ui/NumberInput";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import { sumOf, type ArcTier } from "./gb-state";
import { InvestorChips } from "./InvestorChips";
import type { OwnerViewModel } from "./use-owner-view";

export function OwnerInputs({
  id,
  model,
  levelCount,
  showSnipe,
}: {
  id: string;
  model: OwnerViewModel;
  levelCount: number;
  showSnipe: boolean;
}) {
  const t = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const { view, fields, newInvestor, cost } = model;
  const arcLabel = useArcLabel();
  const { level, global, ownerFp, arc } = fields;
  const locked = view.lockInvestorPercentage;
  const inputsId = (name: string) => `${id}-${name}`;
  return (
    // Two columns from the smallest phone, so the level, the rate and the table fit the first screen.
    <Card className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-3" data-tour="owner-inputs">
      <Field
        id={inputsId("level")}
        label={t("level", { from: format.number(view.level - 1), to: format.number(view.level) })}
        error={errorMessage(level.error)}
      >
        <NumberInput
          id={inputsId("level")}
          testId="owner-level"
          value={level.draft}
          onChange={level.onChange}
          min={1}
          max={levelCount}
          buttons
          invalid={level.error !== null}
          describedBy={describedBy(inputsId("level"), { error: level.error })}
        />
      </Field>
      <Field
        id={inputsId("global")}
        label={t("globalPercentage")}
        error={errorMessage(global.error)}
      >
        <div className="flex items-center gap-1" data-tour="owner-percentage">
          <NumberInput
            id={inputsId("global")}
            testId="owner-global-percentage"
            value={global.draft}
            onChange={global.onChange}
            min={0}
            max={BONUS_PERCENT_MAX}
            step={0.1}
            disabled={locked}
            invalid={global.error !== null}
            describedBy={describedBy(inputsId("global"), { error: global.error })}
          />
          <IconButton
            aria-pressed={locked}
            label={locked ? t("unlock") : t("lock")}
            testId="owner-lock"
            onClick={model.toggleLock}
          >
            {locked ? (
              <Lock aria-hidden="true" className="h-4 w-4" />
            ) : (
              <LockOpen aria-hidden="true" className="h-4 w-4" />
            )}
          </IconButton>
        </div>
      </Field>
      <Field id={inputsId("owner")} label={t("ownerFp")} error={errorMessage(ownerFp.error)}>
        <NumberInput
          id={inputsId("owner")}
          testId="owner-fp"
          value={ownerFp.draft}
          onChange={ownerFp.onChange}
          min={0}
          max={cost === null ? undefined : Math.max(0, cost - sumOf(view.investorParticipation))}
          invalid={ownerFp.error !== null}
          describedBy={describedBy(inputsId("owner"), { error: ownerFp.error })}
        />
      </Field>
      <Field
        id={inputsId("add")}
        label={t("addInvestor")}
        hint={t("addInvestorHint")}
        error={errorMessage(newInvestor.error)}
        className="md:col-span-2 lg:col-span-1"
      >
        <div
          className="flex items-center gap-1"
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              newInvestor.submit();
            }
          }}
        >
          <NumberInput
            id={inputsId("add")}
            testId="owner-add-investor"
            value={newInvestor.value}
            onChange={newInvestor.set}
            min={0}
            max={model.freeForInvestor ?? undefined}
            disabled={!newInvestor.enabled}
            invalid={newInvestor.error !== null}
            describedBy={describedBy(inputsId("add"), { hint: true, error: newInvestor.error })}
          />
          <IconButton
            onClick={newInvestor.submit}
            disabled={!newInvestor.enabled}
            label={t("addInvestorButton")}
            testId="owner-add-investor-button"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </IconButton>
        </div>
      </Field>
      {view.investorParticipation.length > 0 && (
        <InvestorChips
          id={inputsId("list")}
          investors={view.investorParticipation}
          onRemove={model.removeInvestor}
        />
      )}
      <div className="col-span-2 flex flex-wrap items-end gap-x-6 gap-y-3 lg:col-span-3">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm" data-tour="snipe">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={showSnipe}
            data-testid="owner-show-snipe"
            onChange={(event) => model.setShowSnipe(event.target.checked)}
          />
          {t("showSnipe")}
        </label>
        {showSnipe && (
          <Field
            id={inputsId("arc")}
            label={arcLabel(model.arcTier)}
            error={errorMessage(arc.error)}
            className="w-48"
          >
            <NumberInput
              id={inputsId("arc")}
              testId={model.arcTier === "gold" ? "owner-arc-gold" : "owner-arc"}
              value={arc.draft}
              onChange={arc.onChange}
              min={0}
              max={BONUS_PERCENT_MAX}
              step={0.1}
              invalid={arc.error !== null}
              describedBy={describedBy(inputsId("arc"), { error: arc.error })}
            />
          </Field>
        )}
      </div>
    </Card>
  );
}

/** The label of an Arc bonus field: which boost it is under Prestige (copper up to 100, gold from 101). */
export function useArcLabel(): (tier: ArcTier) => string {
  const t = useTranslations("gbInvestment.owner");
  const last = PRESTIGE_RULES.lastCopperLevel;
  return (tier) =>
    tier === "live"
      ? t("yourArc")
      : tier === "copper"
        ? t("yourArcCopper", { lastCopper: last })
        : t("yourArcGold", { firstGold: last + 1 });
}
