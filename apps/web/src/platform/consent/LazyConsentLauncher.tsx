"use client";
/**
 * The consent panel's code (docs/site.md §10). In a build where a service is asked for on arrival
 * it is part of the page (`eager`: the server's HTML holds the panel's first view); otherwise the
 * panel never opens by itself and has no corner button, so its code loads the first time the
 * footer's "Cookie settings" or a form's bot check opens it, not with every page.
 */
import { lazy, Suspense, useState } from "react";
import { useStore } from "zustand";
import { consentPanelStore } from "./panel-store";

const ConsentLauncher = lazy(() =>
  import("./ConsentLauncher").then((m) => ({ default: m.ConsentLauncher })),
);

export function LazyConsentLauncher({ eager }: { eager: boolean }) {
  const open = useStore(consentPanelStore, (s) => s.open);
  // Once opened, the panel's code stays mounted (it closes and reopens itself).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return eager || opened ? (
    <Suspense fallback={null}>
      <ConsentLauncher />
    </Suspense>
  ) : null;
}
