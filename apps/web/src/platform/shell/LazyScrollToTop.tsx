"use client";
/**
 * The scroll-to-top button (ScrollToTop.tsx) draws nothing until the page has been scrolled, so
 * its watcher is not in the page's first scripts either: it mounts after hydration.
 */
import dynamic from "next/dynamic";

export const LazyScrollToTop = dynamic(() => import("./ScrollToTop").then((m) => m.ScrollToTop), {
  ssr: false,
});
