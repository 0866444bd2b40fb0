"use client";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { Notice } from "@/platform/shell/Notice";
import { routePath } from "@/i18n/routes";
import { updateNoticeStore } from "./update-notice-store";

/** "N updates since your last visit" with a link to the changelog (docs/site.md §3). */
export function UpdateNotice() {
  const t = useTranslations("shell.updates");
  const count = useStore(updateNoticeStore, (s) => s.count);
  if (count === 0) return null;
  return (
    <Notice testId="update-notice" onClose={() => updateNoticeStore.setState({ count: 0 })}>
      {t("count", { count })}{" "}
      {hasFeature("changelog") && (
        <AppLink href={routePath("changelog")} className="font-medium underline underline-offset-4">
          {t("whatsNew")}
        </AppLink>
      )}
    </Notice>
  );
}
