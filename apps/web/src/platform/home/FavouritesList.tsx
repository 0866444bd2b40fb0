"use client";
import { useTranslations } from "next-intl";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath } from "@/i18n/routes";
import { cardClass } from "@/ui/Card";

/** One card per bookmarked GB of the current profile (docs/site.md §6); nothing when there is none. */
export function FavouritesList({ gbNames = {} }: { gbNames?: Record<string, string> }) {
  const t = useTranslations("home");
  const bookmarks = useCurrentProfile((p) => p.bookmarks);
  if (bookmarks.length === 0) return null;
  return (
    <section aria-labelledby="section-favourites">
      <h2 id="section-favourites" className="mb-3 text-xl font-semibold">
        {t("favourites")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {bookmarks.map((b) => (
          <li key={b.params.gb}>
            <AppLink
              href={routePath("gb-investment-gb", { gb: b.params.gb })}
              className={cardClass("block font-medium hover:border-[var(--color-brand)]")}
            >
              {gbNames[b.params.gb] ?? b.params.gb.replace(/_/g, " ")}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
