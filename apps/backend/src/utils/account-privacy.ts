/**
 * Answers of register, forgot password and "send the confirmation again" that do not tell whether
 * an account exists (REST and GraphQL run these controllers):
 * - register with a taken e-mail or username answers like a new registration; the address's owner
 *   is told by mail instead (someone tried to register it / the username is taken);
 * - forgot password and resending the confirmation always answer the same;
 * - their mail is sent after the answer, and every answer takes at least ACCOUNT_RESPONSE_MIN_MS,
 *   so the time does not tell either. Validation errors (a malformed address, a weak password)
 *   say nothing about accounts and stay as they are.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";

type Controller = (ctx: AccountContext) => Promise<unknown>;
type AuthController = Record<string, Controller>;
type AuthFactory = (deps: { strapi: Core.Strapi }) => AuthController;

interface AccountContext {
  request: { body?: unknown };
  status: number;
  body: unknown;
}

type Send = (options: Record<string, unknown>) => Promise<unknown>;

const deferred = new AsyncLocalStorage<boolean>();
let emailWrapped = false;

/** Mail sent while a wrapped action runs is handed to the mail server after the answer. */
function deferMailOf(strapi: Core.Strapi) {
  if (emailWrapped) return;
  emailWrapped = true;
  const service = strapi.plugin("email").service("email") as Record<string, Send>;
  for (const name of ["send", "sendTemplatedEmail"]) {
    const original = service[name];
    if (typeof original !== "function") continue;
    service[name] = function (this: unknown, ...args: Parameters<Send>) {
      if (!deferred.getStore()) return original.apply(this, args);
      void original.apply(this, args).catch((error: unknown) => {
        strapi.log.error(`account mail not sent: ${String(error)}`);
      });
      return Promise.resolve(undefined);
    };
  }
}

const minimumMs = () => Number(process.env.ACCOUNT_RESPONSE_MIN_MS ?? 400);

/** Runs `work` with its mail deferred, and answers no sooner than the minimum duration. */
async function padded<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  deferMailOf(strapi);
  const start = performance.now();
  try {
    return await deferred.run(true, work);
  } finally {
    const left = minimumMs() - (performance.now() - start);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function siteUrl(): string {
  return (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
}

/** Tells the owner of the address why no new account was made (sent after the answer). */
async function mailAboutTakenAccount(strapi: Core.Strapi, email: string) {
  const address = email.toLowerCase();
  const existing = await strapi.db
    .query("plugin::users-permissions.user")
    .findOne({ where: { email: address } });
  const mail = existing
    ? {
        to: existing.email as string,
        subject: "Your FoE Toolbox account",
        text:
          "Someone, perhaps you, tried to create a FoE Toolbox account with this e-mail address, " +
          "which already has one.\n\n" +
          `Log in: ${siteUrl()}/login\nForgot your password? ${siteUrl()}/forgot-password\n\n` +
          "If it was not you, you can ignore this mail; nothing was changed.",
      }
    : {
        to: address,
        subject: "Your FoE Toolbox registration",
        text:
          "No FoE Toolbox account was created for this e-mail address: the username chosen is " +
          `already taken. Please register again with another one: ${siteUrl()}/register\n\n` +
          "If it was not you, you can ignore this mail.",
      };
  await strapi.plugin("email").service("email").send(mail);
}

async function emailConfirmationOn(strapi: Core.Strapi): Promise<boolean> {
  const settings = (await strapi
    .store({ type: "plugin", name: "users-permissions" })
    .get({ key: "advanced" })) as { email_confirmation?: boolean } | null;
  return settings?.email_confirmation === true;
}

const isApplicationError = (error: unknown, pattern: RegExp) =>
  error instanceof errors.ApplicationError &&
  !(error instanceof errors.ValidationError) &&
  pattern.test(error.message);

export function withAccountPrivacy(factory: AuthFactory): AuthFactory {
  return ({ strapi }) => {
    const base = factory({ strapi });
    return {
      ...base,

      async register(ctx) {
        // Without e-mail confirmation register answers with a session; nothing to hide then.
        if (!(await emailConfirmationOn(strapi))) return base.register(ctx);
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        const email = text(body.email);
        const username = text(body.username);
        await padded(strapi, async () => {
          try {
            await base.register(ctx);
          } catch (error) {
            if (!isApplicationError(error, /already taken/i)) throw error;
            void mailAboutTakenAccount(strapi, email).catch((e: unknown) =>
              strapi.log.error(`registration notice not sent: ${String(e)}`),
            );
          }
        });
        ctx.status = 200;
        ctx.body = {
          user: { username, email: email.toLowerCase(), confirmed: false, blocked: false },
        };
        return ctx.body;
      },

      async forgotPassword(ctx) {
        await padded(strapi, () => base.forgotPassword(ctx));
        ctx.status = 200;
        ctx.body = { ok: true };
        return ctx.body;
      },

      async sendEmailConfirmation(ctx) {
        const email = text((ctx.request.body as Record<string, unknown> | undefined)?.email);
        await padded(strapi, async () => {
          try {
            await base.sendEmailConfirmation(ctx);
          } catch (error) {
            if (!isApplicationError(error, /already confirmed|blocked/i)) throw error;
          }
        });
        ctx.status = 200;
        ctx.body = { email: email.toLowerCase(), sent: true };
        return ctx.body;
      },
    };
  };
}
