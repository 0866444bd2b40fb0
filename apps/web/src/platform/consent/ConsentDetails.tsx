"use client";
/**
 * The consent panel's details view (docs/site.md §10), loaded when first asked for: each purpose with
 * its services — a lock for required ones, a switch for optional ones — and links to the policies.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { Lock } from "@/ui/icons/Lock";
import { hasFeature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { CornerPanel } from "@/platform/shell/CornerPanel";
import { buttonClass } from "@/ui/button";
import { routePath } from "@/i18n/routes";
import { siteConfig } from "@/lib/site-config";
import { consentStore, saveConsent } from "./consent-store";
import { closeConsentPanel, consentPanelStore, openConsentPanel } from "./panel-store";
import {
  OPTIONAL_SERVICES,
  SERVICE_CONFIG,
  SERVICE_INFO,
  SERVICES,
  botCheckProviderName,
  type ConsentPurpose,
  type ConsentService,
} from "./services";

const PURPOSES: ConsentPurpose[] = ["functional", "errorReporting", "security"];

function serviceName(service: ConsentService): string {
  if (service === "toolbox") return siteConfig.name;
  if (service === "bot-check") return botCheckProviderName(SERVICE_CONFIG) ?? "";
  return "Sentry";
}

function ServiceRow({
  service,
  allowed,
  onChange,
  autoFocus,
}: {
  service: ConsentService;
  allowed: boolean;
  onChange: (allowed: boolean) => void;
  autoFocus: boolean;
}) {
  const t = useTranslations("consent");
  const id = useId();
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) toggle.current?.focus();
  }, [autoFocus]);
  const name = serviceName(service);
  return (
    <li className="grid gap-1 rounded-lg border border-[var(--color-line)] px-3 py-2">
      <div className="flex items-center gap-3">
        <span id={`${id}-name`} className="flex-1 font-medium">
          {name}
        </span>
        {SERVICE_INFO[service].required ? (
          <span className="inline-flex items-center gap-1 text-[var(--color-muted)]">
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t("required")}
          </span>
        ) : (
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2">
            <input
              ref={toggle}
              type="checkbox"
              role="switch"
              data-testid={`consent-toggle-${service}`}
              checked={allowed}
              onChange={(e) => onChange(e.target.checked)}
              aria-describedby={`${id}-description`}
              className="h-5 w-9 cursor-pointer accent-[var(--color-brand)]"
            />
            <span>{t("allow", { service: name })}</span>
          </label>
        )}
      </div>
      <p id={`${id}-description`} className="text-[var(--color-muted)]">
        {t(`services.${service}`)}
      </p>
    </li>
  );
}

export function ConsentDetails({ id }: { id: string }) {
  const t = useTranslations("consent");
  const { focus, takeFocus } = useStore(consentPanelStore);
  const granted = useStore(consentStore, (s) => s.granted);
  const [choice, setChoice] = useState<ConsentService[]>(() =>
    granted.filter((s) => OPTIONAL_SERVICES.includes(s)),
  );
  const accept = (services: readonly ConsentService[]) => {
    saveConsent(services);
    closeConsentPanel();
  };
  const links = (["privacy-policy", "cookie-policy"] as const).filter(hasFeature);

  return (
    <CornerPanel
      id={id}
      testId="consent-panel"
      title={t("detailsTitle")}
      takeFocus={takeFocus && focus === null}
      onClose={closeConsentPanel}
      footer={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => openConsentPanel("intro")}
          >
            {t("back")}
          </button>
          {OPTIONAL_SERVICES.length > 0 && (
            <>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => accept(choice)}
              >
                {t("save")}
              </button>
              <button
                type="button"
                className={buttonClass.primary}
                onClick={() => accept(OPTIONAL_SERVICES)}
              >
                {t("acceptAll")}
              </button>
            </>
          )}
        </>
      }
    >
      <p>{t("detailsIntro")}</p>
      {links.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-4">
          {links.map((route) => (
            <li key={route}>
              <AppLink href={routePath(route)} className="underline underline-offset-4">
                {t(`links.${route}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {PURPOSES.map((purpose) => {
        const services = SERVICES.filter((s) => SERVICE_INFO[s].purpose === purpose);
        if (services.length === 0) return null;
        return (
          <section key={purpose} className="mt-3">
            <h3 className="font-semibold">{t(`purposes.${purpose}.title`)}</h3>
            <p className="text-[var(--color-muted)]">{t(`purposes.${purpose}.description`)}</p>
            <ul className="mt-2 grid gap-2">
              {services.map((service) => (
                <ServiceRow
                  key={service}
                  service={service}
                  autoFocus={focus === service}
                  allowed={choice.includes(service)}
                  onChange={(allowed) =>
                    setChoice((list) =>
                      allowed ? [...list, service] : list.filter((s) => s !== service),
                    )
                  }
                />
              ))}
            </ul>
          </section>
        );
      })}
    </CornerPanel>
  );
}
