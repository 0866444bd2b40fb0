/**
 * "Help us improve … by completing this survey" (docs/site.md §3): not closable, shown while an open
 * survey is unanswered, except on the survey page. It is in the server's HTML of every page and
 * shown by CSS only when `<html>` is marked before the first paint (survey-pending.ts), so it never
 * moves the page once the page is on screen; SurveyPendingCheck works the mark out again when a
 * page mounts after a client-side navigation.
 */
import { useTranslations } from "next-intl";
import { routePath } from "@/i18n/routes";
import { Notice } from "@/platform/shell/Notice";
import { AppLink } from "@/platform/shell/AppLink";
import { siteConfig } from "@/lib/site-config";
import { SurveyPendingCheck } from "./SurveyPendingCheck";

/** The class globals.css hides unless the page is marked (no room taken when hidden). */
const SURVEY_NOTICE_CLASS = "survey-prerendered";

export function SurveyNotice() {
  const t = useTranslations("shell.survey");
  return (
    <div className={SURVEY_NOTICE_CLASS}>
      <Notice testId="survey-notice">
        <AppLink href={routePath("survey")} className="font-medium underline underline-offset-4">
          {t("notice", { siteName: siteConfig.name })}
        </AppLink>
      </Notice>
      <SurveyPendingCheck />
    </div>
  );
}
