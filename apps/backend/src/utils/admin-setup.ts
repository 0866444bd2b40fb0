/**
 * The admin panel never offers to create its first admin: on a fresh install anyone who reached
 * it first would become super admin. `/admin/register-admin` answers 403 and `/admin/init` says an
 * admin exists, so the panel shows its login; the admin is made with `npm run admin:create`
 * (scripts/create-admin.mjs) from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import type { Core } from "@strapi/strapi";

export function closeAdminRegistration(strapi: Core.Strapi) {
  const adminPath = String(strapi.config.get("admin.path", "/admin")).replace(/\/+$/, "");
  strapi.server.use(async (ctx, next) => {
    if (ctx.path === `${adminPath}/register-admin`) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: "ForbiddenError",
          message: "Admins are created with `npm run admin:create`",
          details: {},
        },
      };
      return;
    }
    await next();
    if (ctx.path === `${adminPath}/init` && ctx.status === 200) {
      const body = ctx.body as { data?: { hasAdmin?: boolean } } | undefined;
      if (body?.data) body.data.hasAdmin = true;
    }
  });
}
