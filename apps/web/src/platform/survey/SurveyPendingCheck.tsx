"use client";
/**
 * After a client-side navigation the inline script of survey-pending.ts does not run again: the
 * new page works the mark out before it paints (a layout effect), from what the first page of the
 * session may have learnt since.
 */
import { useLayoutEffect } from "react";
import { applySurveyPending } from "./survey-pending";

export function SurveyPendingCheck() {
  useLayoutEffect(applySurveyPending, []);
  return null;
}
