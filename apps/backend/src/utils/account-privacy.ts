/**
 * Answers of register, forgot password and "send the confirmation again" that do not tell whether
 * an account exists (REST and GraphQL run these controllers):
 * - register with a taken e-mail or username answers like a new registration; the address's owner
 *   is told by mail instead (someone tried to register it / the username is taken);
 * - forgot password and resending the confirmation always answer the same;
 * - they answer once the request is checked, and do the work (account rows, password hash, tokens,
 *   mail) beside the answer, which takes at least ACCOUNT_RESPONSE_MIN_MS: the time does not tell
 *   either. Validation errors (a malformed address, a weak password) say nothing about accounts
 *   and stay as they are.
 */
import type { Core } from "@strapi/strapi";
import { errors, validateYupSchema, yup } from "@strapi/utils";
import { validatePassword } from "./password-policy";
import { emailTakenMail, usernameTakenMail } from "./account-mail/compose";
import { type MailLocale, sitePage, toMailLocale, withMailLocale } from "./account-mail/locale";
import { sendMail, sendResetPasswordMail } from "./account-mail/send";

type Controller = (ctx: AccountContext) => Promise<unknown>;
type AuthController = Record<string, Controller>;
type AuthFactory = (deps: { strapi: Core.Strapi }) => AuthController;

interface AccountContext {
  request: { body?: unknown };
  state?: Record<string, unknown>;
  status: number;
  body: unknown;
  send?: (body: unknown) => void;
}

const REGISTER_FIELDS = ["username", "email", "password"];

/** The checks users-permissions makes before it looks at existing accounts, made up front. */
const registerSchema = yup.object({
  email: yup.string().email().required(),
  username: yup.string().required(),
  password: yup
    .string()
    .required()
    .test("bytes", "Password must be less than 73 bytes", (value) =>
      value ? new TextEncoder().encode(value).length <= 72 : true,
    )
    .test("rule", function check(value) {
      try {
        return value ? validatePassword(value) : true;
      } catch (error) {
        return this.createError({ message: (error as Error).message });
      }
    }),
});

const emailSchema = yup
  .object({ email: yup.string().email().required(), locale: yup.string() })
  .noUnknown();

/** The mail language the site sent (`locale`), taken out of the body users-permissions checks. */
function takeLocale(body: Record<string, unknown>): MailLocale {
  const locale = toMailLocale(body.locale);
  delete body.locale;
  return locale;
}

/** A context for a controller run after the answer: it only collects what the controller sends. */
function shim(body: Record<string, unknown>): AccountContext {
  const ctx: AccountContext = {
    request: { body },
    state: {},
    status: 200,
    body: undefined,
    send(value) {
      ctx.body = value;
    },
  };
  return ctx;
}

/** Work that must not make the answer slower or different: run on its own, failures logged. */
function afterAnswer(strapi: Core.Strapi, work: () => Promise<unknown>) {
  void work().catch((error: unknown) =>
    strapi.log.error(`account action failed: ${String(error)}`),
  );
}

const running = new Map<string, Promise<unknown>>();

/**
 * Registrations of one address run one after the other in this process, so a second one (a double
 * click) sees the first account instead of racing it into a duplicate.
 */
function oneAtATime(key: string, work: () => Promise<unknown>): Promise<unknown> {
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  running.set(key, next);
  const forget = () => {
    if (running.get(key) === next) running.delete(key);
  };
  next.then(forget, forget);
  return next;
}

async function checkRegistration(body: Record<string, unknown>) {
  const unknown = Object.keys(body).filter((key) => !REGISTER_FIELDS.includes(key));
  if (unknown.length > 0)
    throw new errors.ValidationError(`Invalid parameters: ${unknown.join(", ")}`);
  await validateYupSchema(registerSchema)(body);
}

const minimumMs = () => Number(process.env.ACCOUNT_RESPONSE_MIN_MS ?? 400);

/** Runs `work` (the checks) and answers no sooner than the minimum duration. */
async function padded<T>(work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const left = minimumMs() - (performance.now() - start);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Tells the owner of the address why no new account was made (sent after the answer). */
async function mailAboutTakenAccount(strapi: Core.Strapi, email: string, locale: MailLocale) {
  const address = email.toLowerCase();
  const existing = await strapi.db
    .query("plugin::users-permissions.user")
    .findOne({ where: { email: address } });
  if (existing)
    await sendMail(
      strapi,
      existing.email as string,
      emailTakenMail(locale, {
        login: sitePage(locale, "/login"),
        forgot: sitePage(locale, "/forgot-password"),
      }),
    );
  else await sendMail(strapi, address, usernameTakenMail(locale, sitePage(locale, "/register")));
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
        const body = { ...((ctx.request.body ?? {}) as Record<string, unknown>) };
        const locale = takeLocale(body);
        // Without e-mail confirmation register answers with a session; nothing to hide then.
        if (!(await emailConfirmationOn(strapi))) {
          ctx.request.body = body;
          return base.register(ctx);
        }
        // The account is made while the answer waits out its minimum time, but the answer does not
        // wait for it: it is the same, and as quick, whether the address is taken.
        const create = async () => {
          try {
            await withMailLocale(locale, () => base.register(shim(body)));
          } catch (error) {
            if (!isApplicationError(error, /already taken/i)) throw error;
            await mailAboutTakenAccount(strapi, text(body.email), locale);
          }
        };
        await padded(async () => {
          await checkRegistration(body);
          afterAnswer(strapi, () => oneAtATime(text(body.email).toLowerCase(), create));
        });
        ctx.status = 200;
        ctx.body = {
          user: {
            username: text(body.username),
            email: text(body.email).toLowerCase(),
            confirmed: false,
            blocked: false,
          },
        };
        return ctx.body;
      },

      async forgotPassword(ctx) {
        const body = { ...((ctx.request.body ?? {}) as Record<string, unknown>) };
        await padded(async () => {
          await validateYupSchema(emailSchema)(body);
          const locale = takeLocale(body);
          afterAnswer(strapi, () =>
            withMailLocale(locale, () => sendResetPasswordMail(strapi, text(body.email))),
          );
        });
        ctx.status = 200;
        ctx.body = { ok: true };
        return ctx.body;
      },

      async sendEmailConfirmation(ctx) {
        const body = { ...((ctx.request.body ?? {}) as Record<string, unknown>) };
        await padded(async () => {
          await validateYupSchema(emailSchema)(body);
          const locale = takeLocale(body);
          afterAnswer(strapi, async () => {
            try {
              await withMailLocale(locale, () => base.sendEmailConfirmation(shim(body)));
            } catch (error) {
              if (!isApplicationError(error, /already confirmed|blocked/i)) throw error;
            }
          });
        });
        ctx.status = 200;
        ctx.body = { email: text(body.email).toLowerCase(), sent: true };
        return ctx.body;
      },
    };
  };
}
