"use client";
/**
 * The choice of the global `displayTableCard` (docs/site.md §8): cards where the table does not
 * fit, always a table, or always cards. Shown in the settings dialog and beside the GB tables.
 */
import { useId } from "react";
import { useTranslations } from "next-intl";
import {
  DISPLAY_TABLE_CARD_MODES,
  updateGlobalSettings,
  useGlobalSettings,
  type DisplayTableCard,
} from "./global-store";

const LABEL_KEYS = {
  auto: "displayTableCardAuto",
  table: "displayTableCardTable",
  cards: "displayTableCardCards",
} as const satisfies Record<DisplayTableCard, string>;

export function TableCardChoice({ testId }: { testId?: string }) {
  const t = useTranslations("settings");
  const id = useId();
  const value = useGlobalSettings((s) => s.displayTableCard);
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("displayTableCard")}
      </label>
      <select
        id={id}
        value={value}
        data-testid={testId}
        onChange={(e) =>
          updateGlobalSettings({
            displayTableCard: DISPLAY_TABLE_CARD_MODES.find((m) => m === e.target.value) ?? "auto",
          })
        }
        className="h-10 w-full min-w-0 max-w-md rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
      >
        {DISPLAY_TABLE_CARD_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(LABEL_KEYS[mode])}
          </option>
        ))}
      </select>
    </div>
  );
}
