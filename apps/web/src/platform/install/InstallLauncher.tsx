"use client";
/**
 * "Install FoE Toolbox" in the footer (docs/site.md §11): a plain button there rather than one
 * floating over the page. It opens its panel by itself once, on a visit after the consent was
 * given, if the visitor never saw it; any opening marks it as seen. The panel's code loads on
 * first open.
 */
import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { closeConsentPanel, consentPanelStore } from "@/platform/consent/panel-store";
import { useFocusReturn } from "@/lib/use-focus-return";
import { useHydrated } from "@/lib/use-hydrated";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import { Logo } from "@/platform/shell/Logo";
import { siteConfig } from "@/lib/site-config";
import { installStore } from "./install-prompt";

const InstallPanel = dynamic(() => import("./InstallPanel").then((m) => m.InstallPanel), {
  ssr: false,
});

const INSTALL_PANEL_ID = "install-panel";

function openInstall(takeFocus: boolean) {
  closeConsentPanel();
  installStore.setState({ open: true, takeFocus });
  globalStore.setState({ haveReadInstallApp: true });
}

export function InstallLauncher() {
  const t = useTranslations("install");
  const { open, installed } = useStore(installStore);
  const answeredBefore = useStore(consentPanelStore, (s) => s.answeredBefore);
  const consentOpen = useStore(consentPanelStore, (s) => s.open);
  const seen = useGlobalSettings((s) => s.haveReadInstallApp);
  const button = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, button);
  // Hydrated from its own chunk (LazyInstallLauncher): until then a click would be lost.
  const hydrated = useHydrated();
  useEffect(() => {
    if (answeredBefore && !seen && !installed) openInstall(false);
  }, [answeredBefore, seen, installed]);
  useEffect(() => {
    // Both panels share the corner: the consent panel takes it over.
    if (consentOpen) installStore.setState({ open: false });
  }, [consentOpen]);
  if (installed) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="install-button"
        aria-expanded={open}
        aria-controls={open ? INSTALL_PANEL_ID : undefined}
        onClick={() => (open ? installStore.setState({ open: false }) : openInstall(true))}
        disabled={!hydrated}
        className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline disabled:opacity-60"
      >
        <Logo className="h-4 w-4" />
        {t("open", { site: siteConfig.name })}
      </button>
      {open && <InstallPanel id={INSTALL_PANEL_ID} />}
    </>
  );
}
