"use client";
/**
 * "Help us improve … by completing this survey" (docs/site.md §3): not closable, shown while an open
 * survey is unanswered, except on the survey page. The backend is asked once the page is idle, at
 * most once per session; nothing shows while it is asked or when it cannot answer.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import { Notice } from "@/platform/shell/Notice";
import { AppLink } from "@/platform/shell/AppLink";
import { whenHydrated } from "@/lib/storage/persisted-store";
import { siteConfig } from "@/lib/site-config";
import { whenIdle } from "@/lib/idle";
import { openSurveyKeys, unanswered } from "./open-surveys";

/** Open surveys are looked up once the page is quiet (at the latest after five seconds). */
const SURVEY_IDLE = { timeoutMs: 5000, fallbackMs: 1000 } as const;

export function SurveyNotice() {
  const t = useTranslations("shell.survey");
  const pathname = usePathname();
  const answered = useGlobalSettings((s) => s.survey);
  const [open, setOpen] = useState<string[]>([]);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void whenHydrated(globalStore)
        .then(() => openSurveyKeys(globalStore.getState().survey))
        .then((keys) => {
          if (active) setOpen(keys);
        });
    }, SURVEY_IDLE);
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const survey = routePath("survey");
  if (pathname === survey || unanswered(open, answered).length === 0) return null;
  return (
    <Notice testId="survey-notice">
      <AppLink href={survey} className="font-medium underline underline-offset-4">
        {t("notice", { siteName: siteConfig.name })}
      </AppLink>
    </Notice>
  );
}
