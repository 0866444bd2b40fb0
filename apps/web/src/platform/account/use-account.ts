"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";

/**
 * Account pages start the session check and the sync (idempotent; other pages start it only when
 * a token is stored). Loaded after the page, so the forms do not wait for the sync code.
 */
export function useAccountStart(): void {
  const t = useTranslations("shell.sync");
  useEffect(() => {
    void import("@/platform/sync/start").then(({ startAccount }) =>
      startAccount((name) => t("otherDevice", { name })),
    );
  }, [t]);
}
