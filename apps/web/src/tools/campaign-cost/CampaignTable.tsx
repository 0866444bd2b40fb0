"use client";
/**
 * The campaign table of one scope (docs/tools/campaign-cost.md §5): a row per age, province or sector with its
 * conquered checkbox and remaining (or own) goods, grouped under the goods' ages, and the totals.
 * Every number comes from the core's `CampaignView`.
 */
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type {
  CampaignGoodsAmounts,
  CampaignView,
  Scope,
} from "@foe-toolbox/core/campaign-cost-engine";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import type { CompactCampaignData } from "./compact-data";
import type { Selection } from "./selection";
import type { ToggleTarget } from "./use-conquered";
import { RewardList } from "./RewardList";
import { TriStateCheckbox } from "./TriStateCheckbox";
import { findAge, findProvince, goodsColumnGroups } from "./view-helpers";
import { cardClass } from "@/ui/Card";

const CELL = "border-b border-[var(--color-line)] px-2 py-1";
const NUMBER = `${CELL} text-right tabular-nums`;
const STICKY = "sticky left-0 z-10 min-w-36 bg-[var(--color-card)]";

export function CampaignTable({
  view,
  scope,
  data,
  onSet,
  onNavigate,
}: {
  view: CampaignView;
  scope: Scope;
  data: CompactCampaignData;
  onSet: (target: ToggleTarget, value: boolean) => void;
  onNavigate: (selection: Selection) => void;
}) {
  const t = useTranslations("campaignCost");
  const tGoods = useTranslations("goods");
  const tAges = useTranslations("ages");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const groups = goodsColumnGroups(view);
  const specials = view.specialGoodsColumns;
  const hasGoods = view.goodsColumns.length > 0;
  const headerRows = hasGoods ? 2 : 1;
  const columnCount = 2 + view.goodsColumns.length + specials.length;

  const province =
    scope.age !== "all" && scope.province !== "all"
      ? findProvince(data, scope.age, scope.province)
      : undefined;
  const title = scope.age === "all" ? t("allAges") : province ? province.name : tAges(scope.age);
  const firstHeader =
    scope.age === "all"
      ? t("columns.age")
      : province
        ? t("columns.rewards")
        : t("columns.provinces");

  /** The cells of a row's amounts: a number for every column the row uses, empty otherwise. */
  const amountCells = (
    rowKey: string,
    amounts: CampaignGoodsAmounts,
    struck = false,
    unknown = false,
  ) => {
    const cell = (column: string, value: number | undefined) => (
      <td key={column} className={NUMBER} data-testid={`cell-${rowKey}-${column}`}>
        {unknown ? (
          <span title={tCalc("unknown")}>
            <span aria-hidden="true">?</span>
            <span className="sr-only">{tCalc("unknown")}</span>
          </span>
        ) : value === undefined ? null : struck ? (
          <s className="text-[var(--color-muted)]">{format.number(value)}</s>
        ) : (
          <span className={value === 0 ? "text-[var(--color-muted)]" : ""}>
            {format.number(value)}
          </span>
        )}
      </td>
    );
    return [
      ...view.goodsColumns.map((g) =>
        cell(g, Object.hasOwn(amounts.goods, g) ? amounts.goods[g] : undefined),
      ),
      ...specials.map((s) =>
        cell(s, Object.hasOwn(amounts.specialGoods, s) ? amounts.specialGoods[s] : undefined),
      ),
    ];
  };

  const rowName = (label: string, onClick: () => void, description: string) => (
    <button
      type="button"
      onClick={onClick}
      title={description}
      className="min-h-10 text-left font-medium text-[var(--color-brand-strong)] underline underline-offset-4 hover:no-underline"
    >
      {label}
    </button>
  );

  let body: ReactNode[] = [];
  let scopeCheckbox: ReactNode = null;
  if (scope.age === "all") {
    body = view.rows.map((row) => {
      if (!("age" in row)) return null;
      const name = tAges(row.age);
      return (
        <tr key={row.age} data-testid={`row-${row.age}`}>
          <th scope="row" className={`${CELL} ${STICKY} text-left`}>
            {rowName(
              name,
              () => onNavigate({ age: row.age, province: "all" }),
              t("showAge", { age: name }),
            )}
          </th>
          <td className={`${CELL} text-center`}>
            <TriStateCheckbox
              state={row.state}
              label={t("conqueredOf", { name })}
              onChange={(v) => onSet({ age: row.age }, v)}
              testId={`conquered-${row.age}`}
            />
          </td>
          {amountCells(row.age, row)}
        </tr>
      );
    });
  } else if (!province) {
    const age = findAge(data, scope.age);
    const ageName = tAges(scope.age);
    if (view.state !== undefined) {
      scopeCheckbox = (
        <TriStateCheckbox
          state={view.state}
          label={t("conqueredOf", { name: ageName })}
          onChange={(v) => onSet({ age: scope.age as AgeKey }, v)}
          testId="conquered-scope"
        />
      );
    }
    body = view.rows.map((row) => {
      if (!("province" in row)) return null;
      const name = age?.provinces.find((p) => p.key === row.province)?.name ?? row.province;
      return (
        <tr key={row.province} data-testid={`row-${row.province}`}>
          <th scope="row" className={`${CELL} ${STICKY} text-left`}>
            {rowName(
              name,
              () => onNavigate({ age: scope.age, province: row.province }),
              t("showProvince", { province: name }),
            )}
          </th>
          <td className={`${CELL} text-center`}>
            <TriStateCheckbox
              state={row.state}
              label={t("conqueredOf", { name })}
              onChange={(v) => onSet({ age: scope.age as AgeKey, province: row.province }, v)}
              testId={`conquered-${row.province}`}
            />
          </td>
          {amountCells(row.province, row)}
        </tr>
      );
    });
  } else {
    const age = scope.age as AgeKey;
    if (view.state !== undefined) {
      scopeCheckbox = (
        <TriStateCheckbox
          state={view.state}
          label={t("conqueredOf", { name: province.name })}
          onChange={(v) => onSet({ age, province: province.key }, v)}
          testId="conquered-scope"
        />
      );
    }
    body = view.rows.map((row) => {
      if (!("sector" in row)) return null;
      const sector = province.sectors[row.sector];
      const number = row.sector + 1;
      return (
        <tr
          key={row.sector}
          data-testid={`row-${row.sector}`}
          className={row.conquered ? "bg-[var(--color-brand-soft)]/40" : ""}
        >
          <th scope="row" className={`${CELL} ${STICKY} text-left`}>
            <span className="block text-xs font-semibold text-[var(--color-muted)]">
              {t("sector", { number })}
            </span>
            {sector && <RewardList rewards={sector.rewards} age={age} />}
          </th>
          <td className={`${CELL} text-center`}>
            <TriStateCheckbox
              state={row.conquered ? 1 : 0}
              label={t("sectorConquered", { number })}
              onChange={(v) => onSet({ age, province: province.key, sector: row.sector }, v)}
              testId={`conquered-${row.sector}`}
            />
          </td>
          {amountCells(String(row.sector), row, row.conquered, sector?.cost === null)}
        </tr>
      );
    });
  }

  return (
    <div className={cardClass("overflow-x-auto", { padding: "none" })}>
      <table className="w-full border-collapse text-sm" data-testid="campaign-table">
        <caption
          className="px-3 pt-3 pb-2 text-left text-lg font-semibold"
          data-testid="campaign-title"
        >
          {title}
        </caption>
        <colgroup span={2} />
        {groups.map((g) => (
          <colgroup key={g.age} span={g.goods.length} />
        ))}
        {specials.length > 0 && <colgroup span={specials.length} />}
        <thead>
          <tr>
            <th
              scope="col"
              rowSpan={headerRows}
              className={`${CELL} ${STICKY} text-left align-bottom`}
            >
              {firstHeader}
            </th>
            <th
              scope="col"
              rowSpan={headerRows}
              className={`${CELL} w-px align-bottom whitespace-nowrap`}
            >
              <span className="flex flex-col items-center">
                <span>{t("conquered")}</span>
                {scopeCheckbox}
              </span>
            </th>
            {groups.map((g) => (
              <th
                key={g.age}
                scope="colgroup"
                colSpan={g.goods.length}
                className={`${CELL} border-l text-center`}
              >
                {tAges(g.age)}
              </th>
            ))}
            {specials.map((s) => (
              <th
                key={s}
                scope="col"
                rowSpan={headerRows}
                className={`${CELL} border-l text-right align-bottom text-xs font-medium`}
              >
                {tGoods(s)}
              </th>
            ))}
          </tr>
          {hasGoods && (
            <tr>
              {groups.flatMap((g) =>
                g.goods.map((good) => (
                  <th
                    key={good}
                    scope="col"
                    className={`${CELL} min-w-16 text-right align-bottom text-xs font-medium`}
                  >
                    {tGoods(good)}
                  </th>
                )),
              )}
            </tr>
          )}
        </thead>
        <tbody>{body}</tbody>
        <tfoot className="font-semibold">
          <tr data-testid="totals">
            <th scope="row" className={`${CELL} ${STICKY} text-left`}>
              {tCalc("total")}
            </th>
            <td className={CELL} />
            {view.goodsColumns.map((g) => (
              <td key={g} className={NUMBER} data-testid={`total-${g}`}>
                {format.number(view.totals.goods[g] ?? 0)}
              </td>
            ))}
            {specials.map((s) => (
              <td key={s} className={NUMBER} data-testid={`total-${s}`}>
                {format.number(view.totals.specialGoods[s] ?? 0)}
              </td>
            ))}
          </tr>
          {province && province.rewards.length > 0 && (
            <tr>
              <th scope="row" className={`${CELL} ${STICKY} text-left`}>
                {t("provinceRewards")}
              </th>
              <td colSpan={columnCount - 1} className={CELL} data-testid="province-rewards">
                <RewardList rewards={province.rewards} age={scope.age as AgeKey} />
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}
