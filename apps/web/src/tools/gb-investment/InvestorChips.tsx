"use client";
/** The investors already on the level, as removable chips (potential snipers marked). */
import { useFormatter, useTranslations } from "next-intl";
import { X } from "@/ui/icons/X";
import type { Investor } from "@foe-toolbox/core/gb-investment";
import { IconButton } from "@/ui/IconButton";

export function InvestorChips({
  id,
  investors,
  onRemove,
}: {
  id: string;
  investors: readonly Investor[];
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("gbInvestment.owner");
  const format = useFormatter();
  return (
    <div className="col-span-2">
      <p className="text-sm font-medium" id={id}>
        {t("investorList")}
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-2" data-testid="investor-list">
        {investors.map((inv, index) => (
          <li
            key={`${index}-${inv.value}`}
            className={`inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm ${
              inv.isPotentialSniper
                ? "border-amber-600 bg-amber-50 dark:bg-amber-950/40"
                : "border-[var(--color-line)]"
            }`}
          >
            <span>
              {format.number(inv.value)}
              {inv.isPotentialSniper && (
                <span className="ml-1 text-xs text-[var(--color-muted)]">({t("sniperTag")})</span>
              )}
            </span>
            <IconButton
              size="chip"
              showTitle={false}
              label={t("removeInvestor", { value: format.number(inv.value) })}
              onClick={() => onRemove(index)}
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </IconButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
