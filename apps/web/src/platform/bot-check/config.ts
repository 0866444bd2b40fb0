/**
 * The optional bot check (docs/architecture.md: used on register, forgot password, contact and survey
 * when a site key is set at build time). hCaptcha-style is preferred when both keys are set, like
 * the backend prefers its hCaptcha secret. Without a key there is no widget and no script.
 */
export type BotCheckProvider = "hcaptcha" | "recaptcha";

export interface BotCheckConfig {
  provider: BotCheckProvider;
  siteKey: string;
}

export function botCheckFromKeys(keys: {
  hcaptcha?: string;
  recaptcha?: string;
}): BotCheckConfig | null {
  const h = keys.hcaptcha?.trim();
  if (h) return { provider: "hcaptcha", siteKey: h };
  const r = keys.recaptcha?.trim();
  if (r) return { provider: "recaptcha", siteKey: r };
  return null;
}

// Written out in full so that Next inlines the values at build time.
export const botCheckConfig: BotCheckConfig | null = botCheckFromKeys({
  hcaptcha: process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
  recaptcha: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
});

/** The request header that carries the token to the backend (read by its bot-check middleware). */
export const BOT_CHECK_HEADER = "X-Captcha-Token";
