"use client";
/**
 * The start of the GB page's top card (docs/tools/gb-investment.md §4): the GB selector and the
 * bookmark star. Hydrated after the owner view (LazyGbCardStart.tsx).
 */
import { useTranslations } from "next-intl";
import { Star } from "@/ui/icons/Star";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { IconButton } from "@/ui/IconButton";
import type { GbListItem } from "./gb-list";
import { GbSwitcher } from "./GbSwitcher";

export function GbCardStart({ gbKey, gbs }: { gbKey: string; gbs: readonly GbListItem[] }) {
  return (
    <>
      {/* On phones the header's compact selector replaces it: the owner view moves up. */}
      <div className="min-w-56 flex-1 max-md:hidden" data-tour="switcher">
        <GbSwitcher gbKey={gbKey} gbs={gbs} />
      </div>
      <BookmarkToggle gbKey={gbKey} />
    </>
  );
}

/** Star button: adds or removes this GB in the profile's favourites (docs/site.md §6). */
function BookmarkToggle({ gbKey }: { gbKey: string }) {
  const t = useTranslations("gbInvestment.page");
  const bookmarked = useCurrentProfile((p) => p.bookmarks.some((b) => b.params.gb === gbKey));
  const toggle = () =>
    updateCurrentProfile((profile) => ({
      ...profile,
      bookmarks: profile.bookmarks.some((b) => b.params.gb === gbKey)
        ? profile.bookmarks.filter((b) => b.params.gb !== gbKey)
        : [...profile.bookmarks, { name: "GbInvestment", params: { gb: gbKey } }],
    }));
  const label = bookmarked ? t("removeBookmark") : t("addBookmark");
  return (
    <IconButton aria-pressed={bookmarked} label={label} onClick={toggle} testId="gb-bookmark">
      <Star
        aria-hidden="true"
        className={`h-5 w-5 ${bookmarked ? "fill-amber-400 text-amber-600" : ""}`}
      />
    </IconButton>
  );
}
