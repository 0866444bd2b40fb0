"use client";
/**
 * Château Frontenac calculator page (docs/tools/cf-calculator.md): budget and boost in, recurring
 * quests and their rewards out, recomputed as the player types.
 */
import { useState, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { InfinityIcon } from "@/ui/icons/InfinityIcon";
import {
  CF_MAX_CUMULATIVE_QUESTS,
  getCfMinimums,
  type CfResult,
} from "@foe-toolbox/core/cf-calculator";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import {
  CF_BOOST_MAX,
  FP_PER_DAY_MAX,
  GOODS_MAX,
  QUEST_COUNT_MAX,
  RESOURCE_MAX,
} from "@/platform/calculator/field-ranges";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { useAgeName } from "@/platform/calculator/use-age-name";
import type { RawNumber } from "@/platform/calculator/draft-fields";
import { CF_AGES, computeCf, hasSecondQuestGiver, type CfState } from "./cf-state";
import { useCfState } from "./use-cf-state";
import { useCfTour } from "./use-cf-tour";
import { TutorialButton } from "@/ui/TutorialButton";
import { cardClass } from "@/ui/Card";

const CARD = cardClass();

type NumberField = Exclude<keyof CfState, "age" | "secondRq">;

export function CfCalculator() {
  const t = useTranslations("cfCalculator");
  const tc = useTranslations("calculator");
  const format = useFormatter();
  const ageName = useAgeName();
  const errorMessage = useErrorMessage();
  const { values, set, query, shorten, permalinkActive, keepPermalinkValues } = useCfState();
  const [touring, setTouring] = useState(false);
  const startTour = useCfTour(setTouring);
  const { result, error, stale } = useCalculation(() => computeCf(values), [values]);

  const minimums = getCfMinimums(values.age);
  const giver = hasSecondQuestGiver(values.age);
  const secondOn = values.secondRq && giver;
  const infinity = result?.infinityGenerator ?? false;
  const fieldError = (field: keyof CfState) =>
    isErrorFor(error, field) ? errorMessage(error) : null;
  const otherError =
    error && !(Object.keys(values) as (keyof CfState)[]).some((f) => isErrorFor(error, f));

  const numberField = (
    field: NumberField,
    label: string,
    options: { step?: number; min?: number; max?: number; hint?: ReactNode } = {},
  ) => {
    const id = `cf-${field}`;
    const message = fieldError(field);
    return (
      // text-base: inside the infinity note's small text the field keeps 16 px (phones zoom into smaller inputs).
      <div data-tour={field} className="text-base">
        <Field id={id} label={label} hint={options.hint} error={message}>
          <NumberInput
            id={id}
            value={values[field] as RawNumber}
            onChange={(v) => set(field, v)}
            min={options.min ?? 0}
            max={options.max}
            step={options.step ?? 1}
            invalid={message !== null}
            describedBy={describedBy(id, { hint: options.hint, error: message })}
          />
        </Field>
      </div>
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <TutorialButton onClick={startTour} label={t("tutorial")} />
        <PermalinkLink query={query} shorten={shorten} />
      </div>
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          className={`${CARD} grid gap-4`}
          onSubmit={(e) => e.preventDefault()}
          aria-label={t("inputs")}
        >
          <div data-tour="age" className="grid gap-1">
            <label htmlFor="cf-age" className="text-sm font-medium">
              {t("fields.age")}
            </label>
            <select
              id="cf-age"
              value={values.age}
              onChange={(e) => set("age", e.target.value as AgeKey)}
              className="h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
            >
              {CF_AGES.map((age) => (
                <option key={age} value={age}>
                  {ageName(age)}
                </option>
              ))}
            </select>
          </div>
          {numberField("cfBoost", t("fields.cfBoost"), { max: CF_BOOST_MAX })}
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField("coins", t("fields.coins"), {
              step: 1000,
              min: minimums.coins,
              max: RESOURCE_MAX,
              hint: t("fields.coinsHint", { min: format.number(minimums.coins) }),
            })}
            {numberField("supplies", t("fields.supplies"), {
              step: 1000,
              min: minimums.supplies,
              max: RESOURCE_MAX,
              hint: t("fields.suppliesHint", { min: format.number(minimums.supplies) }),
            })}
            {numberField("goods", t("fields.goods"), { step: 1000, max: GOODS_MAX })}
            {numberField("fpPer24h", t("fields.fpPer24h"), { max: FP_PER_DAY_MAX })}
          </div>
          {(giver || touring) && (
            <fieldset data-tour="secondRq" className="grid gap-1">
              <legend className="mb-1 text-sm font-medium">{t("fields.secondRq")}</legend>
              <div className="flex gap-2">
                {[true, false].map((on) => (
                  <label
                    key={String(on)}
                    className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-[var(--color-line)] px-3 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-[var(--color-brand-soft)]"
                  >
                    <input
                      type="radio"
                      name="cf-secondRq"
                      checked={values.secondRq === on}
                      onChange={() => set("secondRq", on)}
                      className="accent-[var(--color-brand-strong)]"
                    />
                    {on ? t("fields.yes") : t("fields.no")}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {(secondOn || touring) &&
            numberField("suppliesGathered", t("fields.suppliesGathered"), {
              step: 10,
              max: RESOURCE_MAX,
            })}
          {numberField("otherRq", t("fields.otherRq"), { max: QUEST_COUNT_MAX })}
          {(infinity || touring) && (
            <div
              data-tour="infinity"
              role="note"
              className="grid gap-3 rounded-xl border border-sky-700/30 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100"
            >
              <p className="flex items-start gap-2">
                <InfinityIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  <strong>{t("infinity.title")}</strong> {t("infinity.text")}
                </span>
              </p>
              {numberField("cumulativeQuests", t("fields.cumulativeQuests"), {
                min: 1,
                max: CF_MAX_CUMULATIVE_QUESTS,
                hint: t("fields.cumulativeHint", { max: format.number(CF_MAX_CUMULATIVE_QUESTS) }),
              })}
            </div>
          )}
        </form>

        <section aria-labelledby="cf-results" className="grid gap-4">
          <h2 id="cf-results" className="sr-only">
            {t("results.heading")}
          </h2>
          {stale && (
            <p
              role="status"
              className="rounded-xl border border-[var(--color-danger)] px-4 py-2 text-sm"
            >
              {otherError ? errorMessage(error) : tc("staleResult")}
            </p>
          )}
          {result ? (
            <CfResults result={result} secondOn={secondOn || touring} />
          ) : (
            error && (
              <p role="status" className={`${CARD} text-sm`}>
                {otherError ? errorMessage(error) : tc("staleResult")}
              </p>
            )
          )}
        </section>
      </div>
    </div>
  );
}

function CfResults({ result, secondOn }: { result: CfResult; secondOn: boolean }) {
  const t = useTranslations("cfCalculator.results");
  const tResource = useTranslations("resources");
  const format = useFormatter();
  // Returns carry binary noise (15854200.000000002): the formatter hides it.
  const n = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  const lines: { key: string; label: string; value: number; testId: string }[] = [
    {
      key: "totalGoods",
      label: t("totalGoods"),
      value: result.totalGoods,
      testId: "cf-total-goods",
    },
    { key: "totalFp", label: t("totalFp"), value: result.totalFp, testId: "cf-total-fp" },
    { key: "totalRq", label: t("totalRq"), value: result.totalRqCompleted, testId: "cf-total-rq" },
    { key: "dailyUbq", label: t("dailyUbq"), value: result.dailyUbq, testId: "cf-daily-ubq" },
    { key: "bonusUbq", label: t("bonusUbq"), value: result.bonusUbq, testId: "cf-bonus-ubq" },
  ];
  if (secondOn) {
    lines.push({
      key: "secondRqDone",
      label: t("secondRq"),
      value: result.secondRqCompleted,
      testId: "cf-second-rq",
    });
  }
  return (
    <>
      <div className={`${CARD} overflow-x-auto`} data-tour="rewards">
        <table className="w-full text-right tabular-nums">
          <caption className="mb-2 text-left font-semibold">{t("rewards")}</caption>
          <thead>
            <tr className="border-b border-[var(--color-line)] text-sm text-[var(--color-muted)]">
              <th scope="col" className="px-2 py-1 font-medium">
                {tResource("blueprints")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {tResource("medals")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {tResource("goods")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {tResource("fp")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="text-lg font-semibold">
              <td className="px-2 py-1" data-testid="cf-bp">
                {n(result.bp)}
              </td>
              <td className="px-2 py-1" data-testid="cf-medals">
                {n(result.medals)}
              </td>
              <td className="px-2 py-1" data-testid="cf-goods">
                {n(result.goods)}
              </td>
              <td className="px-2 py-1" data-testid="cf-fp">
                {n(result.fp)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <dl className={`${CARD} grid gap-1`}>
        {lines.map((line) => (
          <div
            key={line.key}
            data-tour={line.key}
            className="flex items-baseline justify-between gap-4 py-1"
          >
            <dt className="text-[var(--color-muted)]">{line.label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={line.testId}>
              {n(line.value)}
            </dd>
          </div>
        ))}
      </dl>

      <div className={`${CARD} max-h-[32rem] overflow-auto`} data-tour="returns">
        <table className="w-full text-right tabular-nums" data-testid="cf-returns">
          <caption className="mb-2 text-left font-semibold">{t("returns")}</caption>
          <thead>
            <tr className="border-b border-[var(--color-line)] text-sm text-[var(--color-muted)]">
              <th scope="col" className="px-2 py-1 text-left font-medium">
                {t("level")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("coinsReturned")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("suppliesReturned")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.returns.map((row, i) => (
              <tr key={i} className="border-b border-[var(--color-line)] last:border-0">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {n(i + 1)}
                </th>
                <td className="px-2 py-1">{n(row.coins)}</td>
                <td className="px-2 py-1">{n(row.supplies)}</td>
              </tr>
            ))}
            {result.returns.length === 0 && (
              <tr>
                <td colSpan={3} className="px-2 py-2 text-left text-sm text-[var(--color-muted)]">
                  {t("noReturns")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
