"use client";
import { hydrateLater } from "@/lib/hydrate-later";

/**
 * The site header as the layout renders it: in the server's HTML, hydrated after the page
 * (lib/hydrate-later.tsx), so that a tool's own inputs answer first.
 */
export const LazyHeader = hydrateLater(
  () => import("./Header").then((m) => m.Header),
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
      (require("./Header") as typeof import("./Header")).Header
    : undefined,
);
