"use client";
/**
 * The plan (docs/tools/gb-leveling-order.md §5): GB | from level ("Building" when not built) | to level | total bonus |
 * estimated time, the time from the second row on followed by "(+ difference)"; with the totals
 * of the whole plan above it.
 */
import { memo, useId, useMemo } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useBonusName } from "@/i18n/bonus-name";
import type { GbLevelingOrderResult } from "@foe-toolbox/core/gb-leveling-order/compute";
import type { GbLevelingOrderRewardKind } from "@foe-toolbox/core/gb-leveling-order/rewards";
import { durationPieces } from "./duration";
import { gbName, type GbNames } from "./gb-name";
import { NOT_BUILT } from "./state";
import { cardClass } from "@/ui/Card";

export type PlanResult = GbLevelingOrderResult & { reward: GbLevelingOrderRewardKind };

/** Bonus values have at most two decimals; sums are shown without binary noise. */
const BONUS_FORMAT = { maximumFractionDigits: 2 } as const;

/** Estimated times as text; each piece ("2 months") is translated once per table. */
function useDurationText(): (days: number) => string {
  const t = useTranslations("gbLevelingOrder.duration");
  return useMemo(() => {
    const pieces = new Map<string, string>();
    const piece = (unit: "years" | "months" | "days", count: number) => {
      const key = `${unit}:${count}`;
      let text = pieces.get(key);
      if (text === undefined) {
        text = t(unit, { count });
        pieces.set(key, text);
      }
      return text;
    };
    return (days: number) => {
      const parts = durationPieces(days);
      if (parts.length === 0) return t("today");
      return parts.map(({ unit, count }) => piece(unit, count)).join(", ");
    };
  }, [t]);
}

export const PlanTable = memo(function PlanTable({
  result,
  stale,
  otherError,
  gbNames,
}: {
  result: PlanResult | null;
  stale: boolean;
  /** A planner message that belongs to no field on screen. */
  otherError: string | null;
  gbNames: GbNames;
}) {
  const t = useTranslations("gbLevelingOrder");
  const tCalc = useTranslations("calculator");
  const tBonus = useBonusName();
  const format = useFormatter();
  const duration = useDurationText();
  const id = useId();

  const plan = result?.plan ?? [];
  const last = plan.at(-1);
  const levelUps = plan.reduce((sum, row) => sum + row.to - Math.max(row.from, 0), 0);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="leveling-plan"
      className={cardClass("min-w-0")}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("plan.heading")}
      </h2>
      {otherError && (
        <p role="alert" className="mt-2 text-sm text-[var(--color-danger)]">
          {otherError}
        </p>
      )}
      {stale && (
        <p
          role="status"
          data-testid="leveling-stale"
          className="mt-2 text-sm text-[var(--color-muted)]"
        >
          {tCalc("staleResult")}
        </p>
      )}
      {result !== null && plan.length === 0 && (
        <p data-testid="leveling-empty" className="mt-3">
          {t("plan.empty")}
        </p>
      )}
      {result !== null && last !== undefined && (
        <>
          <dl data-testid="leveling-summary" className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-[var(--color-muted)]">{t("summary.levelUps")}</dt>
              <dd className="font-semibold tabular-nums">{format.number(levelUps)}</dd>
            </div>
            <div>
              <dt className="text-sm text-[var(--color-muted)]">{t("summary.totalBonus")}</dt>
              <dd className="font-semibold tabular-nums">
                {format.number(last.totalBonus, BONUS_FORMAT)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-[var(--color-muted)]">{t("summary.time")}</dt>
              <dd className="font-semibold">{duration(last.days)}</dd>
            </div>
          </dl>
          <div
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]"
          >
            <table className="w-full min-w-[34rem] border-collapse text-sm">
              <caption id={`${id}-caption`} className="mb-2 text-left text-[var(--color-muted)]">
                {t("plan.caption", { bonus: tBonus(result.reward) })}
              </caption>
              <thead>
                <tr className="border-b border-[var(--color-line)] text-left">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("plan.gb")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t("plan.from")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t("plan.to")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t("plan.totalBonus")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("plan.time")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {plan.map((row, i) => {
                  const previous = i > 0 ? plan[i - 1] : undefined;
                  const delta = previous ? row.days - previous.days : 0;
                  return (
                    <tr
                      key={`${i}-${row.gb}`}
                      data-testid="leveling-row"
                      className="border-b border-[var(--color-line)] last:border-0"
                    >
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {gbName(gbNames, row.gb)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {row.from === NOT_BUILT ? t("plan.building") : format.number(row.from)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{format.number(row.to)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {format.number(row.totalBonus, BONUS_FORMAT)}
                      </td>
                      <td className="py-2">
                        {duration(row.days)}
                        {delta > 0 && (
                          <span className="text-[var(--color-muted)]">
                            {" "}
                            {t("duration.delta", { duration: duration(delta) })}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
});
