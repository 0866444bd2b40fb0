"use client";
/**
 * The inputs of one level as the game shows it: its cost and, under live rules, the five places'
 * base rewards. Entered values are marked as the player's; one click puts the level back to the
 * game data. Used by every GB tool that asks for a level the data lacks.
 */
import { useTranslations } from "next-intl";
import { RotateCcw } from "@/ui/icons/RotateCcw";
import { IconButton } from "@/ui/IconButton";
import { NumberInput } from "@/ui/NumberInput";
import { ENTERED_REWARD_PLACES, type EnteredChange, type EnteredLevel } from "./entered-levels";

const YOURS =
  "rounded-full bg-[var(--color-brand-soft)] px-2 py-0.5 text-xs font-medium text-[var(--color-ink)]";

export function EnteredLevelFields({
  idPrefix,
  level,
  entered,
  withRewards,
  onChange,
}: {
  /** Unique prefix of the inputs' ids (`<prefix>-cost-<level>`). */
  idPrefix: string;
  level: number;
  entered: EnteredLevel | undefined;
  /** Ask for the five base rewards too (live rules; Prestige computes them from the cost). */
  withRewards: boolean;
  onChange: (level: number, change: EnteredChange) => void;
}) {
  const t = useTranslations("gbRules.entered");
  const costId = `${idPrefix}-cost-${level}`;
  const hasOwn = entered !== undefined;
  const toValue = (v: number | "") => (v === "" || Number.isNaN(v) ? null : v);
  return (
    <div
      className="grid gap-2 rounded-xl border border-[var(--color-line)] p-3"
      data-testid={`${idPrefix}-level-${level}`}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={costId} className="text-sm font-medium">
            {t("cost", { level })}{" "}
            {entered?.cost !== undefined && <span className={YOURS}>{t("yours")}</span>}
          </label>
          <NumberInput
            id={costId}
            testId={costId}
            value={entered?.cost ?? ""}
            min={1}
            onChange={(v) => onChange(level, { kind: "cost", value: toValue(v) })}
          />
        </div>
        {hasOwn && (
          <IconButton
            label={t("reset", { level })}
            testId={`${idPrefix}-reset-${level}`}
            onClick={() => onChange(level, { kind: "reset" })}
          >
            <RotateCcw aria-hidden className="h-4 w-4" />
          </IconButton>
        )}
      </div>
      {withRewards && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {Array.from({ length: ENTERED_REWARD_PLACES }, (_, k) => {
            const id = `${idPrefix}-reward-${level}-${k + 1}`;
            const fp = entered?.rewards?.[k] ?? null;
            return (
              <div key={k} className="grid gap-1">
                <label htmlFor={id} className="text-sm font-medium">
                  {t("reward", { place: k + 1, level })}
                </label>
                <NumberInput
                  id={id}
                  testId={id}
                  value={fp ?? ""}
                  min={0}
                  onChange={(v) => onChange(level, { kind: "reward", place: k, value: toValue(v) })}
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
