"use client";
/**
 * The shell's own messages of the notification area (docs/site.md §3): offline status, storage
 * problems and updates since the last visit. None shows before the page runs (storage problems are
 * replayed to late subscribers), so NotificationArea loads this after mount; it also looks up the
 * open surveys for the next pages (the survey notice itself is in the server's HTML).
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { WifiOff } from "@/ui/icons/WifiOff";
import { useOnline } from "@/lib/online";
import { onStorageProblem, type StorageProblem } from "@/lib/storage/persisted-store";
import { UpdateNotice } from "@/platform/updates/UpdateNotice";
import { useOpenSurveysLookup } from "@/platform/survey/use-open-surveys-lookup";
import { Notice } from "./Notice";

export function ShellNotices() {
  const t = useTranslations("shell");
  const online = useOnline();
  useOpenSurveysLookup();
  const [problems, setProblems] = useState<StorageProblem[]>([]);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onStorageProblem((p) => setProblems((list) => [...list, p])), []);
  const corrupted = problems.some((p) => p.reason === "corrupted");
  const unavailable = problems.some((p) => p.reason === "unavailable");
  return (
    <>
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
      <UpdateNotice />
    </>
  );
}
