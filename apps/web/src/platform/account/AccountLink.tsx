"use client";
/**
 * The header's account entry: "Log in" when logged out, the username (to the account page) when
 * logged in. On every page but followed by few players, so its page (and the form code) is only
 * prefetched when the player points at it.
 */
import { useTranslations } from "next-intl";
import { CircleUserRound, LogIn } from "@/ui/icons/shell";
import { useSession } from "@/platform/auth/session-state";
import { AppLink } from "@/platform/shell/AppLink";
import { prefetchOnIntent } from "@/lib/prefetch-intent";
import { routePath } from "@/i18n/routes";

export function AccountLink({
  className,
  showLabel = false,
}: {
  className: string;
  showLabel?: boolean;
}) {
  const t = useTranslations("shell.account");
  const status = useSession((s) => s.status);
  const username = useSession((s) => s.user?.username);
  if (status === "loggedOut") {
    return (
      <AppLink
        href={routePath("login")}
        watchPrefetch={prefetchOnIntent}
        className={className}
        data-testid="account-link"
        aria-label={showLabel ? undefined : t("login")}
      >
        <LogIn aria-hidden="true" className="h-5 w-5" />
        <span className={showLabel ? "text-sm" : "sr-only lg:not-sr-only lg:text-sm"}>
          {t("login")}
        </span>
      </AppLink>
    );
  }
  const label = username ?? t("account");
  return (
    <AppLink
      href={routePath("user-settings")}
      watchPrefetch={prefetchOnIntent}
      className={className}
      data-testid="account-link"
      title={t("open", { name: label })}
    >
      <CircleUserRound aria-hidden="true" className="h-5 w-5" />
      <span
        className={
          showLabel ? "text-sm" : "sr-only lg:not-sr-only lg:max-w-28 lg:truncate lg:text-sm"
        }
      >
        {label}
      </span>
    </AppLink>
  );
}
