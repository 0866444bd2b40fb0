/**
 * users-permissions as shipped, with two changes:
 * - Access tokens (refresh mode) are accepted only while their session is alive: users-permissions
 *   checks just their signature, so a token would outlive a logout, a password change or reset, or
 *   a refresh by up to its lifespan. Each authenticated request looks up the session the token was
 *   issued for: it must exist (logout, password change/reset and account deletion delete it), be
 *   active (a refresh retires it) and not be expired.
 * - Account answers do not reveal whether an account exists (src/utils/account-privacy.ts); the
 *   password rule is in config/plugins.ts.
 * - The mail's confirmation link lands on the site in the mail's language, a used one on the login
 *   page (src/utils/confirmation-link.ts).
 * - Account mails are sent in the requester's language as HTML and text
 *   (src/utils/account-mail/), not from the plugin's one-language templates.
 */
import type { Core } from "@strapi/strapi";
import { withAccountPrivacy } from "../../utils/account-privacy";
import { sendConfirmationMail } from "../../utils/account-mail/send";
import { withConfirmationLanding } from "../../utils/confirmation-link";

type JwtService = {
  verify(token: string): Promise<{ id?: number | string; sessionId?: string }>;
  [key: string]: unknown;
};
type UserService = {
  edit(id: number | string, data: Record<string, unknown>): Promise<unknown>;
  [key: string]: unknown;
};
type Plugin = {
  services: Record<string, (deps: { strapi: Core.Strapi }) => unknown>;
  controllers: Record<string, unknown>;
};

export async function isSessionAlive(
  strapi: Core.Strapi,
  sessionId: string | undefined,
  userId: number | string | undefined,
): Promise<boolean> {
  if (!sessionId) return false;
  const session = await strapi.db.query("admin::session").findOne({ where: { sessionId } });
  return (
    !!session &&
    session.origin === "users-permissions" &&
    session.status === "active" &&
    String(session.userId) === String(userId) &&
    new Date(session.expiresAt).getTime() > Date.now()
  );
}

export default (plugin: Plugin) => {
  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const base = createJwtService({ strapi }) as JwtService;
    return {
      ...base,
      async verify(token: string) {
        const payload = await base.verify.call(this, token);
        const mode = strapi.config.get("plugin::users-permissions.jwtManagement");
        if (mode === "refresh" && !(await isSessionAlive(strapi, payload.sessionId, payload.id)))
          throw new Error("Invalid token.");
        return payload;
      },
    };
  };
  const createUserService = plugin.services.user;
  plugin.services.user = ({ strapi }) => {
    const base = createUserService({ strapi }) as UserService;
    const service: UserService = {
      ...base,
      sendConfirmationEmail: (user: { id: number | string; email: string; username: string }) =>
        sendConfirmationMail(strapi, service, user),
    };
    return service;
  };
  plugin.controllers.auth = withConfirmationLanding(
    withAccountPrivacy(
      plugin.controllers.auth as Parameters<typeof withAccountPrivacy>[0],
    ) as unknown as Parameters<typeof withConfirmationLanding>[0],
  );
  return plugin;
};
