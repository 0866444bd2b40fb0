/**
 * Messages under the hero (docs/site.md §3): offline status, storage problems, updates since the last
 * visit and the open survey here; tools add their own notices (beta) through `Notice` as children.
 * Those and the survey notice are in the server's HTML; the survey notice is shown or not before the
 * first paint by the inline script in front of the area (survey-pending.ts), so it never moves the
 * page. The shell's other messages load after mount (LazyShellNotices).
 */
import type { ReactNode } from "react";
import { SurveyNotice } from "@/platform/survey/SurveyNotice";
import { surveyPendingScript } from "@/platform/survey/survey-pending";
import { LazyShellNotices } from "./LazyShellNotices";

export function NotificationArea({
  children,
  survey = true,
}: {
  children?: ReactNode;
  /** False on the survey page itself. */
  survey?: boolean;
}) {
  return (
    <>
      {survey && <script dangerouslySetInnerHTML={{ __html: surveyPendingScript() }} />}
      <div className="notification-area mx-auto mt-3 grid max-w-6xl gap-2 empty:hidden">
        {survey && <SurveyNotice />}
        <LazyShellNotices />
        {children}
      </div>
    </>
  );
}
