"use client";
/**
 * The cookie button fixed at the bottom-left (docs/site.md §10) and its panel. The button is there
 * only while the visit needs an answer: once answered, the footer's "Cookie settings" opens the
 * panel and nothing floats over the page. The first view is in the server's HTML (see
 * ConsentIntro), the button too, hidden by CSS unless the inline script found no valid answer;
 * the details view is loaded the first time it is asked for.
 */
import dynamic from "next/dynamic";
import { useRef } from "react";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { Cookie } from "@/ui/icons/Cookie";
import { ConsentIntro, PRERENDERED_CLASS } from "./ConsentIntro";
import { useFocusReturn } from "@/lib/use-focus-return";
import {
  COOKIE_SETTINGS_ID,
  closeConsentPanel,
  consentPanelStore,
  openConsentPanel,
} from "./panel-store";
import { SERVICES, asksOnArrival } from "./services";

const ConsentDetails = dynamic(() => import("./ConsentDetails").then((m) => m.ConsentDetails), {
  ssr: false,
});

export const CONSENT_PANEL_ID = "consent-panel";
const cornerButtonClass =
  "fixed left-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full border border-[var(--color-line)] bg-[var(--color-card)] text-[var(--color-brand)] shadow-lg hover:bg-[var(--color-brand-soft)]";

export function ConsentLauncher() {
  const t = useTranslations("consent");
  const open = useStore(consentPanelStore, (s) => s.open);
  const view = useStore(consentPanelStore, (s) => s.view);
  const settled = useStore(consentPanelStore, (s) => s.settled);
  const answered = useStore(consentPanelStore, (s) => s.answered);
  // Before the stored consent is read, the server's copy of the first view stays in place: the
  // same element then simply becomes usable when the panel opens by itself. A build without a
  // service asked for on arrival has no such copy: the panel never opens by itself.
  const prerendered = asksOnArrival(SERVICES) && !settled && !open;
  const button = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, button, COOKIE_SETTINGS_ID);
  return (
    <>
      {/* A corner button only while an answer is needed; otherwise the footer's entry opens it. */}
      {asksOnArrival(SERVICES) && !(settled && answered) && (
        <button
          ref={button}
          type="button"
          data-testid="consent-button"
          aria-label={t("settings")}
          title={t("settings")}
          aria-expanded={open}
          aria-controls={open ? CONSENT_PANEL_ID : undefined}
          onClick={() => (open ? closeConsentPanel() : openConsentPanel())}
          className={`${cornerButtonClass} bottom-4 ${settled ? "" : PRERENDERED_CLASS}`}
        >
          <Cookie aria-hidden="true" className="h-6 w-6" />
        </button>
      )}
      {prerendered || (open && view === "intro") ? (
        <ConsentIntro id={CONSENT_PANEL_ID} prerendered={prerendered} />
      ) : (
        open && <ConsentDetails id={CONSENT_PANEL_ID} />
      )}
    </>
  );
}
