"use client";
/**
 * The beta notice (docs/site.md §3) for the tools the registry flags beta. The server's HTML holds
 * it; its code (a closable notice) is loaded when the page hydrates it, so the other tool pages,
 * which share ToolPage, do not carry it in their first load.
 */
import { lazy, Suspense } from "react";

const BetaNotice = lazy(() => import("./BetaNotice").then((m) => ({ default: m.BetaNotice })));

export function LazyBetaNotice() {
  return (
    <Suspense fallback={null}>
      <BetaNotice />
    </Suspense>
  );
}
