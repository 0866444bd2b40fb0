"use client";
/**
 * The header's profile and settings buttons. Their dialogs are loaded on first open, so they add
 * nothing to the first page load.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslations } from "next-intl";
import { Settings, UserRound } from "@/ui/icons/shell";
import { useGlobalSettings } from "@/platform/settings/global-store";

// React.lazy rather than next/dynamic: the dialogs only render after a click (never on the
// server), and next/dynamic would add its loader code to every page.
const GlobalSettingsDialog = lazy(() =>
  import("@/platform/settings/GlobalSettingsDialog").then((m) => ({
    default: m.GlobalSettingsDialog,
  })),
);
const ProfilesDialog = lazy(() =>
  import("@/platform/profiles/ProfilesDialog").then((m) => ({ default: m.ProfilesDialog })),
);

const iconButton =
  "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2 hover:bg-[var(--color-brand-soft)]";

export function HeaderDialogs({ showLabels = false }: { showLabels?: boolean }) {
  const t = useTranslations("settings");
  const [open, setOpen] = useState<"settings" | "profiles" | null>(null);
  const [loaded, setLoaded] = useState({ settings: false, profiles: false });
  const profiles = useGlobalSettings((s) => s.profiles);
  const currentId = useGlobalSettings((s) => s.currentProfile);
  const current = profiles.find((p) => p.id === currentId)?.name ?? "";
  const show = (which: "settings" | "profiles") => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setOpen(which);
  };
  return (
    <>
      <button
        type="button"
        className={iconButton}
        data-testid="profiles-button"
        title={t("profiles.open", { name: current })}
        onClick={() => show("profiles")}
      >
        <UserRound aria-hidden="true" className="h-5 w-5" />
        {/* The accessible name contains the visible profile name (WCAG "label in name"). */}
        <span className="sr-only">{t("profiles.title")}: </span>
        <span
          className={
            showLabels ? "text-sm" : "sr-only lg:not-sr-only lg:max-w-28 lg:truncate lg:text-sm"
          }
        >
          {current}
        </span>
      </button>
      <button
        type="button"
        className={iconButton}
        data-testid="settings-button"
        aria-label={t("open")}
        title={t("open")}
        onClick={() => show("settings")}
      >
        <Settings aria-hidden="true" className="h-5 w-5" />
        {showLabels && <span className="text-sm">{t("open")}</span>}
      </button>
      <Suspense fallback={null}>
        {loaded.settings && (
          <GlobalSettingsDialog open={open === "settings"} onClose={() => setOpen(null)} />
        )}
        {loaded.profiles && (
          <ProfilesDialog open={open === "profiles"} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </>
  );
}
