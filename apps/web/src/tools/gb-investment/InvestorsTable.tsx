"use client";
/**
 * The investors table: per level and shown place, the reward, the cost and the profit or loss.
 * Under Prestige a range can mix 5-place and 7-place levels: a level without a shown place has
 * empty cells there.
 */
import { useFormatter, useTranslations } from "next-intl";
import type { InvestorPlace, InvestorViewResult } from "@foe-toolbox/core/gb-investment";
import type { InvestorViewSettings } from "./gb-state";
import { Roi } from "./ui";

export function InvestorsTable({
  gbName,
  view,
  result,
  placeCount = 5,
}: {
  gbName: string;
  view: InvestorViewSettings;
  result: InvestorViewResult;
  /** Places the range can have: 5, or 7 when a Prestige range reaches a gold level. */
  placeCount?: number;
}) {
  const t = useTranslations("gbInvestment.investors");
  const tCalc = useTranslations("calculator");
  const tOwner = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  const optimal = view.takingPlaceInConsideration === 2;
  const shownPlaces = view.showPlace
    .map((shown, i) => (shown && i < placeCount ? i : -1))
    .filter((i) => i >= 0);

  const rewardCell = (p: InvestorPlace) => {
    if (p.reward === 0) return "0";
    if (optimal)
      return `${format.number(p.reward)} (${format.number(p.participation)} | ${format.number(p.realParticipation ?? 0)})`;
    return p.participation !== 0
      ? `${format.number(p.reward)} (${format.number(p.participation)})`
      : format.number(p.reward);
  };
  const costCell = (p: InvestorPlace) => {
    if (p.reward === 0) return "0";
    if (optimal) return `${format.number(p.participation)} (${format.number(p.preparation ?? 0)})`;
    return p.fp === null ? tCalc("unknown") : format.number(p.fp);
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="investors-table">
        <caption className="mb-2 text-left font-semibold">
          {t("tableCaption", {
            gb: gbName,
            from: format.number(view.from - 1),
            to: format.number(view.to),
          })}
        </caption>
        <thead>
          <tr className="border-b border-[var(--color-line)] text-left">
            <th scope="col" rowSpan={2} className="px-2 py-1 align-bottom">
              {t("level")}
            </th>
            <th scope="col" rowSpan={2} className="px-2 py-1 align-bottom">
              {t("cost")}
            </th>
            {shownPlaces.map((i) => (
              <th
                key={i}
                scope="colgroup"
                colSpan={3}
                className="border-l border-[var(--color-line)] px-2 py-1 text-center"
              >
                {tOwner("placeN", { place: i + 1 })}
              </th>
            ))}
          </tr>
          <tr className="border-b border-[var(--color-line)] text-left">
            {shownPlaces.map((i) => [
              <th
                key={`${i}-r`}
                scope="col"
                className="border-l border-[var(--color-line)] px-2 py-1 font-medium"
              >
                {t("rewards")}
              </th>,
              <th key={`${i}-c`} scope="col" className="px-2 py-1 font-medium">
                {t("placeCost")}
              </th>,
              <th key={`${i}-p`} scope="col" className="px-2 py-1 font-medium">
                {t("profitLoss")}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr
              key={row.level}
              className="border-b border-[var(--color-line)]"
              data-testid={`investors-row-${row.level}`}
            >
              <th scope="row" className="px-2 py-1 text-left whitespace-nowrap">
                {format.number(row.level - 1)} → {format.number(row.level)}
              </th>
              <td className="px-2 py-1 tabular-nums">{format.number(row.cost)}</td>
              {shownPlaces.map((i) => {
                const p = row.places[i];
                if (!p)
                  return (
                    <td
                      key={i}
                      colSpan={3}
                      className="border-l border-[var(--color-line)] px-2 py-1 text-center text-[var(--color-muted)]"
                      data-cell={`none-${i + 1}`}
                    >
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t("noPlace", { place: i + 1 })}</span>
                    </td>
                  );
                return [
                  <td
                    key={`${i}-r`}
                    className="border-l border-[var(--color-line)] px-2 py-1 tabular-nums whitespace-nowrap"
                    data-cell={`reward-${i + 1}`}
                  >
                    {rewardCell(p)}
                  </td>,
                  <td
                    key={`${i}-c`}
                    className="px-2 py-1 tabular-nums whitespace-nowrap"
                    data-cell={`cost-${i + 1}`}
                  >
                    {costCell(p)}
                  </td>,
                  <td key={`${i}-p`} className="px-2 py-1" data-cell={`roi-${i + 1}`}>
                    <Roi value={p.roi} />
                  </td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-2 text-left">
              {t("total")}
            </th>
            {shownPlaces.map((i) => (
              <td
                key={i}
                colSpan={3}
                className="border-l border-[var(--color-line)] px-2 py-2 text-right"
                data-cell={`total-${i + 1}`}
              >
                <Roi value={result.profitLoss[i] ?? 0} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
