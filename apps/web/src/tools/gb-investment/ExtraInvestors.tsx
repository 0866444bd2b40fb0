"use client";
/** Investors beyond the five places (hidden by default), each with its sniper flag. */
import { useTranslations, useFormatter } from "next-intl";
import type { Investor, LevelInvestmentResult } from "@foe-toolbox/core/gb-investment";

export function ExtraInvestors({
  extra,
  investors,
  show,
  setShow,
  onSniper,
}: {
  extra: LevelInvestmentResult["extraInvestors"];
  investors: readonly Investor[];
  show: boolean;
  setShow: (value: boolean) => void;
  onSniper: (investorIndex: number, value: boolean) => void;
}) {
  const t = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  return (
    <div>
      <button
        type="button"
        aria-expanded={show}
        onClick={() => setShow(!show)}
        className="rounded-lg border border-[var(--color-line)] px-3 py-2 text-sm hover:bg-[var(--color-brand-soft)]"
        data-testid="owner-extra-toggle"
      >
        {show ? t("hideExtra", { count: extra.length }) : t("showExtra", { count: extra.length })}
      </button>
      {show && (
        <ul className="mt-2 grid gap-2" aria-label={t("extraTitle")} data-testid="owner-extra">
          {extra.map((item) => (
            <li key={item.position} className="flex items-center gap-4 text-sm">
              <span className="w-28">{t("position", { position: item.position })}</span>
              <span className="tabular-nums">{format.number(item.participation)}</span>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={investors[item.investorIndex]?.isPotentialSniper ?? false}
                  onChange={(event) => onSniper(item.investorIndex, event.target.checked)}
                />
                <span className="sr-only">
                  {t("sniperOfPosition", { position: item.position })}
                </span>
                <span aria-hidden="true">{t("isSniper")}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
