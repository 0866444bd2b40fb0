"use client";
/**
 * Global settings dialog of docs/site.md §8. Changes apply immediately; "Reset" puts the switches and
 * choices back to their defaults and clears the custom GB names.
 */
import { useId, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/platform/shell/Modal";
import { buttonClass } from "@/ui/button";
import {
  DAY_NIGHT_MODES,
  defaultGlobalSettings,
  updateGlobalSettings,
  useGlobalSettings,
  type DayNightMode,
} from "./global-store";
import { TableCardChoice } from "./TableCardChoice";

function YesNo({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (v: boolean) => void;
}) {
  const t = useTranslations("settings");
  const name = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex gap-4">
        {[true, false].map((option) => (
          <label key={String(option)} className="inline-flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4"
            />
            {option ? t("yes") : t("no")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-10 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
      />
    </div>
  );
}

export function GlobalSettingsDialog({
  open,
  onClose,
  extra,
}: {
  open: boolean;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const t = useTranslations("settings");
  const settings = useGlobalSettings((s) => s);
  const themeLabels: Record<DayNightMode, string> = {
    day: t("theme.day"),
    night: t("theme.night"),
    system: t("theme.system"),
    auto: t("theme.auto"),
  };
  const reset = () => {
    const d = defaultGlobalSettings();
    updateGlobalSettings({
      fixedMainMenu: d.fixedMainMenu,
      disableUpdateNotification: d.disableUpdateNotification,
      gbSelectMode: d.gbSelectMode,
      gbRules: d.gbRules,
      displayTableCard: d.displayTableCard,
      dayNightMode: d.dayNightMode,
      dayStart: d.dayStart,
      nightStart: d.nightStart,
      customGbName: {},
    });
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("title")}
      testId="global-settings"
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={reset}>
            {t("reset")}
          </button>
          <button type="button" className={buttonClass.primary} onClick={onClose}>
            {t("close")}
          </button>
        </>
      }
    >
      <div className="grid gap-5">
        <YesNo
          label={t("fixedMainMenu")}
          value={settings.fixedMainMenu}
          onChange={(v) => updateGlobalSettings({ fixedMainMenu: v })}
        />
        <YesNo
          label={t("disableUpdateNotification")}
          value={settings.disableUpdateNotification}
          onChange={(v) => updateGlobalSettings({ disableUpdateNotification: v })}
        />
        <Choice
          label={t("gbSelectMode")}
          value={settings.gbSelectMode}
          options={[
            { value: "datalist", label: t("gbSelectModeDatalist") },
            { value: "select", label: t("gbSelectModeSelect") },
          ]}
          onChange={(v) => updateGlobalSettings({ gbSelectMode: v })}
        />
        <Choice
          label={t("gbRules")}
          value={settings.gbRules}
          options={[
            { value: "live", label: t("gbRulesLive") },
            { value: "prestige", label: t("gbRulesPrestige") },
          ]}
          onChange={(v) => updateGlobalSettings({ gbRules: v })}
        />
        <TableCardChoice />
        <Choice
          label={t("theme.label")}
          value={settings.dayNightMode}
          options={DAY_NIGHT_MODES.map((m) => ({ value: m, label: themeLabels[m] }))}
          onChange={(v) => updateGlobalSettings({ dayNightMode: v })}
        />
        {settings.dayNightMode === "auto" && (
          <div className="grid grid-cols-2 gap-3">
            <TimeField
              label={t("theme.dayStart")}
              value={settings.dayStart}
              onChange={(v) => /^\d\d:\d\d$/.test(v) && updateGlobalSettings({ dayStart: v })}
            />
            <TimeField
              label={t("theme.nightStart")}
              value={settings.nightStart}
              onChange={(v) => /^\d\d:\d\d$/.test(v) && updateGlobalSettings({ nightStart: v })}
            />
          </div>
        )}
        {extra}
      </div>
    </Modal>
  );
}
