/**
 * Which REST requests create an account or make the backend mail someone, whatever the path's
 * spelling. The GraphQL mutations that run the same controllers are guarded at their resolvers
 * (src/utils/graphql-account-guard.ts), since GraphQL parses its body after the global middlewares.
 */
import { normalizePath } from "./request-path";

export type AccountAction = "register" | "forgot-password" | "send-email-confirmation";

const REST_ACTIONS = new Map<string, AccountAction>([
  ["/api/auth/local/register", "register"],
  ["/api/auth/forgot-password", "forgot-password"],
  ["/api/auth/send-email-confirmation", "send-email-confirmation"],
]);

/** The account action of this REST request, or null. */
export function accountAction(ctx: { method: string; path: string }): AccountAction | null {
  if (ctx.method !== "POST") return null;
  return REST_ACTIONS.get(normalizePath(ctx.path)) ?? null;
}
