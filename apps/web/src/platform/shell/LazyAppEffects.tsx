"use client";
/**
 * The shell's start-up work (AppEffects.tsx) draws nothing, so it is not in the page's first
 * scripts: it mounts once hydration is done, from a chunk requested as the app starts
 * (instrumentation-client.ts). The page is marked ready (`<html data-ready>`) by it, after the
 * stores have read what is stored.
 */
import dynamic from "next/dynamic";

export const LazyAppEffects = dynamic(() => import("./AppEffects").then((m) => m.AppEffects), {
  ssr: false,
});
