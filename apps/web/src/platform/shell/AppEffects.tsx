"use client";
/**
 * Client-side start-up work of the shell: hydrate the persisted stores, make sure a profile
 * exists, track the route, end navigations, keep the colour mode in line with the settings,
 * settle the consent, check for updates, start error reporting (once allowed) and the service
 * worker. None of it draws anything: it is mounted after hydration from its own chunk
 * (LazyAppEffects.tsx), and failed chunk loads are guarded from the start (instrumentation-client).
 */
import { Suspense, useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { useTheme } from "next-themes";
import { useTranslations } from "next-intl";
import { useRouter, usePathname } from "@/i18n/navigation";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import { hydrateStores } from "@/lib/storage/persisted-store";
import { recordRoute } from "@/lib/route-state";
import { setPrefetcher } from "@/lib/prefetch";
import { themeForMode } from "@/lib/color-scheme";
import { readSession, SESSION_KEY } from "@/platform/auth/session";
import { sessionStore } from "@/platform/auth/session-state";
import { endNavigation } from "./navigation-events";
import { hydrationStore } from "./hydration";
import { partsHydrated } from "@/lib/hydrate-later";

function RouteTracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    recordRoute(window.location.pathname, search.toString());
    endNavigation();
  }, [pathname, search]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}

function ColorModeSync() {
  const { setTheme } = useTheme();
  const mode = useGlobalSettings((s) => s.dayNightMode);
  const dayStart = useGlobalSettings((s) => s.dayStart);
  const nightStart = useGlobalSettings((s) => s.nightStart);
  useEffect(() => {
    const apply = () => setTheme(themeForMode(mode, dayStart, nightStart));
    apply();
    if (mode !== "auto") return;
    const timer = setInterval(apply, 60_000);
    return () => clearInterval(timer);
  }, [mode, dayStart, nightStart, setTheme]);
  return null;
}

/**
 * The account machinery (session check, sync) is loaded only when a token is stored, so visitors
 * without an account download none of it. Logging in or out in another tab is followed here.
 */
function AccountStart() {
  const t = useTranslations("shell.sync");
  useEffect(() => {
    const otherDeviceName = (name: string) => t("otherDevice", { name });
    const load = () =>
      Promise.all([
        import("@/platform/sync/start"),
        import("@/platform/auth/api"),
        import("@/platform/auth/session-store"),
      ]);
    if (readSession()) void load().then(([{ startAccount }]) => startAccount(otherDeviceName));
    else if (sessionStore.getState().status === "starting")
      sessionStore.setState({ status: "loggedOut" });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      void load().then(([{ startAccount }, { accountApi }, { startSession }]) => {
        startAccount(otherDeviceName);
        void startSession(accountApi);
      });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [t]);
  return null;
}

export function AppEffects() {
  const router = useRouter();
  useEffect(() => {
    let stopWaitingForConsent = () => {};
    // The profile store (with its sanitizers and the game data they check) is loaded here rather
    // than with the page: pages that show no profile data do not download it. Pages that use it
    // import it themselves; either way it is one store, held until hydrated as before.
    const profiles = import("@/platform/profiles/profile-store");
    void Promise.all([
      hydrateStores([globalStore]),
      profiles.then(({ profileStore }) => hydrateStores([profileStore])),
    ]).then(async () => {
      // Read before the update check stores this visit's version.
      const returning = globalStore.getState().lastVisitVersion !== null;
      (await profiles).ensureCurrentProfile();
      hydrationStore.setState({ hydrated: true });
      // The page is interactive, its parts hydrated later too, and shows the player's stored
      // values: what is typed from now on stays (the end-to-end tests wait for this mark).
      void partsHydrated().then(() => (document.documentElement.dataset.ready = "true"));
      // Loaded after the first paint: neither is needed to show the page.
      void import("@/platform/updates/update-check").then((updates) => updates.checkForUpdates());
      const consent = await import("@/platform/consent/consent-store");
      await consent.startConsent(returning);
      // Error reporting is optional: it starts once allowed, even later in this visit.
      stopWaitingForConsent = consent.whenConsented("error-reporting", () => {
        void import("@/lib/error-reporting").then(({ initErrorReporting }) =>
          initErrorReporting(() => consent.hasConsent("error-reporting")),
        );
      });
    });
    setPrefetcher((href) => router.prefetch(href));
    // Not needed to show the page either (the toasts' translations reach it through LazyToasts).
    void import("@/lib/pwa/register").then((pwa) => pwa.registerServiceWorker());
    return () => stopWaitingForConsent();
  }, [router]);
  return (
    <>
      <Suspense fallback={null}>
        <RouteTracker />
      </Suspense>
      <ColorModeSync />
      <AccountStart />
    </>
  );
}
