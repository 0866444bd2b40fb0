"use client";
/** How many FP are in the level so far, as text and as a bar. */
import { useFormatter, useTranslations } from "next-intl";

export function OwnerProgress({ id, inFp, cost }: { id: string; inFp: number; cost: number }) {
  const t = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span id={id}>{t("progress")}</span>
        <span data-testid="owner-progress">
          {t("progressValue", {
            in: format.number(inFp),
            cost: format.number(cost),
            left: format.number(cost - inFp),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={cost}
        aria-valuenow={inFp}
        className="h-3 overflow-hidden rounded-full bg-[var(--color-brand-soft)]"
      >
        <div
          className="h-full bg-[var(--color-brand)]"
          style={{ width: `${cost > 0 ? Math.min(100, (inFp / cost) * 100) : 100}%` }}
        />
      </div>
    </div>
  );
}
