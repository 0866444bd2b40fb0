/**
 * Bot check on every REST request that creates an account or makes the backend send account mail:
 * register, forgot password and send the confirmation again, whatever the path's spelling (the
 * GraphQL mutations are checked at their resolvers, src/utils/graphql-account-guard.ts). Reuses the
 * verification of contact and survey (off without a secret). The token comes in the
 * X-Captcha-Token header or as `captchaToken` in the body; it is removed from the body because
 * users-permissions refuses unknown registration fields.
 */
import type { Core } from "@strapi/strapi";
import { accountAction } from "../utils/account-actions";
import { verifyBotCheck } from "../utils/bot-check";

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
    if (!accountAction(ctx)) return next();
    const body = ctx.request.body;
    let fromBody: unknown;
    if (body && typeof body === "object" && !Array.isArray(body) && "captchaToken" in body) {
      fromBody = (body as Record<string, unknown>).captchaToken;
      delete (body as Record<string, unknown>).captchaToken;
    }
    await verifyBotCheck(ctx.get("x-captcha-token") || fromBody, ctx.request.ip);
    return next();
  };
