"use client";
import { useTranslations } from "next-intl";
import { formatLevelRanges } from "./entered-levels";

/** The line of a result computed with entered values. */
export function EnteredLevelsUsed({
  levels,
  testId,
}: {
  levels: readonly number[];
  testId: string;
}) {
  const t = useTranslations("gbRules.entered");
  if (levels.length === 0) return null;
  return (
    <p data-testid={testId} className="text-sm">
      {t("used", { count: levels.length, levels: formatLevelRanges(levels) })}
    </p>
  );
}
