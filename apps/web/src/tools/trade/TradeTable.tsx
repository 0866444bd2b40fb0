"use client";
/**
 * Table version (docs/tools/trade.md §5): one row per age (its name and five goods); typing an amount in a row makes it the reference and
 * shows what it is worth in every age it can be traded with, optionally with the ratio and offers.
 */
import { useMemo, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import {
  TRADE_AGES,
  TRADE_MAX_OFFER_SIZE,
  type TradeMode,
  type TradeTableRow,
} from "@foe-toolbox/core/trade";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { Field, describedBy, errorId } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { GOODS_MAX } from "@/platform/calculator/field-ranges";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { useAgeName } from "@/platform/calculator/use-age-name";
import { useDraftFields, type DraftRules } from "@/platform/calculator/draft-fields";
import type { SetState } from "@/platform/calculator/tool-contract";
import {
  applyTableEdit,
  computeTradeTableResult,
  editTableRow,
  tableCheck,
  type RowDraft,
  type TradeTableState,
} from "./trade-state";
import { useOfferText } from "./use-offer-text";
import { CARD } from "./TradeForm";

export function TradeTable({
  mode,
  state,
  setState,
  resetKey,
  goodsOf,
}: {
  mode: TradeMode;
  state: TradeTableState;
  setState: SetState<TradeTableState>;
  resetKey: unknown;
  goodsOf: Partial<Record<AgeKey, readonly string[]>>;
}) {
  const t = useTranslations("trade");
  const tc = useTranslations("calculator");
  const format = useFormatter();
  const ageName = useAgeName();
  const offerText = useOfferText();
  const errorMessage = useErrorMessage();
  const rules = useMemo<DraftRules<TradeTableState>>(
    () => ({ check: tableCheck(mode), apply: applyTableEdit }),
    [mode],
  );
  const { values, set } = useDraftFields(state, setState, rules, resetKey);
  const [rowDraftState, setRowDraft] = useState<{ key: unknown; draft: RowDraft } | null>(null);
  const rowDraft =
    rowDraftState && Object.is(rowDraftState.key, resetKey) ? rowDraftState.draft : null;
  const { result, error, stale } = useCalculation(
    () => computeTradeTableResult(mode, values, rowDraft),
    [mode, values, rowDraft],
  );
  const id = (field: string) => `trade-${mode}-table-${field}`;
  const sizeError = isErrorFor(error, "maxOfferSize") ? errorMessage(error) : null;
  const amountError = isErrorFor(error, "amount") ? errorMessage(error) : null;
  const rows = useMemo(
    () => new Map<AgeKey, TradeTableRow>(result?.rows.map((r) => [r.age, r]) ?? []),
    [result],
  );

  const onRow = (age: AgeKey, value: number | "") => {
    const next = editTableRow(mode, state, age, value);
    if (next) {
      setRowDraft(null);
      if (next !== state) setState(next);
    } else {
      setRowDraft({ key: resetKey, draft: { age, value } });
    }
  };
  const rowValue = (age: AgeKey): number | "" =>
    rowDraft?.age === age ? rowDraft.value : age === values.age ? values.amount : 0;

  const toggle = (field: "showRatio" | "split", label: string) => (
    <label className="inline-flex h-10 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        checked={values[field]}
        onChange={(e) => set(field, e.target.checked)}
        className="h-5 w-5 accent-[var(--color-brand-strong)]"
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby={id("heading")} className={`${CARD} grid gap-4`}>
      <div className="grid gap-1">
        <h2 id={id("heading")} className="text-lg font-semibold">
          {t("table.heading")}
        </h2>
        <p className="text-sm text-[var(--color-muted)]">{t("table.hint")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        {toggle("showRatio", t("table.displayRatio"))}
        {toggle("split", t("table.splitOffers"))}
        {values.split && (
          <Field
            id={id("maxOfferSize")}
            label={t("form.maxOfferSize", { max: format.number(TRADE_MAX_OFFER_SIZE) })}
            error={sizeError}
            className="w-full sm:w-72"
          >
            <NumberInput
              id={id("maxOfferSize")}
              testId="trade-table-max-offer"
              value={values.maxOfferSize}
              onChange={(v) => set("maxOfferSize", v)}
              min={1}
              max={TRADE_MAX_OFFER_SIZE}
              invalid={sizeError !== null}
              describedBy={describedBy(id("maxOfferSize"), { error: sizeError })}
            />
          </Field>
        )}
      </div>
      {stale && (
        <p role="status" className="text-sm text-[var(--color-danger)]">
          {tc("staleResult")}
        </p>
      )}
      <div className="-mx-4 overflow-x-auto px-4">
        {/* Narrow enough for a phone; the long offer texts of the "Split" column scroll sideways. */}
        <table
          className={`w-full text-left tabular-nums ${values.split ? "min-w-[36rem]" : ""}`}
          data-testid="trade-table"
        >
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead>
            <tr className="border-b border-[var(--color-line)] text-sm text-[var(--color-muted)]">
              <th scope="col" className="px-2 py-2 font-medium">
                {t("table.age")}
              </th>
              <th scope="col" className="w-28 px-2 py-2 font-medium sm:w-36">
                {t("table.want")}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t("table.result")}
              </th>
              {values.showRatio && (
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t("table.ratio")}
                </th>
              )}
              {values.split && (
                <th scope="col" className="px-2 py-2 font-medium">
                  {t("table.split")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {TRADE_AGES.map((age) => {
              const row = rows.get(age);
              const inputId = id(`want-${age}`);
              const draftError = rowDraft?.age === age ? amountError : null;
              const reference = result && result.amount > 0 && age === result.age;
              return (
                <tr
                  key={age}
                  data-testid={`trade-row-${age}`}
                  className={`border-b border-[var(--color-line)] last:border-0 ${reference ? "bg-[var(--color-brand-soft)]" : ""}`}
                >
                  <th scope="row" className="px-2 py-1 font-medium">
                    {ageName(age)}
                    {goodsOf[age] && (
                      <span
                        className="block text-xs font-normal text-[var(--color-muted)]"
                        data-testid={`trade-goods-${age}`}
                      >
                        {goodsOf[age].join(", ")}
                      </span>
                    )}
                  </th>
                  <td className="px-2 py-1">
                    <NumberInput
                      id={inputId}
                      testId={`trade-want-${age}`}
                      value={rowValue(age)}
                      onChange={(v) => onRow(age, v)}
                      min={0}
                      max={GOODS_MAX}
                      ariaLabel={t("table.wantLabel", { age: ageName(age) })}
                      invalid={draftError !== null}
                      describedBy={draftError ? errorId(inputId) : undefined}
                    />
                    {draftError && (
                      <p
                        id={errorId(inputId)}
                        role="alert"
                        className="mt-1 text-sm text-[var(--color-danger)]"
                      >
                        {draftError}
                      </p>
                    )}
                  </td>
                  <td
                    className="px-2 py-1 text-right font-semibold"
                    data-testid={`trade-result-${age}`}
                  >
                    {row ? format.number(row.give) : ""}
                  </td>
                  {values.showRatio && (
                    <td className="px-2 py-1 text-right" data-testid={`trade-ratio-${age}`}>
                      {row ? format.number(row.ratio, { maximumFractionDigits: 2 }) : ""}
                    </td>
                  )}
                  {values.split && (
                    <td className="px-2 py-1 text-sm" data-testid={`trade-split-${age}`}>
                      {row?.split && result ? offerText(row.split, age, result.age) : ""}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
