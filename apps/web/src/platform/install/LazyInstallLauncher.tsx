"use client";
/**
 * "Install FoE Toolbox" in the footer (docs/site.md §11). The server's HTML holds the button; its
 * code (and the panel's opening rules) is loaded when the page hydrates it rather than with the
 * page's first scripts: the footer is rarely the first thing a player uses.
 */
import { lazy, Suspense } from "react";
// The browser's install prompt fires early: it is captured from the first scripts on.
import "./install-prompt";

const InstallLauncher = lazy(() =>
  import("./InstallLauncher").then((m) => ({ default: m.InstallLauncher })),
);

export function LazyInstallLauncher() {
  return (
    <Suspense fallback={null}>
      <InstallLauncher />
    </Suspense>
  );
}
