/**
 * Server-side verification of the optional bot checks (hCaptcha- and reCAPTCHA-style). With no
 * secret configured the check is off and every request passes; with one, the request must carry a
 * token (`captchaToken` in the data, or the `x-captcha-token` header) that the provider accepts.
 */
import { errors } from "@strapi/utils";

interface Provider {
  name: "hcaptcha" | "recaptcha";
  secret: string;
  verifyUrl: string;
}

function configuredProvider(): Provider | null {
  const h = process.env.HCAPTCHA_SECRET?.trim();
  if (h)
    return {
      name: "hcaptcha",
      secret: h,
      verifyUrl: process.env.HCAPTCHA_VERIFY_URL || "https://api.hcaptcha.com/siteverify",
    };
  const r = process.env.RECAPTCHA_SECRET?.trim();
  if (r)
    return {
      name: "recaptcha",
      secret: r,
      verifyUrl:
        process.env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
    };
  return null;
}

export function botCheckEnabled(): boolean {
  return configuredProvider() !== null;
}

export async function verifyBotCheck(token: unknown, remoteIp?: string): Promise<void> {
  const provider = configuredProvider();
  if (!provider) return;
  if (typeof token !== "string" || token.trim() === "") {
    throw new errors.ValidationError("The bot check is missing", { field: "captchaToken" });
  }
  const form = new URLSearchParams({ secret: provider.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  let ok = false;
  try {
    const response = await fetch(provider.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    ok = response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    ok = false;
  }
  if (!ok)
    throw new errors.ValidationError("The bot check failed; please try again", {
      field: "captchaToken",
    });
}
