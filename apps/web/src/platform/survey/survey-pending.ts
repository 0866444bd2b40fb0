/**
 * Whether the survey notice shows on this page (docs/site.md §3), decided before the page paints so
 * that the notice never pushes the page down once it is there (no layout shift). The
 * notice is in the server's HTML of every page, hidden by CSS unless `<html>` carries
 * `data-survey-pending`. An inline script sets that mark from what the browser already knows: the
 * open surveys the backend listed earlier in this session (sessionStorage) less the ones answered
 * (the global settings); the page runs the same rule again when it mounts after a client-side
 * navigation. The backend is asked once the first page of a session is idle, so a survey shows from
 * the next page on, never by moving a page the player is reading.
 */
import { GLOBAL_STORE_KEY, OPEN_SURVEYS_CACHE_KEY } from "@/lib/storage/keys";

export const SURVEY_PENDING_ATTRIBUTE = "data-survey-pending";

/** The rule, on the raw stored values: an open survey whose key is not among the answered ones. */
export function surveyPending(openSurveys: string | null, globalSettings: string | null): boolean {
  try {
    const open: unknown = JSON.parse(openSurveys || "null");
    const global = JSON.parse(globalSettings || "null") as {
      state?: { survey?: unknown };
    } | null;
    const answered = global?.state?.survey;
    const done: unknown[] = Array.isArray(answered) ? answered : [];
    return (
      Array.isArray(open) && open.some((key) => typeof key === "string" && !done.includes(key))
    );
  } catch {
    return false;
  }
}

/** The same rule as an inline script for the page's `<head>` (checked against it in survey-pending.test.ts). */
export function surveyPendingScript(): string {
  const args = [OPEN_SURVEYS_CACHE_KEY, GLOBAL_STORE_KEY, SURVEY_PENDING_ATTRIBUTE]
    .map((v) => JSON.stringify(v))
    .join(",");
  return `(function(o,g,a){try{var k=JSON.parse(sessionStorage.getItem(o)||"null"),x=JSON.parse(localStorage.getItem(g)||"null");x=x&&x.state&&x.state.survey;if(!Array.isArray(x))x=[];if(Array.isArray(k)&&k.some(function(i){return typeof i=="string"&&x.indexOf(i)<0}))document.documentElement.setAttribute(a,"")}catch(e){}})(${args})`;
}

/** Marks or unmarks `<html>` by the rule, as the inline script does on a page load. */
export function applySurveyPending(): void {
  let pending = false;
  try {
    pending = surveyPending(
      window.sessionStorage.getItem(OPEN_SURVEYS_CACHE_KEY),
      window.localStorage.getItem(GLOBAL_STORE_KEY),
    );
  } catch {
    // Storage switched off: no survey notice.
  }
  document.documentElement.toggleAttribute(SURVEY_PENDING_ATTRIBUTE, pending);
}
