"use client";
/**
 * A GB picker as the global settings say (docs/site.md §8): a native select by age or alphabetical
 * (`gbSelectSortMode`), or a text field that completes the GB names (`gbSelectMode`
 * "datalist", the browser's own suggestion list).
 */
import { useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useGlobalSettings } from "@/platform/settings/global-store";
import type { GbOption } from "./gb-options";
import { findGbByName, groupGbOptions } from "./gb-select-groups";

interface GbSelectProps {
  id: string;
  options: readonly GbOption[];
  value: string;
  onChange: (key: string) => void;
  testId?: string;
}

const FIELD =
  "h-10 w-full min-w-0 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3";

export function GbSelect(props: GbSelectProps) {
  const mode = useGlobalSettings((s) => s.gbSelectMode);
  return mode === "datalist" ? <GbNameField {...props} /> : <GbNativeSelect {...props} />;
}

function GbNativeSelect({ id, options, value, onChange, testId }: GbSelectProps) {
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
      className={FIELD}
    >
      {groups.map((group) => {
        const items = group.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.name}
          </option>
        ));
        return group.age === null ? (
          items
        ) : (
          <optgroup key={group.age} label={tAges(group.age)}>
            {items}
          </optgroup>
        );
      })}
    </select>
  );
}

/**
 * Typing (or picking) a GB's full name chooses it; any other text stays while typing and gives
 * way to the chosen GB's name when the field is left, so the field never shows a GB not in use.
 */
function GbNameField({ id, options, value, onChange, testId }: GbSelectProps) {
  const locale = useLocale();
  const [typed, setTyped] = useState<string | null>(null);
  const sorted = useMemo(
    () => groupGbOptions(options, "alpha", locale)[0]?.options ?? [],
    [options, locale],
  );
  const current = options.find((o) => o.key === value);
  const listId = `${id}-names`;
  return (
    <>
      <input
        id={id}
        type="text"
        list={listId}
        autoComplete="off"
        data-testid={testId}
        value={typed ?? current?.name ?? ""}
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          const text = event.target.value;
          const match = findGbByName(options, text, locale);
          setTyped(match ? null : text);
          if (match && match.key !== value) onChange(match.key);
        }}
        onBlur={() => setTyped(null)}
        className={FIELD}
      />
      <datalist id={listId}>
        {sorted.map((o) => (
          <option key={o.key} value={o.name} />
        ))}
      </datalist>
    </>
  );
}
