"use client";
/**
 * Thread helper (docs/tools/thread-helper.md): the player pastes a guild thread and sees every
 * offer it holds, what it is worth at their Arc bonus and whether it matches the game's numbers,
 * and marks offers taken or skipped. Reading and checking are the core's; the text and the marks
 * are kept in the profile (and synced with it).
 */
import { useGbRules } from "@/platform/gb-rules/gb-rules";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { evaluateThreadOffers } from "@foe-toolbox/core/thread-helper/evaluate";
import type { GbNameAliases } from "@foe-toolbox/core/thread-helper/names";
import type { GbKey } from "@foe-toolbox/core/data/types";
import { useTool } from "@/platform/calculator/tool-contract";
import type { NumberField } from "@/platform/calculator/number-field";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { cardClass } from "@/ui/Card";
import { markCounts, offerRows } from "./offer-rows";
import { OfferTable } from "./OfferTable";
import { ThreadInputs } from "./ThreadInputs";
import { GbLevelsStatusList, UnparsedLines } from "./ThreadNotes";
import { threadHelperTool } from "./tool";
import { withMark } from "./thread-helper-state";
import { useParsedThread } from "./use-parsed-thread";
import { useThreadLevels } from "./use-thread-levels";

const CARD = cardClass();

function saveArcBonus(value: number) {
  updateCurrentProfile((profile) => ({ ...profile, yourArcBonus: value }));
}

export function ThreadHelper({
  gbNames,
  aliases,
}: {
  /** GB key -> its name in the page's language. */
  gbNames: Readonly<Record<string, string>>;
  aliases: readonly GbNameAliases[];
}) {
  const t = useTranslations("threadHelper");
  const { value: saved, setValue } = useTool(threadHelperTool);
  // The rules are the "Great Building rules" setting shared by every GB tool (docs/tools/gb-prestige.md).
  const gbRules = useGbRules(false);
  const state = useMemo(() => ({ ...saved, rules: gbRules.rules }), [saved, gbRules.rules]);
  const profileArc = useCurrentProfile((p) => p.yourArcBonus);
  // A bonus being typed (empty, or not valid yet) stays here; a valid one is the profile's.
  const [arcDraft, setArcDraft] = useState<NumberField | null>(null);
  const arc = arcDraft ?? profileArc;
  const changeArc = (value: NumberField) => {
    if (value !== "" && Number.isFinite(value) && value >= 0) {
      saveArcBonus(value);
      setArcDraft(null);
    } else setArcDraft(value);
  };

  const { parsed, pending } = useParsedThread(state.text, aliases);
  const gbs = useMemo(() => [...new Set(parsed.offers.map((o) => o.gb))], [parsed]);
  const levels = useThreadLevels(gbs);
  const { levelsOf } = levels;
  const arcValue = arc === "" ? 0 : arc;
  const evaluated = useMemo(
    () =>
      evaluateThreadOffers({
        offers: parsed.offers,
        levelsOf: (gb: GbKey) => levelsOf(gb),
        yourArcBonus: arcValue,
        yourArcBonusGold: state.arcBonusGold,
        rules: state.rules,
      }),
    [parsed, levelsOf, arcValue, state.arcBonusGold, state.rules],
  );
  const rows = offerRows(evaluated, state.marks, levels.statusOf);
  const counts = markCounts(rows);
  const gbName = (gb: string) => gbNames[gb] ?? gb.replace(/_/g, " ");

  return (
    <div className="grid gap-6">
      <ThreadInputs
        state={state}
        setValue={setValue}
        arc={arc}
        onArcChange={changeArc}
        className={CARD}
      />
      <GbLevelsStatusList gbs={gbs} levels={levels} gbName={gbName} />
      <section
        aria-labelledby="thread-offers-title"
        className={`${CARD} grid gap-3`}
        aria-busy={pending}
      >
        <h2 id="thread-offers-title" className="text-lg font-semibold">
          {t("offersTitle", { count: rows.length })}
        </h2>
        {rows.length === 0 ? (
          <p className="text-sm text-[var(--color-muted)]" data-testid="thread-no-offers">
            {state.text.trim() === "" ? t("emptyText") : t("noOffers")}
          </p>
        ) : (
          <>
            <p className="text-sm text-[var(--color-muted)]" data-testid="thread-summary">
              {t("summary", { count: rows.length, taken: counts.taken, skipped: counts.skipped })}
            </p>
            <OfferTable
              rows={rows}
              gbName={gbName}
              onMark={(id, mark) => setValue((s) => withMark(s, id, mark))}
            />
          </>
        )}
      </section>
      <UnparsedLines lines={parsed.unparsed} className={CARD} />
    </div>
  );
}
