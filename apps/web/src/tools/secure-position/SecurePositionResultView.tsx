"use client";
/**
 * What the secure-position tool shows (docs/tools/secure-position.md §4 display): FP still missing, FP to have in to lock
 * the place (or "cannot be locked", or a lock when it already is), what is left to add, the gain
 * or loss, and the comparison with the classic thread rates.
 */
import { useId } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Lock } from "@/ui/icons/Lock";
import type { SecurePositionResult } from "@foe-toolbox/core/secure-position";
import { Outcome } from "./Outcome";

export function SecurePositionResultView({
  result,
  stale,
  headingLevel = 2,
  outcomePending,
}: {
  result: SecurePositionResult | null;
  stale: boolean;
  headingLevel?: 2 | 3;
  /**
   * Set while the place's reward is not given yet (no reward typed, no place chosen): the gain or
   * loss is then asked for rather than shown as a loss of everything put in.
   */
  outcomePending?: "reward" | "place";
}) {
  const t = useTranslations("securePosition");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = result?.showResult ? result : null;

  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="sp-result">
      <Heading id={headingId} className="text-lg font-semibold">
        {t("result")}
      </Heading>
      {stale && (
        <p role="status" className="text-sm text-[var(--color-muted)]" data-testid="sp-stale">
          {tCalc("staleResult")}
        </p>
      )}
      {!shown ? (
        <p className="text-sm text-[var(--color-muted)]" data-testid="sp-empty">
          {t("emptyResult")}
        </p>
      ) : (
        // A stale result is framed rather than faded, so that its text keeps AA contrast.
        <div
          className={`grid gap-4 rounded-xl ${stale ? "border-2 border-dashed border-[var(--color-muted)] p-3" : ""}`}
          data-stale={stale || undefined}
        >
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-[var(--color-muted)]">{t("remaining")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="sp-remaining">
              {format.number(shown.remaining)}
            </dd>
            <dt className="text-[var(--color-muted)]">{t("fpToLock")}</dt>
            <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 tabular-nums">
              {shown.fp === null ? (
                <span
                  className="font-medium text-[var(--color-danger)]"
                  data-testid="sp-impossible"
                >
                  {t("impossible")}
                </span>
              ) : shown.alreadySecured ? (
                <span
                  className="inline-flex items-center gap-1 font-medium text-[var(--color-accent)]"
                  data-testid="sp-secured"
                >
                  <Lock aria-hidden="true" className="h-4 w-4" />
                  {t("alreadySecured")}
                </span>
              ) : (
                <>
                  <strong className="text-xl" data-testid="sp-fp">
                    {format.number(shown.fp)}
                  </strong>
                  {shown.stillToPut !== null && (
                    <span title={t("stillToPut")} data-testid="sp-still">
                      ({format.number(shown.stillToPut)}
                      <span className="sr-only"> {t("stillToPut")}</span>)
                    </span>
                  )}
                  {outcomePending ? (
                    <span
                      className="text-sm text-[var(--color-muted)]"
                      data-testid="sp-roi-pending"
                    >
                      {t(outcomePending === "reward" ? "outcomeNeedsReward" : "outcomeNeedsPlace")}
                    </span>
                  ) : (
                    shown.roi !== null && <Outcome value={shown.roi} testId="sp-roi" />
                  )}
                </>
              )}
            </dd>
          </dl>

          {shown.rates.length > 0 && (
            // Scrolls on a narrow phone: a focusable region, so that it scrolls with the keyboard.
            <div
              role="region"
              aria-labelledby={`${headingId}-rates`}
              tabIndex={0}
              className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]"
            >
              <table
                className="w-full min-w-[22rem] border-collapse text-sm"
                data-testid="sp-rates"
              >
                <caption
                  id={`${headingId}-rates`}
                  className="mb-2 text-left text-base font-semibold"
                >
                  {t("ratesTitle")}
                </caption>
                <thead>
                  <tr className="border-b border-[var(--color-line)] text-left">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("rate")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("rateFp")}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t("lockFp")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.rates.map((row) => (
                    <tr
                      key={row.rate}
                      className="border-b border-[var(--color-line)] last:border-0"
                      data-testid="sp-rate-row"
                      data-rate={row.rate}
                    >
                      <th scope="row" className="py-2 pr-3 text-left font-semibold tabular-nums">
                        {format.number(row.factor)}
                      </th>
                      <td className="py-2 pr-3 tabular-nums">
                        <span className="inline-flex flex-wrap items-center gap-1">
                          <span data-testid="sp-rate-fp">{format.number(row.rateFp)}</span>
                          <Outcome value={row.rateRoi} testId="sp-rate-roi" />
                        </span>
                      </td>
                      <td className="py-2 tabular-nums">
                        {row.lock.fp === null || row.lock.roi === null ? (
                          <span data-testid="sp-lock-fp">{t("impossibleShort")}</span>
                        ) : (
                          <span className="inline-flex flex-wrap items-center gap-1">
                            <span data-testid="sp-lock-fp">{format.number(row.lock.fp)}</span>
                            <Outcome value={row.lock.roi} testId="sp-lock-roi" />
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
