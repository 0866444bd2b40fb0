"use client";
/** The owner table of one level: progress, one row (or card) per place, extra investors, totals. */
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import type { LevelInvestmentResult } from "@foe-toolbox/core/gb-investment";
import { TableCardChoice } from "@/platform/settings/TableCardChoice";
import { Card } from "@/ui/Card";
import { DataTable } from "@/ui/DataTable";
import { sumOf } from "./gb-state";
import { useOwnerColumns, type OwnerColumnsInput } from "./owner-columns";
import type { LevelBonusInfo } from "./owner-props";
import { OwnerProgress } from "./OwnerProgress";
import { OwnerTotals } from "./OwnerTotals";

// Shown only with more investors than the level has places, never in the server's HTML: its code
// loads when such an investor is listed.
const ExtraInvestors = dynamic(() => import("./ExtraInvestors").then((m) => m.ExtraInvestors));

export function OwnerResult(
  props: OwnerColumnsInput &
    LevelBonusInfo & { gbName: string; result: LevelInvestmentResult; stale: boolean } & {
      showExtra: boolean;
      setShowExtra: (value: boolean) => void;
    },
) {
  const { result, view, idPrefix } = props;
  const t = useTranslations("gbInvestment.owner");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const columns = useOwnerColumns(props);
  const owner = view.ownerInvestment;
  const hasInvestors = view.investorParticipation.length > 0;
  const title = t("tableTitle", {
    gb: props.gbName,
    from: format.number(view.level - 1),
    to: format.number(view.level),
  });

  return (
    <Card
      className={`grid grid-cols-1 gap-4 ${props.stale ? "opacity-60" : ""}`}
      aria-labelledby={`${idPrefix}-title`}
      data-tour="owner-table"
    >
      <h2 id={`${idPrefix}-title`} className="text-lg font-semibold" data-testid="owner-title">
        {title}
      </h2>
      {props.stale && <p className="text-sm text-[var(--color-muted)]">{tCalc("staleResult")}</p>}
      {(hasInvestors || owner > 0) && (
        <OwnerProgress
          id={`${idPrefix}-progress`}
          inFp={owner + sumOf(view.investorParticipation)}
          cost={result.cost}
        />
      )}
      <DataTable
        rows={result.places}
        rowKey={(row) => row.place}
        rowHeader={(row) => row.place}
        rowHeaderLabel={t("place")}
        cardTitle={(row) => t("placeN", { place: row.place })}
        columns={columns}
        caption={title}
        asCards={props.asCards}
        testId="owner"
      />
      <TableCardChoice testId="owner-card-view" />
      {result.extraInvestors.length > 0 && (
        <ExtraInvestors
          extra={result.extraInvestors}
          investors={view.investorParticipation}
          show={props.showExtra}
          setShow={props.setShowExtra}
          onSniper={props.model.setSniper}
        />
      )}
      <OwnerTotals
        level={view.level}
        cost={result.cost}
        totalPreparations={result.totalPreparations}
        owner={owner}
        bonuses={props.bonuses}
        percentKinds={props.percentKinds}
      />
    </Card>
  );
}
