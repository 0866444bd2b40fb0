/**
 * Rate limit of the public forms (contact, survey responses): FORM_RATE_LIMIT_MAX requests per
 * AUTH_RATE_LIMIT_INTERVAL_MS, form and client IP, 429 beyond. Off together with
 * the auth rate limit (AUTH_RATE_LIMIT_ENABLED=false). users-permissions' own rate limit is not
 * reused: its key takes `email` from the body, which a caller could vary to dodge the limit. The
 * counters are in the database, shared by every instance; the path is normalized so that another
 * spelling of it does not get a fresh allowance.
 */
import { RateLimit } from "koa2-ratelimit";
import { errors } from "@strapi/utils";
import { normalizePath } from "../utils/request-path";
import { sharedRateLimitStore } from "../utils/rate-limit-store";

export default () => {
  const enabled = (process.env.AUTH_RATE_LIMIT_ENABLED ?? "true") !== "false";
  const limiter = RateLimit.middleware({
    interval: Number(process.env.AUTH_RATE_LIMIT_INTERVAL_MS ?? 60_000),
    max: Number(process.env.FORM_RATE_LIMIT_MAX ?? 5),
    store: sharedRateLimitStore,
    // One count per form and client IP.
    keyGenerator: (ctx: { path: string; request: { ip: string } }) =>
      `forms|${normalizePath(ctx.path)}|${ctx.request.ip}`,
    handler() {
      throw new errors.RateLimitError();
    },
  });
  return async (ctx: { path: string }, next: () => Promise<void>) => {
    if (!enabled) return next();
    return limiter(ctx, next);
  };
};
