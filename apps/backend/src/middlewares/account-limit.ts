/**
 * Per-IP limit of the requests that create accounts or send account mail (register, forgot
 * password, send the confirmation again, whatever the path's spelling; the GraphQL mutations call
 * `limitAccountAction` from their resolvers): ACCOUNT_RATE_LIMIT_MAX per
 * ACCOUNT_RATE_LIMIT_INTERVAL_MS and client IP, whatever e-mail addresses they name. The counters
 * are in the database, shared by every instance. Off with AUTH_RATE_LIMIT_ENABLED=false.
 */
import { RateLimit } from "koa2-ratelimit";
import { errors } from "@strapi/utils";
import { accountAction } from "../utils/account-actions";
import { sharedRateLimitStore } from "../utils/rate-limit-store";

const enabled = () => (process.env.AUTH_RATE_LIMIT_ENABLED ?? "true") !== "false";

let limiter: ReturnType<typeof RateLimit.middleware> | null = null;

/** Counts one account action of this client; throws the 429 beyond the limit. */
export async function limitAccountAction(ctx: unknown): Promise<void> {
  if (!enabled()) return;
  limiter ??= RateLimit.middleware({
    interval: Number(process.env.ACCOUNT_RATE_LIMIT_INTERVAL_MS ?? 15 * 60_000),
    max: Number(process.env.ACCOUNT_RATE_LIMIT_MAX ?? 10),
    store: sharedRateLimitStore,
    keyGenerator: (c) => `account|${c.request.ip}`,
    handler() {
      throw new errors.RateLimitError();
    },
  });
  await limiter(ctx, async () => undefined);
}

export default () => async (ctx: { method: string; path: string }, next: () => Promise<void>) => {
  if (accountAction(ctx)) await limitAccountAction(ctx);
  return next();
};
