"use client";
/**
 * Asks the backend for the open surveys once the first page of a browser session is idle and keeps
 * their keys for the session (open-surveys.ts). Nothing is shown here: the notice appears from the
 * next page on, decided before that page paints (survey-pending.ts), so it never pushes down a page
 * the player is reading.
 */
import { useEffect } from "react";
import { globalStore } from "@/platform/settings/global-store";
import { whenHydrated } from "@/lib/storage/persisted-store";
import { whenIdle } from "@/lib/idle";
import { openSurveyKeys } from "./open-surveys";

/** Open surveys are looked up once the page is quiet (at the latest after five seconds). */
const SURVEY_IDLE = { timeoutMs: 5000, fallbackMs: 1000 } as const;

export function useOpenSurveysLookup(): void {
  useEffect(
    () =>
      whenIdle(() => {
        void whenHydrated(globalStore).then(() => openSurveyKeys(globalStore.getState().survey));
      }, SURVEY_IDLE),
    [],
  );
}
