"use client";
/**
 * The bot-check widget of a form (hCaptcha- or reCAPTCHA-style), rendered only when a site key was
 * configured. It reports the token (or null once it expires or fails); the form sends it in the
 * X-Captcha-Token header. A script that cannot load is reported beside the widget. The provider's
 * script is a third party: it loads only once the visitor allowed the bot check in the consent panel.
 */
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { requestConsent, useConsent } from "@/platform/consent/consent-store";
import { buttonClass } from "@/ui/button";
import { botCheckConfig, type BotCheckConfig } from "./config";
import { loadBotCheckScript } from "./load-script";

interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

function widgetApi(provider: BotCheckConfig["provider"]): WidgetApi | null {
  const api = (window as unknown as Record<string, WidgetApi | undefined>)[
    provider === "hcaptcha" ? "hcaptcha" : "grecaptcha"
  ];
  return api ?? null;
}

export function BotCheck({
  onToken,
  resetKey = 0,
}: {
  onToken: (token: string | null) => void;
  resetKey?: number;
}) {
  const config = botCheckConfig;
  const t = useTranslations("forms.botCheck");
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | number | null>(null);
  const report = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const allowed = useConsent("bot-check");

  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!config || !allowed) return;
    let cancelled = false;
    loadBotCheckScript(config.provider)
      .then(() => {
        const api = widgetApi(config.provider);
        if (cancelled || !api || !container.current || widget.current !== null) return;
        widget.current = api.render(container.current, {
          sitekey: config.siteKey,
          hl: locale,
          callback: (token: string) => report.current(token),
          "expired-callback": () => report.current(null),
          "error-callback": () => report.current(null),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [config, locale, allowed]);

  // A used token cannot be sent twice: the form asks for a new check after each attempt.
  useEffect(() => {
    if (resetKey === 0 || !config || widget.current === null) return;
    widgetApi(config.provider)?.reset(widget.current);
    report.current(null);
  }, [resetKey, config]);

  if (!config) return null;
  if (!allowed) {
    return (
      <div className="grid justify-items-start gap-2 text-sm" data-testid="bot-check-consent">
        <p>
          {t("consent", { provider: config.provider === "hcaptcha" ? "hCaptcha" : "reCAPTCHA" })}
        </p>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void requestConsent("bot-check")}
        >
          {t("allow")}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <div ref={container} data-testid="bot-check" />
      {failed && (
        <p role="alert" className="text-sm text-[var(--color-danger)]">
          {t("unavailable")}
        </p>
      )}
    </div>
  );
}
