"use client";
/**
 * "Install FoE Toolbox" (docs/site.md §11): "Install" hands over to the browser's own prompt; without
 * one (iPhone/iPad, browsers without the prompt) the panel explains how to add the site by hand.
 */
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { CornerPanel } from "@/platform/shell/CornerPanel";
import { buttonClass } from "@/ui/button";
import { siteConfig } from "@/lib/site-config";
import { installStore, isAppleMobile, promptInstall } from "./install-prompt";

export function InstallPanel({ id }: { id: string }) {
  const t = useTranslations("install");
  const { deferred, takeFocus } = useStore(installStore);
  const close = () => installStore.setState({ open: false });
  const apple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <CornerPanel
      id={id}
      testId="install-panel"
      title={t("title", { site: siteConfig.name })}
      takeFocus={takeFocus}
      onClose={close}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={close}>
            {t("dismiss")}
          </button>
          {deferred && (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                void promptInstall().then((installed) => installed && close());
              }}
            >
              {t("install")}
            </button>
          )}
        </>
      }
    >
      <p>{t("description", { site: siteConfig.name })}</p>
      {!deferred && (
        <p className="mt-2 font-medium" data-testid="install-manual">
          {apple ? t("manualApple") : t("manualOther")}
        </p>
      )}
    </CornerPanel>
  );
}
