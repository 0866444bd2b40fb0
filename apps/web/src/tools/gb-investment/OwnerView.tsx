"use client";
/**
 * Owner view of one level (docs: the GB investment tool): what the owner must put in to secure
 * each place at the thread rate, with the investors already on the level. Every number comes
 * from `computeLevelInvestment`; this component only lays out the inputs, the table and the
 * panels mounted under it.
 */
import { memo, useId, useMemo, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { useErrorMessage } from "@/platform/calculator/errors";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { asCardsFor, useGlobalSettings } from "@/platform/settings/global-store";
import { cardClass } from "@/ui/Card";
import type { OwnerViewProps } from "./owner-props";
import type { OwnerViewSlotProps } from "./owner-slot";
import { placeValues } from "./gb-state";
import { OwnerInputs } from "./OwnerInputs";
import { levelMissingFromData, OwnerEnteredUsed, OwnerLevelEntry } from "./OwnerLevelEntry";
import { OwnerResult } from "./OwnerResult";
import { useOwnerView } from "./use-owner-view";

export type { LevelBonusInfo, OwnerViewProps } from "./owner-props";

/**
 * Memoised: the page is redrawn for what only its header shows (the panels' link keys), and the
 * view's props are kept stable for that (docs/architecture.md, "Redraws").
 */
export const OwnerView = memo(function OwnerView(props: OwnerViewProps) {
  const { levels, state, update, includePlaces, setIncludePlaces, includeLocked } = props;
  const rules = props.rules.rules;
  const t = useTranslations("gbInvestment.owner");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [showExtra, setShowExtra] = useState(false);
  const cardSetting = useGlobalSettings((s) => s.displayTableCard);
  const model = useOwnerView({ levels, rules, state, update, includeLocked, setIncludePlaces });
  const { view, result, calculation } = model;
  // A level the player can still enter is asked for (OwnerLevelEntry) rather than called unknown.
  const asking = model.unknownData && model.levelToAsk;
  const slotInclude = useMemo(
    () => placeValues(includePlaces, model.placeCount, true),
    [includePlaces, model.placeCount],
  );

  const slotProps: OwnerViewSlotProps = {
    gbKey: props.gbKey,
    gbName: props.gbName,
    gbShortName: props.gbShortName,
    levels: levels as GbLevel[],
    level: view.level,
    levelCost: model.cost,
    rules,
    placeCount: model.placeCount,
    investorPercentages: model.percentages,
    investors: view.investorParticipation,
    ownerPreparation: view.ownerInvestment,
    result,
    yourArcBonus: state.ownerArc,
    yourArcBonusGold: state.ownerArcGold,
    setYourArcBonus: (value) => {
      if (Number.isFinite(value) && value >= 0)
        update((st) => (st.ownerArc === value ? st : { ...st, ownerArc: value }));
    },
    showSnipe: state.showSnipe,
    includePlaces: slotInclude,
    setIncludePlaces,
    setIncludeLocked: props.setIncludeLocked,
    permalinkParams: props.permalinkParams,
    registerPermalinkParams: props.registerPermalinkParams,
  };

  const levelEntry = (
    <OwnerLevelEntry level={view.level} levels={levels} entered={props.entered} rules={rules} />
  );
  // A level missing from the data is asked for before the result; correcting a known level is
  // offered below it, so a phone's first screen keeps P1's amount (docs/tools/gb-prestige.md).
  const missing = levelMissingFromData(props.entered, view.level, rules);
  return (
    <div className="grid grid-cols-1 gap-4">
      <OwnerInputs id={id} model={model} levelCount={levels.length} showSnipe={state.showSnipe} />
      {missing && levelEntry}
      {asking ? null : model.unknownData ? (
        <p
          role="status"
          className={cardClass("text-[var(--color-muted)]")}
          data-testid="owner-unknown"
        >
          <strong className="block text-[var(--color-ink)]">{tCalc("unknownForLevel")}</strong>
          {t("unknownLevel", { level: format.number(view.level) })}
        </p>
      ) : result ? (
        <OwnerResult
          idPrefix={id}
          gbName={props.gbName}
          levels={levels}
          rules={rules}
          view={view}
          model={model}
          result={result}
          stale={calculation.stale}
          showExtra={showExtra}
          setShowExtra={setShowExtra}
          showSnipe={state.showSnipe}
          asCards={asCardsFor(cardSetting)}
          includePlaces={includePlaces}
          setIncludePlaces={setIncludePlaces}
          includeLocked={includeLocked}
          bonuses={props.bonuses}
          percentKinds={props.percentKinds}
        />
      ) : calculation.error ? (
        <p role="alert" className={cardClass("text-[var(--color-danger)]")}>
          {errorMessage(calculation.error)}
        </p>
      ) : null}
      {!missing && levelEntry}
      {result && <OwnerEnteredUsed level={view.level} used={props.entered.used} />}
      <GbRulesNotice {...props.rules} testId="gbi-rules" />
      {props.children?.(slotProps)}
    </div>
  );
});
