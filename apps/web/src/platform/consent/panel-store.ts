/**
 * State of the consent panel: small enough for the first page load (the cookie button and the
 * footer's "Cookie settings" use it), while the consent itself (consent-store.ts) loads after it.
 */
import { createStore } from "zustand/vanilla";
import type { ConsentService } from "./services";

export type ConsentView = "intro" | "details";

/** The footer's "Cookie settings" button: the focus goes there when the corner button is gone. */
export const COOKIE_SETTINGS_ID = "cookie-settings-button";

interface PanelState {
  open: boolean;
  view: ConsentView;
  /** The service a feature asked about; its toggle gets the focus in the details view. */
  focus: ConsentService | null;
  /** Opened by the visitor (or a feature on their behalf) rather than by itself. */
  takeFocus: boolean;
  /** The consent was valid when this visit started (the install prompt may then open by itself). */
  answeredBefore: boolean;
  /** The stored consent has been read this visit (`settleConsent`); until then the panel is the server's. */
  settled: boolean;
  /** The stored answer was given for another list of services and must be renewed. */
  renew: boolean;
  /** A valid answer is stored (before this visit or during it): the cookie button leaves the corner for the footer. */
  answered: boolean;
}

export const consentPanelStore = createStore<PanelState>()(() => ({
  open: false,
  view: "intro",
  focus: null,
  takeFocus: false,
  answeredBefore: false,
  settled: false,
  renew: false,
  answered: false,
}));

export function openConsentPanel(
  view: ConsentView = "intro",
  focus: ConsentService | null = null,
): void {
  consentPanelStore.setState({ open: true, view, focus, takeFocus: true });
}

export function closeConsentPanel(): void {
  consentPanelStore.setState({ open: false, focus: null });
}
