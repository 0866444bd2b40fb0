"use client";
/**
 * Asks for the levels a result needs but the game data lacks (docs/tools/gb-prestige.md): says
 * which are still missing, and offers the first few as inputs (entered ones stay, to edit or
 * reset), so a level without a known cost is entered rather than shown as unknown.
 */
import { useTranslations } from "next-intl";
import type { EnteredChange, EnteredLevel } from "./entered-levels";
import { formatLevelRanges } from "./entered-levels";
import { EnteredLevelFields } from "./EnteredLevelFields";

/** Inputs shown at once: a long unknown range is entered from its first level on. */
export const MISSING_LEVELS_SHOWN = 5;

export function MissingLevels({
  idPrefix,
  levels,
  missing,
  entered,
  withRewards,
  onChange,
  headingLevel = 3,
}: {
  idPrefix: string;
  /** Levels of the range the game data lacks (entered or not). */
  levels: readonly number[];
  /** Those still without the player's values. */
  missing: readonly number[];
  entered: Readonly<Record<string, EnteredLevel>>;
  withRewards: boolean;
  onChange: (level: number, change: EnteredChange) => void;
  /** Level of its title in the page's outline (2 on a page without section headings). */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("gbRules.entered");
  if (levels.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const message =
    missing.length === 0
      ? null
      : t(withRewards ? "missingLive" : "missing", {
          count: missing.length,
          levels: formatLevelRanges(missing),
        });
  // The first levels still missing, after those already entered (to edit or reset them).
  const shown = [
    ...levels.filter((level) => !missing.includes(level)),
    ...missing.slice(0, MISSING_LEVELS_SHOWN),
  ].sort((a, b) => a - b);
  return (
    <section
      aria-labelledby={`${idPrefix}-missing-title`}
      data-testid={`${idPrefix}-missing`}
      className="grid gap-3 rounded-xl bg-[var(--color-brand-soft)] px-4 py-3"
    >
      <Heading id={`${idPrefix}-missing-title`} className="font-semibold">
        {t("title")}
      </Heading>
      <p role="status" data-testid={`${idPrefix}-missing-message`}>
        {message ?? ""}
      </p>
      <p className="text-sm">{t("hint")}</p>
      {shown.map((level) => (
        <EnteredLevelFields
          key={level}
          idPrefix={idPrefix}
          level={level}
          entered={entered[String(level)]}
          withRewards={withRewards}
          onChange={onChange}
        />
      ))}
    </section>
  );
}

// Kept importable from here (its own file lets a page load it without the fields).
