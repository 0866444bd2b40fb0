"use client";
/**
 * "Levels of your GBs" (docs/tools/gb-leveling-order.md §5): one row per GB giving the chosen bonus, with its lock (left out
 * of the plan, bonus still counted) and its current level (-1 = not built yet).
 */
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Lock } from "@/ui/icons/Lock";
import { LockOpen } from "@/ui/icons/LockOpen";
import type { GbKey } from "@foe-toolbox/core/data/types";
import { describedBy, Field } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { GB_LEVEL_MAX } from "@/platform/calculator/field-ranges";
import { gbName, type GbNames } from "./gb-name";
import { NOT_BUILT, numberOf, type FieldValue } from "./state";
import { cardClass } from "@/ui/Card";

/** A level the planner refuses (docs/tools/gb-leveling-order.md §3: an integer ≥ -1), to show its message at the right GB. */
function isBadLevel(value: FieldValue): boolean {
  const level = numberOf(value);
  return !Number.isInteger(level) || level < NOT_BUILT;
}

export function GbLevelsList({
  eligible,
  levels,
  locked,
  gbNames,
  onLevel,
  onToggleLock,
  error,
}: {
  eligible: readonly GbKey[];
  levels: Readonly<Record<string, FieldValue>>;
  locked: readonly GbKey[];
  gbNames: GbNames;
  onLevel: (key: GbKey, level: FieldValue) => void;
  onToggleLock: (key: GbKey) => void;
  /** The planner's message about the current levels, if any. */
  error: string | null;
}) {
  const t = useTranslations("gbLevelingOrder.levels");
  const id = useId();
  const blamed = error !== null && eligible.some((key) => isBadLevel(levels[key] ?? NOT_BUILT));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="leveling-levels"
      className={cardClass()}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-[var(--color-muted)]">{t("hint")}</p>
      {error !== null && !blamed && (
        <p role="alert" className="mt-2 text-sm text-[var(--color-danger)]">
          {error}
        </p>
      )}
      {eligible.length === 0 ? (
        <p className="mt-3">{t("none")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {eligible.map((key) => {
            const name = gbName(gbNames, key);
            const isLocked = locked.includes(key);
            const value = levels[key] ?? NOT_BUILT;
            const fieldId = `${id}-${key}`;
            const message = error !== null && isBadLevel(value) ? error : null;
            return (
              <li key={key} data-gb={key} className="flex items-start gap-2">
                <button
                  type="button"
                  aria-pressed={isLocked}
                  aria-label={t("lock", { gb: name })}
                  title={isLocked ? t("lockedTitle") : t("unlockedTitle")}
                  onClick={() => onToggleLock(key)}
                  className={`mt-6 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border ${
                    isLocked
                      ? "border-[var(--color-brand)] bg-[var(--color-brand-soft)] text-[var(--color-brand-strong)]"
                      : "border-[var(--color-line)] hover:bg-[var(--color-brand-soft)]"
                  }`}
                >
                  {isLocked ? (
                    <Lock aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <LockOpen aria-hidden="true" className="h-4 w-4" />
                  )}
                </button>
                <Field id={fieldId} label={name} error={message} className="min-w-0 flex-1">
                  <NumberInput
                    id={fieldId}
                    value={value}
                    onChange={(level) => onLevel(key, level)}
                    min={NOT_BUILT}
                    max={GB_LEVEL_MAX}
                    buttons
                    invalid={message !== null}
                    describedBy={describedBy(fieldId, { error: message })}
                  />
                </Field>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
