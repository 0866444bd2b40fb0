"use client";
/**
 * GB switcher (docs/tools/gb-investment.md §4): a select grouped by age (or alphabetical) with a
 * "Favourites" group, or an autocomplete on the localised names — per the global setting
 * `gbSelectMode`.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { useGlobalSettings } from "@/platform/settings/global-store";
import { startNavigation } from "@/platform/shell/navigation-events";
import { useRouter } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { filterByName, groupByAge, sortAlphabetically, type GbListItem } from "./gb-list";

export function useGoToGb(): (key: string) => void {
  const router = useRouter();
  return (key: string) => {
    startNavigation();
    router.push(routePath("gb-investment-gb", { gb: key }));
  };
}

export function GbSwitcher({
  gbKey,
  gbs,
  compact = false,
}: {
  gbKey: string;
  gbs: readonly GbListItem[];
  compact?: boolean;
}) {
  const mode = useGlobalSettings((s) => s.gbSelectMode);
  return mode === "datalist" ? (
    <GbAutocomplete gbKey={gbKey} gbs={gbs} compact={compact} />
  ) : (
    <GbSelect gbKey={gbKey} gbs={gbs} compact={compact} />
  );
}

function GbSelect({
  gbKey,
  gbs,
  compact,
}: {
  gbKey: string;
  gbs: readonly GbListItem[];
  compact: boolean;
}) {
  const t = useTranslations("gbInvestment");
  const tAges = useTranslations("ages");
  const id = useId();
  const go = useGoToGb();
  const sortMode = useGlobalSettings((s) => s.gbSelectSortMode);
  const bookmarks = useCurrentProfile((p) => p.bookmarks);
  const favourites = bookmarks
    .map((b) => gbs.find((gb) => gb.key === b.params.gb))
    .filter((gb): gb is GbListItem => gb !== undefined);
  return (
    <div className={compact ? "min-w-0" : "grid gap-1"}>
      <label htmlFor={id} className={compact ? "sr-only" : "text-sm font-medium"}>
        {t("page.switcher")}
      </label>
      <select
        id={id}
        value={gbKey}
        data-testid={compact ? "gb-switcher-compact" : "gb-switcher"}
        onChange={(event) => go(event.target.value)}
        className={`h-10 min-w-0 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-2 ${compact ? "w-full text-sm" : ""}`}
      >
        {favourites.length > 0 && (
          <optgroup label={t("chooser.favourites")}>
            {favourites.map((gb) => (
              <option key={`fav-${gb.key}`} value={gb.key}>
                {gb.name}
              </option>
            ))}
          </optgroup>
        )}
        {sortMode === "alpha" ? (
          <optgroup label={t("chooser.alphabetical")}>
            {sortAlphabetically(gbs).map((gb) => (
              <option key={gb.key} value={gb.key}>
                {gb.name}
              </option>
            ))}
          </optgroup>
        ) : (
          groupByAge(gbs).map((group) => (
            <optgroup key={group.age} label={tAges(group.age)}>
              {group.gbs.map((gb) => (
                <option key={gb.key} value={gb.key}>
                  {gb.name}
                </option>
              ))}
            </optgroup>
          ))
        )}
      </select>
    </div>
  );
}

function GbAutocomplete({
  gbKey,
  gbs,
  compact,
}: {
  gbKey: string;
  gbs: readonly GbListItem[];
  compact: boolean;
}) {
  const t = useTranslations("gbInvestment");
  const locale = useLocale();
  const id = useId();
  const go = useGoToGb();
  const current = gbs.find((gb) => gb.key === gbKey);
  const [query, setQuery] = useState(current?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(
    () =>
      open
        ? filterByName(sortAlphabetically(gbs), query === current?.name ? "" : query, locale)
        : [],
    [open, gbs, query, current, locale],
  );
  const listId = `${id}-list`;
  const choose = (gb: GbListItem) => {
    setOpen(false);
    setQuery(gb.name);
    if (gb.key !== gbKey) go(gb.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(0, matches.length - 1)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === "Enter" && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === "Escape") {
      setOpen(false);
      setQuery(current?.name ?? "");
    }
  };
  return (
    <div className={`relative ${compact ? "min-w-0" : "grid gap-1"}`}>
      <label htmlFor={id} className={compact ? "sr-only" : "text-sm font-medium"}>
        {t("page.switcherSearch")}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          open && matches[active] ? `${listId}-${matches[active]!.key}` : undefined
        }
        value={query}
        data-testid={compact ? "gb-switcher-compact" : "gb-switcher"}
        onFocus={(event) => {
          event.target.select();
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className={`h-10 w-full min-w-0 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 ${compact ? "text-sm" : ""}`}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("page.switcher")}
          className="absolute top-full z-30 mt-1 max-h-72 w-full min-w-56 overflow-y-auto rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] py-1 shadow-lg"
        >
          {matches.length === 0 ? (
            <li
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-sm text-[var(--color-muted)]"
            >
              {t("page.noMatch")}
            </li>
          ) : (
            matches.map((gb, index) => (
              <li
                key={gb.key}
                id={`${listId}-${gb.key}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(gb);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-[var(--color-brand-soft)]" : ""}`}
              >
                {gb.name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
