"use client";
/**
 * The shell's own messages (ShellNotices) show nothing before the page runs, so their code loads
 * after mount (React.lazy, client only, as the header's dialogs).
 */
import { lazy, Suspense } from "react";
import { useMountedLater } from "@/lib/use-hydrated";

const ShellNotices = lazy(() =>
  import("./ShellNotices").then((m) => ({ default: m.ShellNotices })),
);

export function LazyShellNotices() {
  const mounted = useMountedLater();
  return mounted ? (
    <Suspense fallback={null}>
      <ShellNotices />
    </Suspense>
  ) : null;
}
