"use client";
/**
 * The home page's favourites (docs/site.md §6). They come from the stored profile, so nothing shows
 * before the stores are read: the list and the profile store it reads are loaded after the first
 * paint (React.lazy, client only, as the header's dialogs), not with the page.
 */
import { lazy, Suspense } from "react";
import { useMountedLater } from "@/lib/use-hydrated";

const FavouritesList = lazy(() =>
  import("./FavouritesList").then((m) => ({ default: m.FavouritesList })),
);

export function FavouritesSection({ gbNames }: { gbNames?: Record<string, string> }) {
  if (!useMountedLater()) return null;
  return (
    <Suspense fallback={null}>
      <FavouritesList gbNames={gbNames} />
    </Suspense>
  );
}
