"use client";
/**
 * "Install FoE Toolbox" in the footer (docs/site.md §11). The server's HTML holds the button; its
 * code (and the panel's opening rules) is not in the page's first scripts and hydrates after the
 * rest of the page (lib/hydrate-later.tsx): the footer is rarely the first thing a player uses.
 */
import { hydrateLater } from "@/lib/hydrate-later";
// The browser's install prompt fires early: it is captured from the first scripts on.
import "./install-prompt";

export const LazyInstallLauncher = hydrateLater(
  () => import("./InstallLauncher").then((m) => m.InstallLauncher),
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
      (require("./InstallLauncher") as typeof import("./InstallLauncher")).InstallLauncher
    : undefined,
);
