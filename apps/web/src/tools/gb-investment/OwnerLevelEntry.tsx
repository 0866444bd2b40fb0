"use client";
/**
 * The level of the owner view as the game shows it (docs/tools/gb-prestige.md): a level the data
 * lacks asks for its cost (and, under live rules, its rewards) instead of showing "unknown"; any
 * other level can be corrected on request (e.g. the beta server's higher costs). The values are
 * the player's (per profile, GB and level), marked so, and reset in one click.
 */
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { levelsToAsk } from "@/platform/gb-levels/entered-levels";
import { EnteredLevelsUsed } from "@/platform/gb-levels/EnteredLevelsUsed";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { LazyMissingLevels } from "@/platform/gb-levels/LazyMissingLevels";
import type { EnteredLevelsInput } from "./owner-props";

const ID = "gbi-entered";

// The fields show on request or for a level the data lacks, both rare on a first screen:
// their code loads then, not with the page.
const EnteredLevelFields = dynamic(() =>
  import("@/platform/gb-levels/EnteredLevelFields").then((m) => m.EnteredLevelFields),
);

/**
 * Whether the data lacks this level, so the entry asks for it before any result. It depends on the
 * data only, never on what the player typed, so the entry keeps its place (and its drafts) while
 * the player fills it in.
 */
export function levelMissingFromData(
  entered: EnteredLevelsInput,
  level: number,
  rules: GbRules,
): boolean {
  return levelsToAsk(entered.dataLevels, level, level, rules).length > 0;
}

export function OwnerLevelEntry({
  level,
  levels,
  entered,
  rules,
}: {
  level: number;
  /** The level table with the player's values. */
  levels: readonly GbLevel[];
  entered: EnteredLevelsInput;
  rules: GbRules;
}) {
  const t = useTranslations("gbInvestment.owner");
  const [open, setOpen] = useState(false);
  const withRewards = rules === "live";
  const lacking = levelsToAsk(entered.dataLevels, level, level, rules);
  const own = entered.values[String(level)];
  if (lacking.length > 0) {
    return (
      <LazyMissingLevels
        idPrefix={ID}
        levels={lacking}
        missing={levelsToAsk(levels, level, level, rules)}
        entered={entered.values}
        withRewards={withRewards}
        onChange={entered.change}
        headingLevel={2}
      />
    );
  }
  // Entered values stay in view (marked as the player's, with their reset) until reset.
  const shown = open || own !== undefined;
  return (
    <div className="grid gap-2">
      {own === undefined && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ID}-fields`}
          onClick={() => setOpen(!open)}
          className="justify-self-start rounded-lg border border-[var(--color-line)] px-3 py-2 text-sm hover:bg-[var(--color-brand-soft)]"
          data-testid={`${ID}-toggle`}
        >
          {t("enterLevel", { level })}
        </button>
      )}
      {shown && (
        <div id={`${ID}-fields`}>
          <EnteredLevelFields
            idPrefix={ID}
            level={level}
            entered={own}
            withRewards={withRewards}
            onChange={entered.change}
          />
        </div>
      )}
    </div>
  );
}

/** The line under the owner result when it uses the player's values for its level. */
export function OwnerEnteredUsed({ level, used }: { level: number; used: readonly number[] }) {
  return <EnteredLevelsUsed levels={used.includes(level) ? [level] : []} testId={`${ID}-used`} />;
}
