"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { startAccount } from "@/features/sync/start";

/** Account pages start the session check and the sync (idempotent; other pages start it only when a token is stored). */
export function useAccountStart(): void {
  const t = useTranslations("shell.sync");
  useEffect(() => {
    startAccount((name) => t("otherDevice", { name }));
  }, [t]);
}
