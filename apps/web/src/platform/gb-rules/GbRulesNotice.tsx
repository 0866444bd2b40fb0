"use client";
/**
 * The line every GB result carries: which rules produced it. Under Prestige it also names the
 * evidence and its date, since those rules are preliminary (docs/tools/gb-prestige.md).
 */
import { useFormatter, useTranslations } from "next-intl";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import type { EffectiveGbRules } from "./rules-param";

export function GbRulesNotice({
  rules,
  fromLink,
  testId = "gb-rules-notice",
}: EffectiveGbRules & { testId?: string }) {
  const t = useTranslations("gbRules");
  const format = useFormatter();
  if (rules === "live") {
    return (
      <p data-testid={testId} data-rules="live" className="text-sm text-[var(--color-muted)]">
        <strong className="font-semibold">{t("liveTitle")}</strong> {t("liveText")}
      </p>
    );
  }
  const date = format.dateTime(new Date(`${PRESTIGE_RULES.evidenceDate}T12:00:00Z`), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <div
      role="note"
      data-testid={testId}
      data-rules="prestige"
      className="grid gap-1 rounded-xl border border-[var(--color-line)] bg-[var(--color-brand-soft)] px-4 py-3 text-sm"
    >
      <p>
        <strong className="font-semibold">{t("prestigeTitle")}</strong>{" "}
        {t("prestigeText", {
          lastCopper: PRESTIGE_RULES.lastCopperLevel,
          firstGold: PRESTIGE_RULES.lastCopperLevel + 1,
        })}
      </p>
      <p>{t("prestigeEvidence", { date })}</p>
      {fromLink && <p>{t("fromLink")}</p>}
    </div>
  );
}
