"use client";
import { useTranslations } from "next-intl";
import { Monitor, Moon, Sun } from "@/ui/icons/shell";
import {
  useGlobalSettings,
  updateGlobalSettings,
  type DayNightMode,
} from "@/platform/settings/global-store";

const NEXT: Record<DayNightMode, DayNightMode> = {
  system: "day",
  day: "night",
  night: "system",
  auto: "day",
};

/** Cycles the colour mode: system → light → dark → system (the full choice is in the settings). */
export function ThemeToggle() {
  const t = useTranslations("shell.theme");
  const mode = useGlobalSettings((s) => s.dayNightMode);
  const label = mode === "day" ? t("light") : mode === "night" ? t("dark") : t("system");
  const Icon = mode === "day" ? Sun : mode === "night" ? Moon : Monitor;
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-mode={mode}
      aria-label={t("toggle", { mode: label })}
      title={t("toggle", { mode: label })}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]"
      onClick={() => updateGlobalSettings({ dayNightMode: NEXT[mode] })}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
