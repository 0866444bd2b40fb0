"use client";
/** The sync state on the account page: last synced, pending changes, offline / unreachable, conflicts, "Sync now". */
import { useFormatter, useTranslations } from "next-intl";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { FormMessage } from "@/lib/forms/FormFields";
import { buttonClass } from "@/ui/button";
import { syncStore, useSync } from "@/platform/sync/engine";
import { syncEngine } from "@/platform/sync/start";
import { useOnline } from "@/lib/online";
import { cardClass } from "./ui";

export function SyncPanel() {
  const t = useTranslations("account.sync");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const online = useOnline();
  const status = useSync((s) => s.status);
  const pending = useSync((s) => s.pending);
  const lastSynced = useSync((s) => s.lastSynced);
  const error = useSync((s) => s.error);
  const duplicated = useSync((s) => s.duplicated);
  const shown = !online ? "offline" : status;
  return (
    <section className={cardClass} aria-labelledby="sync-title" data-testid="sync-panel">
      <h2 id="sync-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-[var(--color-muted)]">{t("explanation")}</p>
      <p role="status" data-testid="sync-status" data-status={shown}>
        {shown === "error" && error
          ? t("status.error", { message: errorMessage(error) })
          : t(`status.${shown}`)}
      </p>
      <p className="text-sm" data-testid="sync-last">
        {lastSynced
          ? t("lastSynced", {
              time: format.dateTime(lastSynced, { dateStyle: "medium", timeStyle: "medium" }),
            })
          : t("never")}
      </p>
      {pending && (
        <p className="text-sm" data-testid="sync-pending">
          {t("pending")}
        </p>
      )}
      {duplicated.length > 0 && (
        <FormMessage tone="info" testId="sync-conflict">
          {t("conflict", { count: duplicated.length, names: duplicated.join(", ") })}{" "}
          <button
            type="button"
            className="underline underline-offset-4"
            onClick={() => syncStore.setState({ duplicated: [] })}
          >
            {t("dismiss")}
          </button>
        </FormMessage>
      )}
      <div>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={status === "syncing" || !online}
          onClick={() => void syncEngine()?.syncNow()}
        >
          {t("now")}
        </button>
      </div>
    </section>
  );
}
