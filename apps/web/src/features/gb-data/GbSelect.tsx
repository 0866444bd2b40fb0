"use client";
/** A native select of the Great Buildings, by age or alphabetical as the global setting says. */
import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useGlobalSettings } from "@/features/settings/global-store";
import type { GbOption } from "./gb-options";
import { groupGbOptions } from "./gb-select-groups";

export function GbSelect({
  id,
  options,
  value,
  onChange,
  testId,
}: {
  id: string;
  options: readonly GbOption[];
  value: string;
  onChange: (key: string) => void;
  testId?: string;
}) {
  const locale = useLocale();
  const tAges = useTranslations("ages");
  const mode = useGlobalSettings((s) => s.gbSelectSortMode);
  const groups = useMemo(() => groupGbOptions(options, mode, locale), [options, mode, locale]);
  return (
    <select
      id={id}
      value={value}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value)}
      className="h-10 w-full min-w-0 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
    >
      {groups.map((group) => {
        const items = group.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.name}
          </option>
        ));
        return group.age === null ? items : (
          <optgroup key={group.age} label={tAges(group.age)}>
            {items}
          </optgroup>
        );
      })}
    </select>
  );
}
