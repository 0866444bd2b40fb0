"use client";
/** Page settings of the promotion messages: prefix, suffix, name and level options, places. */
import { useTranslations } from "next-intl";
import { cardClass } from "@/ui/Card";
import { CheckboxOption } from "@/ui/CheckboxOption";
import { textInput } from "@/ui/text-input";
import { EyeToggle } from "./EyeToggle";
import type { PlaceChoice } from "./place-choice";
import type { PromotionSettings } from "./promotion-settings";

export function PromotionSettingsCard({
  id,
  settings,
  setSettings,
  shortName,
  choices,
  onChoose,
  onResetFlags,
}: {
  id: string;
  settings: PromotionSettings;
  setSettings: (change: Partial<PromotionSettings>) => void;
  shortName: string;
  /** A checkbox per place of the level: listed or not, taken by an investor or free. */
  choices: readonly PlaceChoice[];
  onChoose: (choice: PlaceChoice, checked: boolean) => void;
  /** Includes every place again (when "only secured places" is turned off). */
  onResetFlags: () => void;
}) {
  const t = useTranslations("promotionMessages");
  return (
    <div className={cardClass("grid gap-4")}>
      <h3 className="font-semibold">{t("settings")}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {(["prefix", "suffix"] as const).map((key) => {
          const showKey = key === "prefix" ? "showPrefix" : "showSuffix";
          return (
            <div key={key} className="grid gap-1">
              <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
                {t(key)}
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-${key}`}
                  type="text"
                  value={settings[key]}
                  onChange={(event) => setSettings({ [key]: event.target.value })}
                  className={textInput()}
                />
                <EyeToggle
                  shown={settings[showKey]}
                  label={t(showKey)}
                  onToggle={() => setSettings({ [showKey]: !settings[showKey] })}
                  testId={`promo-${showKey}`}
                />
              </div>
            </div>
          );
        })}
      </div>
      <div className="grid gap-x-6 sm:grid-cols-2">
        <CheckboxOption
          id={`${id}-name`}
          checked={settings.displayGbName}
          label={t("displayGbName")}
          onChange={(v) => setSettings({ displayGbName: v })}
        />
        <CheckboxOption
          id={`${id}-short`}
          checked={settings.useShortName}
          label={t("useShortName")}
          onChange={(v) => setSettings({ useShortName: v })}
          hint={t("useShortNameHint", { name: shortName })}
        />
        <CheckboxOption
          id={`${id}-level`}
          checked={settings.showLevel}
          label={t("showLevel")}
          onChange={(v) => setSettings({ showLevel: v })}
        />
        <CheckboxOption
          id={`${id}-secured`}
          checked={settings.onlySecuredPlaces}
          label={t("onlySecured")}
          onChange={(v) => {
            setSettings({ onlySecuredPlaces: v });
            if (!v) onResetFlags();
          }}
          hint={t("onlySecuredHint")}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("places")}</legend>
        <div className="flex flex-wrap gap-x-4">
          {choices.map((choice) => (
            <label key={choice.place} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                checked={choice.checked}
                // "Only secured places" decides for free places; a taken one can still be put back.
                disabled={settings.onlySecuredPlaces && !choice.taken}
                onChange={(event) => onChoose(choice, event.target.checked)}
                className="h-5 w-5 accent-[var(--color-brand)]"
                data-testid={`promo-include-${choice.place}`}
              />
              {t(choice.taken ? "takenPlace" : "place", { place: choice.place })}
            </label>
          ))}
        </div>
        {choices.some((c) => c.taken) && (
          <p className="text-xs text-[var(--color-muted)]" data-testid="promo-taken-hint">
            {t("takenHint")}
          </p>
        )}
      </fieldset>
    </div>
  );
}
