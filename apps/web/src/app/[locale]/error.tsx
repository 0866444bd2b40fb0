"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { ErrorView } from "@/platform/shell/ErrorView";
import { failNavigation } from "@/platform/shell/navigation-events";
import { isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";

/** Error page for runtime errors inside the normal layout (docs/site.md §15). */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
}) {
  const t = useTranslations("shell.errors");
  useEffect(() => {
    failNavigation();
    if (isChunkLoadError(error)) reloadAfterChunkError();
    console.error(error);
  }, [error]);
  const statusCode = typeof error.statusCode === "number" ? error.statusCode : 500;
  return (
    <ErrorView
      statusCode={statusCode}
      title={t("title")}
      message={
        error.message && process.env.NODE_ENV !== "production" ? error.message : t("generic")
      }
      homeLabel={t("goHome")}
      retry={{ label: t("tryAgain"), onClick: reset }}
      details={error.digest ? `${t("details")}: ${error.digest}` : undefined}
    />
  );
}
