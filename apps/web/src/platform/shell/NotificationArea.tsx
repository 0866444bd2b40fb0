"use client";
/**
 * Messages under the hero (docs/site.md §3): offline status, storage problems, updates since the last
 * visit and the open survey here; tools add their own notices (beta) through `Notice`.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { WifiOff, X } from "@/ui/icons";
import { useOnline } from "@/lib/online";
import { onStorageProblem, type StorageProblem } from "@/lib/storage/persisted-store";

// Both show nothing at first (the update check and the survey question run after the first paint),
// so their code loads after it too. React.lazy as in HeaderDialogs: rendered on the client only.
const UpdateNotice = lazy(() =>
  import("@/platform/updates/UpdateNotice").then((m) => ({ default: m.UpdateNotice })),
);
const SurveyNotice = lazy(() =>
  import("@/platform/survey/SurveyNotice").then((m) => ({ default: m.SurveyNotice })),
);

export function Notice({
  tone = "info",
  onClose,
  children,
  testId,
}: {
  tone?: "info" | "warning";
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const t = useTranslations("shell.a11y");
  const colours =
    tone === "warning"
      ? "border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      : "border-sky-700/30 bg-sky-50 text-sky-950 dark:bg-sky-950/40 dark:text-sky-100";
  return (
    <div
      role="status"
      data-testid={testId}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${colours}`}
    >
      <div className="flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          aria-label={t("close")}
          onClick={onClose}
          className="rounded p-1 hover:bg-black/5"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}

export function NotificationArea({ children }: { children?: ReactNode }) {
  const t = useTranslations("shell");
  const online = useOnline();
  const [problems, setProblems] = useState<StorageProblem[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => onStorageProblem((p) => setProblems((list) => [...list, p])), []);
  useEffect(() => setMounted(true), []);
  const corrupted = problems.some((p) => p.reason === "corrupted");
  const unavailable = problems.some((p) => p.reason === "unavailable");

  return (
    <div className="mx-auto mt-3 grid max-w-6xl gap-2 empty:hidden">
      {!online && (
        <Notice tone="warning" testId="offline-notice">
          <span className="inline-flex items-center gap-2">
            <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t("status.offline")}
          </span>
        </Notice>
      )}
      {!dismissed && corrupted && (
        <Notice tone="warning" testId="storage-recovered" onClose={() => setDismissed(true)}>
          {t("storage.recovered")}
        </Notice>
      )}
      {!dismissed && unavailable && !corrupted && (
        <Notice tone="warning" onClose={() => setDismissed(true)}>
          {t("storage.unavailable")}
        </Notice>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <UpdateNotice />
          <SurveyNotice />
        </Suspense>
      )}
      {children}
    </div>
  );
}
