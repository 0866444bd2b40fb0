/** Deleting one's own account removes the user, their settings document and their sessions. */
import type { Core } from "@strapi/strapi";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async destroy(ctx) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) return ctx.unauthorized();
    await strapi.db.transaction(async () => {
      await strapi.db
        .query("api::user-setting.user-setting")
        .deleteMany({ where: { owner: { id: user.id } } });
      await strapi.db.query("plugin::users-permissions.user").delete({ where: { id: user.id } });
    });
    await strapi.sessionManager("users-permissions").invalidateRefreshToken(String(user.id));
    ctx.status = 204;
    ctx.body = null;
  },
});
