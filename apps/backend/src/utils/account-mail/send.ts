/**
 * The account mails users-permissions would send with its one-language templates (confirmation,
 * reset password), sent instead in the requester's language (./locale.ts) as HTML and text.
 */
import crypto from "node:crypto";
import type { Core } from "@strapi/strapi";
import { confirmationMail, type Mail, resetPasswordMail } from "./compose";
import { currentMailLocale, sitePage } from "./locale";

interface MailUser {
  id: number | string;
  email: string;
  username: string;
}

export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail) {
  await strapi
    .plugin("email")
    .service("email")
    .send({ to, ...mail });
}

/** users-permissions' `user.sendConfirmationEmail`: a new confirmation code, mailed. */
export async function sendConfirmationMail(
  strapi: Core.Strapi,
  users: { edit(id: MailUser["id"], data: Record<string, unknown>): Promise<unknown> },
  user: MailUser,
) {
  const locale = currentMailLocale();
  const code = crypto.randomBytes(20).toString("hex");
  await users.edit(user.id, { confirmationToken: code });
  const server = String(strapi.config.get("server.absoluteUrl")).replace(/\/+$/, "");
  const prefix = String(strapi.config.get("api.rest.prefix", "/api"));
  // The locale comes back to the confirmation route, which sends the visitor to the page in it.
  const query = new URLSearchParams({ confirmation: code });
  if (locale !== "en") query.set("locale", locale);
  const url = `${server}${prefix}/auth/email-confirmation?${query}`;
  await sendMail(strapi, user.email, confirmationMail(locale, user.username, url));
}

/** users-permissions' forgot password after its checks: a reset code on the account, mailed. */
export async function sendResetPasswordMail(strapi: Core.Strapi, email: string) {
  const user = (await strapi.db
    .query("plugin::users-permissions.user")
    .findOne({ where: { email: email.toLowerCase() } })) as
    (MailUser & { blocked?: boolean }) | null;
  if (!user || user.blocked) return;
  const code = crypto.randomBytes(64).toString("hex");
  await strapi
    .plugin("users-permissions")
    .service("user")
    .edit(user.id, { resetPasswordToken: code });
  const locale = currentMailLocale();
  const url = `${sitePage(locale, "/reset-password")}?code=${code}`;
  await sendMail(strapi, user.email, resetPasswordMail(locale, user.username, url));
}
