"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { botCheckConfig } from "./config";

/**
 * The bot-check state of a form: pass `widget` to <BotCheck>, send `token` with the request
 * (X-Captcha-Token), check `missing()` before sending, and `reset()` after each attempt (a token is
 * good for one request).
 */
export function useBotCheck() {
  const t = useTranslations("forms.botCheck");
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  return {
    token,
    /** The message to show when the check is configured but not done yet; null otherwise. */
    missing: (): string | null => (botCheckConfig && !token ? t("required") : null),
    reset: () => setResetKey((n) => n + 1),
    widget: { onToken: setToken, resetKey },
  };
}
