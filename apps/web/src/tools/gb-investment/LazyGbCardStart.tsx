"use client";
/**
 * The GB selector and the bookmark star as the GB page renders them: in the server's HTML, hydrated
 * after the owner view (lib/hydrate-later.tsx), whose level field is what a player uses first.
 */
import { hydrateLater } from "@/lib/hydrate-later";

export const LazyGbCardStart = hydrateLater(
  () => import("./GbCardStart").then((m) => m.GbCardStart),
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
      (require("./GbCardStart") as typeof import("./GbCardStart")).GbCardStart
    : undefined,
);
