/**
 * users-permissions as shipped, with two changes:
 * - Access tokens (refresh mode) are accepted only while their session is alive: users-permissions
 *   checks just their signature, so a token would outlive a logout, a password change or reset, or
 *   a refresh by up to its lifespan. Each authenticated request looks up the session the token was
 *   issued for: it must exist (logout, password change/reset and account deletion delete it), be
 *   active (a refresh retires it) and not be expired.
 * - Account answers do not reveal whether an account exists (src/utils/account-privacy.ts); the
 *   password rule is in config/plugins.ts.
 */
import type { Core } from "@strapi/strapi";
import { withAccountPrivacy } from "../../utils/account-privacy";

type JwtService = {
  verify(token: string): Promise<{ id?: number | string; sessionId?: string }>;
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
  plugin.controllers.auth = withAccountPrivacy(
    plugin.controllers.auth as Parameters<typeof withAccountPrivacy>[0],
  );
  return plugin;
};
