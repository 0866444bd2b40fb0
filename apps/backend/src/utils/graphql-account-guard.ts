/**
 * The GraphQL mutations that create an account or send account mail (register, forgotPassword)
 * get the same per-IP limit and bot check as their REST routes, at their resolvers, where the
 * parsed request is known: each such field counts once (aliases included), and one request may
 * hold only one of them, since a bot-check token is good for one action.
 */
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { limitAccountAction } from "../middlewares/account-limit";
import { verifyBotCheck } from "./bot-check";

interface KoaContext {
  state: Record<string, unknown>;
  request: { ip: string };
  get(name: string): string;
}

type Resolve = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

async function guard(
  next: Resolve,
  parent: unknown,
  args: unknown,
  context: { koaContext: KoaContext },
  info: unknown,
) {
  const ctx = context.koaContext;
  const count = ((ctx.state.accountMutations as number | undefined) ?? 0) + 1;
  ctx.state.accountMutations = count;
  if (count > 1) throw new errors.ValidationError("Send one account request at a time");
  await limitAccountAction(ctx);
  await verifyBotCheck(ctx.get("x-captcha-token"), ctx.request.ip);
  return next(parent, args, context, info);
}

export function registerGraphqlAccountGuard(strapi: Core.Strapi) {
  strapi
    .plugin("graphql")
    .service("extension")
    .use({
      resolversConfig: {
        "Mutation.register": { middlewares: [guard] },
        "Mutation.forgotPassword": { middlewares: [guard] },
      },
    });
}
