"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Notice } from "./NotificationArea";

/** "This tool is in beta…" on pages flagged beta (site.md §3). */
export function BetaNotice() {
  const t = useTranslations("calculator");
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Notice testId="beta-notice" onClose={() => setClosed(true)}>
      {t("beta")}
    </Notice>
  );
}
