"use client";
/**
 * The plan of docs/tools/gb-power-leveling.md §4: the totals, then one row per level with its
 * places, the owner's share, the production collected, the running totals, the days and a button
 * that copies the level's promotion message.
 */
import { useFormatter, useTranslations } from "next-intl";
import { Check } from "@/ui/icons/Check";
import { Copy } from "@/ui/icons/Copy";
import { getDurationParts, type Duration } from "@foe-toolbox/core/gb-forecast-cost";
import type { PowerLevelingResult, PowerLevelingRow } from "@foe-toolbox/core/gb-power-leveling";
import { buttonClass } from "@/ui/button";
import { DataTable, type DataColumn } from "@/ui/DataTable";

export interface PlanResultsProps {
  plan: PowerLevelingResult;
  gbName: string;
  /** The GB produces FP: the production columns are shown. */
  producesFp: boolean;
  asCards: boolean | "auto";
  stale: boolean;
  /** Key of the copy button that just copied (`levelCopyKey`). */
  copiedKey: string | null;
  onCopy: (row: PowerLevelingRow) => void;
}

export const levelCopyKey = (level: number) => `level-${level}`;

export function PlanResults(props: PlanResultsProps) {
  const { plan, gbName, producesFp, stale } = props;
  const t = useTranslations("gbPowerLeveling");
  const format = useFormatter();
  const n = (value: number) => format.number(value);
  // Each place's rate is shown only when the places do not all use the same one.
  const rates = plan.rows.flatMap((row) => row.places.map((p) => p.percentage));
  const showRates = rates.some((rate) => rate !== rates[0]);
  const first = plan.rows[0];
  const last = plan.rows[plan.rows.length - 1];

  const durationText = (duration: Duration) =>
    getDurationParts(duration)
      .map((part) => t(`duration.${part.unit}`, { count: part.count }))
      .join(", ");
  const daysText = (days: number | null) => {
    if (days === null) return "–";
    if (days === 0) return t("noTimeNeeded");
    return t("days", { days });
  };

  const columns: DataColumn<PowerLevelingRow>[] = [
    { key: "cost", label: t("cost"), cell: (row) => n(row.cost) },
    {
      key: "places",
      label: t("places"),
      cell: (row) => (
        <ul className="flex flex-wrap justify-end gap-x-3 gap-y-1 lg:justify-start">
          {row.places.map((p) => (
            <li key={p.place} data-testid={`gbpl-place-${row.level}-${p.place}`}>
              {showRates
                ? t("placeWithRate", { place: p.place, amount: n(p.amount), rate: p.percentage })
                : t("place", { place: p.place, amount: n(p.amount) })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: "share", label: t("ownerShare"), cell: (row) => n(row.ownerShare) },
    ...(producesFp
      ? [
          {
            key: "production",
            label: t("production"),
            cell: (row: PowerLevelingRow) =>
              row.production === null ? t("unknown") : n(row.production),
          },
          { key: "net", label: t("ownerNet"), cell: (row: PowerLevelingRow) => n(row.ownerNet) },
        ]
      : []),
    { key: "totalCost", label: t("cumulativeCost"), cell: (row) => n(row.cumulativeCost) },
    {
      key: "totalShare",
      label: t("cumulativeShare"),
      cell: (row) => n(producesFp ? row.cumulativeOwnerNet : row.cumulativeOwnerShare),
    },
    ...(plan.days === null
      ? []
      : [
          {
            key: "days",
            label: t("daysColumn"),
            cell: (row: PowerLevelingRow) => daysText(row.days),
          },
        ]),
    {
      key: "copy",
      label: t("message"),
      cell: (row) => {
        const copied = props.copiedKey === levelCopyKey(row.level);
        return (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => props.onCopy(row)}
            data-testid={`gbpl-copy-${row.level}`}
          >
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            <span>{copied ? t("copied") : t("copy")}</span>
            <span className="sr-only"> {t("levelName", { level: row.level })}</span>
          </button>
        );
      },
    },
  ];

  return (
    <div className={`grid gap-4 ${stale ? "opacity-60" : ""}`} data-testid="gbpl-results">
      {first && last && (
        <p data-testid="gbpl-summary">
          {t("summary", {
            gb: gbName,
            from: first.level - 1,
            to: last.level,
            cost: n(plan.totalCost),
            share: n(plan.totalOwnerShare),
            investors: n(plan.totalInvestors),
          })}
        </p>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Total label={t("totalCost")} value={n(plan.totalCost)} testId="gbpl-total-cost" />
        <Total
          label={t("totalInvestors")}
          value={n(plan.totalInvestors)}
          testId="gbpl-total-investors"
        />
        <Total label={t("totalShare")} value={n(plan.totalOwnerShare)} testId="gbpl-total-share" />
        {producesFp && (
          <>
            <Total
              label={t("totalProduction")}
              value={n(plan.totalProduction)}
              testId="gbpl-total-production"
            />
            <Total label={t("totalNet")} value={n(plan.totalOwnerNet)} testId="gbpl-total-net" />
          </>
        )}
        {plan.days !== null && plan.duration !== null && (
          <Total
            label={t("timeNeeded")}
            value={plan.days === 0 ? t("noTimeNeeded") : durationText(plan.duration)}
            testId="gbpl-total-time"
          />
        )}
      </dl>
      {plan.productionIncomplete && (
        <p role="status" className="text-sm text-[var(--color-muted)]">
          {t("productionIncomplete")}
        </p>
      )}
      <DataTable
        rows={plan.rows}
        rowKey={(row) => row.level}
        rowHeader={(row) => t("levelStep", { from: row.level - 1, to: row.level })}
        rowHeaderLabel={t("level")}
        cardTitle={(row) => t("levelStep", { from: row.level - 1, to: row.level })}
        columns={columns}
        caption={t("tableCaption", { gb: gbName })}
        asCards={props.asCards}
        testId="gbpl"
        minWidth="min-w-[48rem]"
      />
    </div>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3 rounded-lg bg-[var(--color-brand-soft)] px-3 py-2">
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
