"use client";
/**
 * Messages under the hero (docs/site.md §3): offline status, storage problems, updates since the last
 * visit and the open survey here; tools add their own notices (beta) through `Notice` as children,
 * which are in the server's HTML. The shell's own messages show nothing before the page runs, so
 * their code loads after mount (React.lazy, client only, as the header's dialogs).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

const ShellNotices = lazy(() =>
  import("./ShellNotices").then((m) => ({ default: m.ShellNotices })),
);

export function NotificationArea({ children }: { children?: ReactNode }) {
  const mounted = useHydrated();
  return (
    <div className="mx-auto mt-3 grid max-w-6xl gap-2 empty:hidden">
      {mounted && (
        <Suspense fallback={null}>
          <ShellNotices />
        </Suspense>
      )}
      {children}
    </div>
  );
}
