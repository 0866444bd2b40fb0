"use client";
/** Page settings of the promotion messages: prefix, suffix, name and level options, places. */
import { useTranslations } from "next-intl";
import { cardClass } from "@/ui/Card";
import { CheckboxOption } from "@/ui/CheckboxOption";
import { textInput } from "@/ui/text-input";
import { EyeToggle } from "./EyeToggle";
import { ALL_PLACES_INCLUDED, type PromotionSettings } from "./promotion-settings";

export function PromotionSettingsCard({
  id,
  settings,
  setSettings,
  shortName,
  flags,
  shownFlags,
  setFlags,
}: {
  id: string;
  settings: PromotionSettings;
  setSettings: (change: Partial<PromotionSettings>) => void;
  shortName: string;
  /** The include flags chosen by the player, and those shown (computed by "only secured"). */
  flags: readonly boolean[];
  shownFlags: readonly boolean[];
  setFlags: (next: boolean[]) => void;
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
            if (!v) setFlags([...ALL_PLACES_INCLUDED]);
          }}
          hint={t("onlySecuredHint")}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("places")}</legend>
        <div className="flex flex-wrap gap-x-4">
          {shownFlags.map((included, i) => (
            <label key={i} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                checked={included}
                disabled={settings.onlySecuredPlaces}
                onChange={(event) =>
                  setFlags(flags.map((f, j) => (j === i ? event.target.checked : f)))
                }
                className="h-5 w-5 accent-[var(--color-brand)]"
                data-testid={`promo-include-${i + 1}`}
              />
              {t("place", { place: i + 1 })}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
