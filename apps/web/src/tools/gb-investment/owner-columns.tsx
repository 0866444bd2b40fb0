"use client";
/**
 * The columns of the owner table: what each cell of a place shows. Which columns are shown
 * depends on the investors on the level and on the Snipe switch.
 */
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Lock } from "@/ui/icons/Lock";
import { Plus } from "@/ui/icons/Plus";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { threadRateReward, type PlaceRow } from "@foe-toolbox/core/gb-investment";
import type { DataColumn } from "@/ui/DataTable";
import { IconButton } from "@/ui/IconButton";
import { InfoTip } from "@/ui/InfoTip";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { withPlaceValue, type OwnerViewSettings } from "./gb-state";
import { PlacePercentage } from "./PlacePercentage";
import { TakenToggle } from "./TakenToggle";
import { Roi } from "./ui";
import type { OwnerViewModel } from "./use-owner-view";

export interface OwnerColumnsInput {
  idPrefix: string;
  view: OwnerViewSettings;
  levels: readonly GbLevel[];
  rules: GbRules;
  model: OwnerViewModel;
  showSnipe: boolean;
  asCards: boolean | "auto";
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  includeLocked: boolean;
}

export function useOwnerColumns(input: OwnerColumnsInput): DataColumn<PlaceRow>[] {
  const { idPrefix, view, levels, model, asCards, includePlaces, setIncludePlaces } = input;
  const t = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  const owner = view.ownerInvestment;
  const hasInvestors = view.investorParticipation.length > 0;
  // Under Prestige only the FP come from the rules: blueprints and medals are unknown (docs/tools/gb-prestige.md).
  const levelRewards = input.rules === "live" ? (levels[view.level - 1]?.reward ?? null) : null;
  const locked = view.lockInvestorPercentage;

  const plusButton = (label: string, onClick: () => void) => (
    <IconButton size="sm" label={label} onClick={onClick}>
      <Plus aria-hidden="true" className="h-3.5 w-3.5" />
    </IconButton>
  );
  const secured = <span className="text-emerald-700 dark:text-emerald-400">({t("secured")})</span>;

  // FP, blueprints and medals, each followed by its value at the place's rate when not 0; "?" when unknown.
  const rewardTip = (row: PlaceRow, index: number) => {
    const reward = levelRewards?.[index];
    const pct = model.percentages[index] ?? 0;
    const value = (x: number | undefined) =>
      x === undefined
        ? "?"
        : x === 0
          ? format.number(0)
          : t("rewardBoosted", {
              value: format.number(x),
              boosted: format.number(threadRateReward(x, pct)),
            });
    return (
      <span className="block" data-testid="reward-details">
        <span className="block">{t("rewardFp", { value: value(row.reward) })}</span>
        <span className="block">{t("rewardBlueprints", { value: value(reward?.bp) })}</span>
        <span className="block">{t("rewardMedals", { value: value(reward?.medals) })}</span>
      </span>
    );
  };

  const preparationCell = (row: PlaceRow) => {
    const setOwner = plusButton(t("setOwnerFp", { value: format.number(row.preparation) }), () =>
      model.setOwnerFp(row.preparation),
    );
    const amount = <span data-value>{format.number(row.preparation)}</span>;
    if (owner > 0 && row.preparation > 0) {
      const left = row.preparation - owner;
      return (
        <>
          {amount}{" "}
          {left > 0 ? (
            <>
              <span
                className="text-[var(--color-danger)]"
                title={t("stillToPut", { value: format.number(left) })}
              >
                ({format.number(left)})
              </span>
              {setOwner}
            </>
          ) : (
            secured
          )}
        </>
      );
    }
    return (
      <>
        {amount} {row.preparation === 0 ? secured : owner === 0 ? setOwner : null}
      </>
    );
  };

  const expectedCell = (row: PlaceRow) => (
    <>
      <span data-value>{format.number(row.expectedParticipation)}</span>
      {(row.isInvestorParticipation || model.canAddExpected(row.expectedParticipation)) && (
        <TakenToggle
          place={row.place}
          pressed={row.isInvestorParticipation}
          onToggle={() => model.toggleTaken(row)}
        />
      )}
    </>
  );

  const alreadyInCell = (row: PlaceRow) =>
    row.isInvestorParticipation ? (
      <span className="inline-flex items-center gap-2">
        <span data-value>{format.number(row.participation)}</span>
        <Roi value={row.roi} />
      </span>
    ) : (
      <>
        <span data-value>0</span>
        {row.participation > 0 && (
          <span className="ml-1 text-[var(--color-muted)]" title={t("expectedInvestment")}>
            ({format.number(row.participation)})
          </span>
        )}
      </>
    );

  const snipeCell = (row: PlaceRow) => {
    if (row.snipe === null) return null;
    if (row.snipe.fp === null)
      return (
        <span title={t("snipeLocked")} className="inline-flex">
          <Lock aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t("snipeLocked")}</span>
        </span>
      );
    return (
      <span className="inline-flex items-center gap-2">
        <span data-value>{format.number(row.snipe.fp)}</span>
        {row.snipe.roi !== null && <Roi value={row.snipe.roi} />}
      </span>
    );
  };

  const percentageInput = (row: PlaceRow, index: number) => (
    <PlacePercentage
      id={`${idPrefix}-pct-${row.place}`}
      label={t("percentageOfPlace", { place: row.place })}
      value={model.percentages[index] ?? view.investorPercentageGlobal}
      disabled={locked}
      check={(value) => model.checkPlacePercentage(index, value)}
      onCommit={(value) => model.setPlacePercentage(index, value)}
    />
  );

  const sniperBox = (row: PlaceRow) =>
    row.investorIndex >= 0 ? (
      <input
        type="checkbox"
        className="h-5 w-5"
        aria-label={t("sniperOfPlace", { place: row.place })}
        checked={view.investorParticipation[row.investorIndex]?.isPotentialSniper ?? false}
        onChange={(event) => model.setSniper(row.investorIndex, event.target.checked)}
      />
    ) : null;

  const includeBox = (row: PlaceRow, index: number) => (
    <input
      type="checkbox"
      className="h-5 w-5"
      aria-label={t("includeOfPlace", { place: row.place })}
      checked={includePlaces[index] ?? true}
      disabled={input.includeLocked}
      onChange={(event) =>
        setIncludePlaces(withPlaceValue(includePlaces, index, event.target.checked, true))
      }
    />
  );

  const columns: (DataColumn<PlaceRow> & { show: boolean })[] = [
    {
      key: "reward",
      label: t("defaultRewards"),
      show: true,
      cell: (row, i): ReactNode => (
        <InfoTip
          content={rewardTip(row, i)}
          align={asCards === "auto" ? "auto" : asCards ? "end" : "start"}
        >
          <span data-value>{format.number(row.reward)}</span>
        </InfoTip>
      ),
    },
    { key: "preparation", label: t("ownerPreparation"), show: true, cell: preparationCell },
    { key: "expected", label: t("rewardsWithRate"), show: true, cell: expectedCell },
    { key: "in", label: t("fpAlreadyIn"), show: hasInvestors, cell: alreadyInCell },
    { key: "snipe", label: t("spotSnipe"), show: input.showSnipe, cell: snipeCell },
    { key: "percentage", label: t("investorPercentage"), show: true, cell: percentageInput },
    { key: "sniper", label: t("isSniper"), show: hasInvestors, cell: sniperBox },
    { key: "include", label: t("includeInCopy"), show: true, cell: includeBox },
  ];
  return columns.filter((c) => c.show);
}
