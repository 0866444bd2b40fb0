"use client";
/** Totals under the owner table: what the owner must put in, and the level cost with its bonus. */
import { useFormatter, useTranslations } from "next-intl";
import { useBonusName } from "@/i18n/bonus-name";
import { InfoTip } from "@/ui/InfoTip";
import type { LevelBonusInfo } from "./owner-props";

// Bonus kinds the tip does not list.
const SKIPPED_BONUS_KINDS = new Set(["goodsAfterModern", "trials"]);

export function OwnerTotals({
  level,
  cost,
  totalPreparations,
  owner,
  bonuses,
  percentKinds,
}: LevelBonusInfo & { level: number; cost: number; totalPreparations: number; owner: number }) {
  const t = useTranslations("gbInvestment.owner");
  const bonusName = useBonusName();
  const format = useFormatter();
  const bonus = bonuses[level - 1] ?? null;
  const bonusEntries = bonus
    ? Object.entries(bonus).filter(([kind]) => !SKIPPED_BONUS_KINDS.has(kind))
    : [];
  const bonusTip = (
    <span className="block">
      <span className="block font-semibold">
        {t("bonusTitle", { level: format.number(level) })}
      </span>
      {bonusEntries.length === 0 ? (
        t("missingValues")
      ) : (
        <span className="block">
          {bonusEntries.map(([kind, value]) => {
            const shown = kind === "guildGoods" ? value / 5 : value;
            const percent = percentKinds.includes(kind);
            return (
              <span key={kind} className="block">
                {kind === "guildGoods" ? t("guildGoodsPerType") : bonusName(kind)}:{" "}
                {format.number(shown, { maximumFractionDigits: 2 })}
                {percent ? " %" : ""}
              </span>
            );
          })}
        </span>
      )}
    </span>
  );
  const totalLeft = totalPreparations - owner;
  return (
    <dl className="grid gap-2 sm:grid-cols-2" data-testid="owner-totals">
      <div>
        <dt className="text-sm text-[var(--color-muted)]">{t("totalOwner")}</dt>
        <dd className="text-lg font-semibold" data-testid="owner-total">
          <span data-value>{format.number(totalPreparations)}</span>
          {owner > 0 && totalLeft > 0 && (
            <span className="ml-1 text-[var(--color-danger)]">({format.number(totalLeft)})</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-[var(--color-muted)]">{t("levelCost")}</dt>
        <dd className="text-lg font-semibold" data-testid="owner-cost">
          <InfoTip content={bonusTip} testId="owner-cost-bonus" align="start">
            <span data-value>{format.number(cost)}</span>
          </InfoTip>
        </dd>
      </div>
    </dl>
  );
}
