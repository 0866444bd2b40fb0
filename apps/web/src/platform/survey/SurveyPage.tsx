"use client";
/**
 * The survey page (docs/site.md §14): shows the first open survey the visitor has not answered; with
 * none, or when the backend cannot be reached, it goes back to home. The form (drag and drop,
 * HTML sanitiser) loads while the survey is fetched.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { globalStore } from "@/platform/settings/global-store";
import { whenHydrated } from "@/lib/storage/persisted-store";
import type { SurveyDefinition } from "./definition";

const loadForm = () => import("./SurveyForm");
const SurveyForm = lazy(loadForm);

export function SurveyPage() {
  const t = useTranslations("survey");
  const router = useRouter();
  const locale = useLocale();
  const [survey, setSurvey] = useState<SurveyDefinition | null>(null);

  useEffect(() => {
    let active = true;
    void loadForm();
    void (async () => {
      await whenHydrated(globalStore);
      const [{ accountApi }, { firstOpenSurvey }] = await Promise.all([
        import("@/platform/auth/api"),
        import("./survey-api"),
      ]);
      const found = await firstOpenSurvey(accountApi, globalStore.getState().survey, locale).catch(
        () => null,
      );
      if (!active) return;
      if (found) setSurvey(found);
      else router.replace("/");
    })();
    return () => {
      active = false;
    };
  }, [router, locale]);

  const loading = (
    <p role="status" className="text-[var(--color-muted)]" data-testid="survey-loading">
      {t("loading")}
    </p>
  );
  if (!survey) return loading;
  return (
    <Suspense fallback={loading}>
      <SurveyForm survey={survey} />
    </Suspense>
  );
}
