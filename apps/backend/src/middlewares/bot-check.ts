/**
 * Bot check on the account routes that anyone can call to make the backend send mail: register
 * and forgot password. Reuses the verification of contact and survey (off without a secret). The
 * token comes in the X-Captcha-Token header or as `captchaToken` in the body; it is removed from
 * the body because users-permissions refuses unknown registration fields.
 */
import type { Core } from "@strapi/strapi";
import { verifyBotCheck } from "../utils/bot-check";

export const PROTECTED_ROUTES = new Set(["/api/auth/local/register", "/api/auth/forgot-password"]);

export default (_config: unknown, _deps: { strapi: Core.Strapi }) =>
  async (
    ctx: {
      method: string;
      path: string;
      request: { body?: unknown; ip: string };
      get(name: string): string;
    },
    next: () => Promise<void>,
  ) => {
    if (ctx.method !== "POST" || !PROTECTED_ROUTES.has(ctx.path)) return next();
    const body = ctx.request.body;
    let fromBody: unknown;
    if (body && typeof body === "object" && !Array.isArray(body) && "captchaToken" in body) {
      fromBody = (body as Record<string, unknown>).captchaToken;
      delete (body as Record<string, unknown>).captchaToken;
    }
    await verifyBotCheck(ctx.get("x-captcha-token") || fromBody, ctx.request.ip);
    return next();
  };
