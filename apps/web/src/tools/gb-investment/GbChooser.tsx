"use client";
/**
 * Chooser page (docs/tools/gb-investment.md §3): a search box, the GB opened last and the
 * favourites, then every GB by age (coloured cards in game order) or in one alphabetical grid; the
 * order is the global `gbSelectSortMode`.
 */
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { History } from "@/ui/icons/History";
import { Star } from "@/ui/icons/Star";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { updateGlobalSettings, useGlobalSettings } from "@/platform/settings/global-store";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath } from "@/i18n/routes";
import {
  AGE_COLOURS,
  filterByName,
  groupByAge,
  sortAlphabetically,
  type GbListItem,
} from "./gb-list";
import { cardClass } from "@/ui/Card";
import { textInput } from "@/ui/text-input";

const linkClass =
  "block rounded-lg px-2 py-2 text-[var(--color-brand-strong)] underline-offset-4 hover:bg-[var(--color-brand-soft)] hover:underline";

function GbLink({ gb }: { gb: GbListItem }) {
  return (
    <AppLink
      href={routePath("gb-investment-gb", { gb: gb.key })}
      className={linkClass}
      data-gb={gb.key}
    >
      {gb.name}
    </AppLink>
  );
}

function QuickLink({ gb, icon }: { gb: GbListItem; icon: "last" | "favourite" }) {
  return (
    <AppLink
      href={routePath("gb-investment-gb", { gb: gb.key })}
      className={cardClass(`flex items-center gap-2 font-medium hover:border-[var(--color-brand)]`)}
    >
      {icon === "favourite" ? (
        <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-600" />
      ) : (
        <History aria-hidden="true" className="h-4 w-4 text-[var(--color-brand-strong)]" />
      )}
      {gb.name}
    </AppLink>
  );
}

export function GbChooser({ gbs: allGbs }: { gbs: readonly GbListItem[] }) {
  const t = useTranslations("gbInvestment");
  const tAges = useTranslations("ages");
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const gbs = filterByName(allGbs, query, locale);
  const sortMode = useGlobalSettings((s) => s.gbSelectSortMode);
  const lastKey = useGlobalSettings((s) => s.lastOpenedGb);
  const lastOpened = allGbs.find((gb) => gb.key === lastKey);
  const bookmarks = useCurrentProfile((p) => p.bookmarks);
  const favourites = bookmarks
    .map((b) => gbs.find((gb) => gb.key === b.params.gb))
    .filter((gb): gb is GbListItem => gb !== undefined);
  const modes = [
    { value: "age", label: t("chooser.byAge") },
    { value: "alpha", label: t("chooser.alphabetical") },
  ] as const;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1 sm:max-w-sm">
        <label htmlFor="gb-search" className="text-sm font-medium">
          {t("chooser.search")}
        </label>
        <input
          id="gb-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={textInput()}
          data-testid="chooser-search"
        />
      </div>
      {lastOpened && query.trim() === "" && (
        <section aria-labelledby="gb-last-opened">
          <h2 id="gb-last-opened" className="mb-3 text-xl font-semibold">
            {t("chooser.lastOpened")}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="chooser-last">
            <QuickLink gb={lastOpened} icon="last" />
          </div>
        </section>
      )}
      {favourites.length > 0 && (
        <section aria-labelledby="gb-favourites">
          <h2 id="gb-favourites" className="mb-3 text-xl font-semibold">
            {t("chooser.favourites")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="chooser-favourites">
            {favourites.map((gb) => (
              <li key={gb.key}>
                <QuickLink gb={gb} icon="favourite" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="gb-choose">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="gb-choose" className="text-xl font-semibold">
            {t("chooser.title")}
          </h2>
          <div
            role="group"
            aria-label={t("chooser.order")}
            className="inline-flex rounded-lg border border-[var(--color-line)] p-0.5"
          >
            {modes.map((mode) => (
              <button
                key={mode.value}
                type="button"
                aria-pressed={sortMode === mode.value}
                onClick={() => updateGlobalSettings({ gbSelectSortMode: mode.value })}
                data-testid={`chooser-sort-${mode.value}`}
                className={`min-h-10 rounded-md px-3 text-sm font-medium ${
                  sortMode === mode.value
                    ? "bg-[var(--color-brand-strong)] text-white"
                    : "hover:bg-[var(--color-brand-soft)]"
                }`}
              >
                {mode.label}
              </button>
            ))}
          </div>
        </div>
        {gbs.length === 0 ? (
          <p role="status" className={cardClass()} data-testid="chooser-no-match">
            {t("chooser.noMatch", { query: query.trim() })}
          </p>
        ) : sortMode === "alpha" ? (
          <ul
            className={cardClass("grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4")}
            data-testid="chooser-alpha"
          >
            {sortAlphabetically(gbs).map((gb) => (
              <li key={gb.key}>
                <GbLink gb={gb} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="chooser-ages">
            {groupByAge(gbs).map((group) => (
              <li
                key={group.age}
                className={cardClass("border-t-4")}
                style={{ borderTopColor: AGE_COLOURS[group.age] }}
                data-age={group.age}
              >
                <h3 className="mb-1 font-semibold">{tAges(group.age)}</h3>
                <ul>
                  {group.gbs.map((gb) => (
                    <li key={gb.key}>
                      <GbLink gb={gb} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
