"use client";
/**
 * The consent panel's first view (docs/site.md §10): what the site stores, "Learn more", and OK (or
 * Accept all / Only necessary when optional services are configured).
 *
 * It is part of the server's HTML, so that a first visit paints it with the page instead of after
 * every script ran (it is the largest text on most first screens, hence the page's LCP). Until the
 * stored consent is read it is `prerendered`: shown only when the inline script of
 * `consent-pending-script.ts` found no valid answer, and inert, since its buttons need the stores.
 */
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { CornerPanel } from "@/platform/shell/CornerPanel";
import { buttonClass } from "@/ui/button";
import { siteConfig } from "@/lib/site-config";
import { closeConsentPanel, consentPanelStore, openConsentPanel } from "./panel-store";
import { OPTIONAL_SERVICES, type ConsentService } from "./services";

/** CSS class that hides the prerendered panel unless the visit needs an answer (globals.css). */
export const PRERENDERED_CLASS = "consent-prerendered";

function accept(services: readonly ConsentService[]): void {
  // The consent store stays out of the first page load; it is loaded by then (AppEffects).
  void import("./consent-store").then(({ saveConsent }) => {
    saveConsent(services);
    closeConsentPanel();
  });
}

export function ConsentIntro({ id, prerendered }: { id: string; prerendered: boolean }) {
  const t = useTranslations("consent");
  const takeFocus = useStore(consentPanelStore, (s) => s.takeFocus);
  const renew = useStore(consentPanelStore, (s) => s.renew);
  const optional = OPTIONAL_SERVICES.length > 0;
  return (
    <CornerPanel
      id={id}
      testId="consent-panel"
      title={t("title")}
      takeFocus={takeFocus}
      onClose={closeConsentPanel}
      className={prerendered ? PRERENDERED_CLASS : undefined}
      inert={prerendered}
      footer={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => openConsentPanel("details")}
          >
            {t("learnMore")}
          </button>
          {optional && (
            <button type="button" className={buttonClass.secondary} onClick={() => accept([])}>
              {t("onlyRequired")}
            </button>
          )}
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => accept(OPTIONAL_SERVICES)}
          >
            {optional ? t("acceptAll") : t("ok")}
          </button>
        </>
      }
    >
      {renew && <p className="mb-2 font-medium">{t("renew")}</p>}
      <p>{t("intro", { site: siteConfig.name })}</p>
      {optional && <p className="mt-2">{t("introOptional")}</p>}
    </CornerPanel>
  );
}
