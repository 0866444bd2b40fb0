"use client";
/**
 * The layout's incomplete-translation notice, loaded after mount: it waits for the stored settings
 * anyway (docs/site.md §2), so its code need not come with the page.
 */
import { lazy, Suspense } from "react";
import { useMountedLater } from "@/lib/use-hydrated";
import type { Locale } from "@/i18n/locales";

const TranslationNotice = lazy(() =>
  import("./TranslationNotice").then((m) => ({ default: m.TranslationNotice })),
);

export function LazyTranslationNotice({
  incomplete,
}: {
  incomplete: Partial<Record<Locale, number>>;
}) {
  if (!useMountedLater()) return null;
  return (
    <Suspense fallback={null}>
      <TranslationNotice incomplete={incomplete} />
    </Suspense>
  );
}
