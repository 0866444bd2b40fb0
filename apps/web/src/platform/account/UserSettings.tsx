"use client";
/**
 * The account page (/user-settings): logged out it offers log in and register; logged in it shows
 * the account, the sync state, change password, delete account and log out.
 */
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { useSession } from "@/platform/auth/session-state";
import { endSession, logOut, startSession } from "@/platform/auth/session-store";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { FormMessage } from "@/lib/forms/FormFields";
import { AppLink } from "@/platform/shell/AppLink";
import { buttonClass } from "@/ui/button";
import { routePath } from "@/i18n/routes";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { SyncPanel } from "./SyncPanel";
import { cardClass, ServerError } from "./ui";
import { useAccountStart } from "./use-account";

function DeleteAccount({ username, onDeleted }: { username: string; onDeleted: () => void }) {
  const t = useTranslations("account.settings.delete");
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await accountApi.deleteAccount();
      onDeleted();
      logOut();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <section className={cardClass} aria-labelledby="delete-title">
      <h2 id="delete-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("text")}</p>
      <ServerError message={error} />
      {confirming ? (
        <div role="group" aria-labelledby="delete-confirm" className="grid gap-3">
          <p id="delete-confirm" className="font-medium">
            {t("confirm", { username })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.danger}
              disabled={busy}
              onClick={() => void remove()}
            >
              {t("confirmButton")}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setConfirming(false)}
            >
              {t("cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
            {t("button")}
          </button>
        </div>
      )}
    </section>
  );
}

export function UserSettings() {
  useAccountStart();
  const t = useTranslations("account");
  const errorMessage = useErrorMessage();
  const search = useSearchParams();
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const problem = useSession((s) => s.problem);
  const [deleted, setDeleted] = useState(false);

  if (status === "starting") {
    return <p role="status">{t("settings.checking")}</p>;
  }
  if (status === "loggedOut") {
    return (
      <>
        {search.get("confirmed") === "1" && (
          <FormMessage tone="success" testId="confirmed-message">
            {t("settings.confirmed")}
          </FormMessage>
        )}
        {deleted && <FormMessage tone="success">{t("settings.delete.done")}</FormMessage>}
        <section className={cardClass} data-testid="logged-out">
          <p>{t("settings.loggedOut")}</p>
          <div className="flex flex-wrap gap-2">
            <AppLink href={routePath("login")} className={buttonClass.primary}>
              {t("settings.login")}
            </AppLink>
            <AppLink href={routePath("register")} className={buttonClass.secondary}>
              {t("settings.register")}
            </AppLink>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      {search.get("reset") === "1" && <FormMessage tone="success">{t("reset.done")}</FormMessage>}
      {problem && (
        <FormMessage tone="error" testId="session-problem">
          {errorMessage(problem)}{" "}
          <button
            type="button"
            className="underline underline-offset-4"
            onClick={() => void startSession(accountApi)}
          >
            {t("settings.retry")}
          </button>
        </FormMessage>
      )}
      <section className={cardClass} aria-labelledby="account-title" data-testid="account-details">
        <h2 id="account-title" className="text-lg font-semibold">
          {t("settings.details")}
        </h2>
        {user ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-[var(--color-muted)]">{t("fields.username")}</dt>
            <dd data-testid="account-username">{user.username}</dd>
            <dt className="text-[var(--color-muted)]">{t("fields.email")}</dt>
            <dd>{user.email}</dd>
            <dt className="text-[var(--color-muted)]">{t("settings.confirmedLabel")}</dt>
            <dd>{user.confirmed ? t("settings.yes") : t("settings.no")}</dd>
          </dl>
        ) : (
          <p className="text-sm">{t("settings.unknownUser")}</p>
        )}
        <div>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void endSession(accountApi)}
          >
            {t("settings.logout")}
          </button>
        </div>
      </section>
      <SyncPanel />
      {user && <ChangePasswordForm />}
      {user && <DeleteAccount username={user.username} onDeleted={() => setDeleted(true)} />}
    </>
  );
}
