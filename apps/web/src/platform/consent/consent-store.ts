/**
 * The visitor's consent (docs/site.md §10), persisted under `foe-toolbox:consent`. Other features gate optional third parties with `hasConsent(service)`,
 * `useConsent(service)` or `whenConsented(service, start)`, and ask for it with
 * `requestConsent(service)`. The shell loads this module once the global settings are read
 * (`startConsent`), so it does not weigh on the first page load.
 */
import { useSyncExternalStore } from "react";
import { globalStore } from "@/platform/settings/global-store";
import { CONSENT_STORE_KEY } from "@/lib/storage/keys";
import { createPersistedStore, hydrateStores } from "@/lib/storage/persisted-store";
import {
  answer,
  consentExpiration,
  consentStatus,
  emptyConsent,
  isGranted,
  sanitizeConsent,
  type ConsentRecord,
  type ConsentStatus,
} from "./consent-logic";
import { consentPanelStore, openConsentPanel } from "./panel-store";
import { SERVICES, asksOnArrival, type ConsentService } from "./services";

export const consentStore = createPersistedStore<ConsentRecord>({
  key: CONSENT_STORE_KEY,
  version: 1,
  defaults: emptyConsent,
  sanitize: sanitizeConsent,
});

export function currentConsentStatus(now = new Date()): ConsentStatus {
  return consentStatus(
    consentStore.getState(),
    globalStore.getState().cookieConsentExpirationDate,
    SERVICES,
    now,
  );
}

export function hasConsent(service: ConsentService): boolean {
  return isGranted(
    consentStore.getState(),
    globalStore.getState().cookieConsentExpirationDate,
    SERVICES,
    service,
    new Date(),
  );
}

function subscribeBoth(listener: () => void): () => void {
  const offConsent = consentStore.subscribe(listener);
  const offGlobal = globalStore.subscribe(listener);
  return () => {
    offConsent();
    offGlobal();
  };
}

/** Re-renders when the consent for `service` changes. */
export function useConsent(service: ConsentService): boolean {
  return useSyncExternalStore(
    subscribeBoth,
    () => hasConsent(service),
    () => false,
  );
}

/** Runs `start` once the service is allowed: now, or when the visitor allows it later. */
export function whenConsented(service: ConsentService, start: () => void): () => void {
  if (hasConsent(service)) {
    start();
    return () => {};
  }
  const off = subscribeBoth(() => {
    if (!hasConsent(service)) return;
    off();
    start();
  });
  return off;
}

/**
 * Opens the details view on `service` and resolves, once the panel is closed, with whether the
 * visitor allowed it.
 */
export function requestConsent(service: ConsentService): Promise<boolean> {
  if (hasConsent(service)) return Promise.resolve(true);
  openConsentPanel("details", service);
  return new Promise((resolve) => {
    const off = consentPanelStore.subscribe((state) => {
      if (state.open) return;
      off();
      resolve(hasConsent(service));
    });
  });
}

/** Stores an answer: the listed services, the optional ones allowed, and the expiry in a year. */
export function saveConsent(granted: readonly ConsentService[], now = new Date()): void {
  consentStore.setState(answer(SERVICES, granted, now), true);
  globalStore.setState({ cookieConsentExpirationDate: consentExpiration(now) });
  consentPanelStore.setState({ answered: true });
}

/**
 * Called once the stores are hydrated: an expired answer is forgotten, and, when a service is
 * asked for on arrival, the panel opens by itself until the visitor answers (or renews an answer
 * given for other services). `returning`: the visitor has been here before (the install panel may
 * then open by itself when no consent panel takes the corner).
 */
export function settleConsent(now = new Date(), returning = false): void {
  const status = currentConsentStatus(now);
  if (status === "expired") {
    consentStore.setState(emptyConsent(), true);
    globalStore.setState({ cookieConsentExpirationDate: null });
  }
  if (status !== "valid" && !asksOnArrival(SERVICES)) {
    consentPanelStore.setState({ answeredBefore: returning, settled: true, renew: false });
    return;
  }
  consentPanelStore.setState(
    status === "valid"
      ? { answeredBefore: true, answered: true, settled: true, renew: false }
      : {
          open: true,
          view: "intro",
          focus: null,
          takeFocus: false,
          settled: true,
          answered: false,
          renew: status === "renew",
        },
  );
}

/** Reads the stored consent (the global settings must be hydrated already), then settles it. */
export async function startConsent(returning = false): Promise<void> {
  await hydrateStores([consentStore]);
  settleConsent(new Date(), returning);
}
