"use client";
/**
 * The cookie button fixed at the bottom-left (site.md §10). The panel's code is loaded the first
 * time it opens, so the first page load only carries this button.
 */
import dynamic from "next/dynamic";
import { useEffect, useRef, type RefObject } from "react";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { Cookie } from "lucide-react";
import { closeConsentPanel, consentPanelStore, openConsentPanel } from "./panel-store";

const ConsentPanel = dynamic(() => import("./ConsentPanel").then((m) => m.ConsentPanel), { ssr: false });

export const CONSENT_PANEL_ID = "consent-panel";

export const cornerButtonClass =
  "fixed left-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full border border-[var(--color-line)] bg-[var(--color-card)] text-[var(--color-brand)] shadow-lg hover:bg-[var(--color-brand-soft)]";

/** Gives the focus back to `button` when a panel closed while it (or nothing) had the focus. */
export function useFocusReturn(open: boolean, button: RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active === null || active === document.body) button.current?.focus();
    }
    wasOpen.current = open;
  }, [open, button]);
}

export function ConsentLauncher() {
  const t = useTranslations("consent");
  const open = useStore(consentPanelStore, (s) => s.open);
  const button = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, button);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="consent-button"
        aria-label={t("settings")}
        title={t("settings")}
        aria-expanded={open}
        aria-controls={open ? CONSENT_PANEL_ID : undefined}
        onClick={() => (open ? closeConsentPanel() : openConsentPanel())}
        className={`${cornerButtonClass} bottom-4`}
      >
        <Cookie aria-hidden="true" className="h-6 w-6" />
      </button>
      {open && <ConsentPanel id={CONSENT_PANEL_ID} />}
    </>
  );
}
