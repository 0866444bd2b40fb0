/**
 * Owner scoping of per-user collections, enforced in the document service so that it applies to
 * REST controllers and GraphQL resolvers alike (GraphQL does not go through the REST controllers).
 * Only requests authenticated by users-permissions are scoped; the admin panel and internal calls
 * (bootstrap, lifecycle code) are not.
 */
import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";

export const OWNED_UIDS = new Set<string>(["api::user-setting.user-setting"]);

interface RequestState {
  user?: { id: number };
  auth?: { strategy?: { name?: string } };
}

/** The users-permissions user of the current HTTP request, or null for other callers. */
export function currentApiUser(strapi: Core.Strapi): { id: number } | null | "anonymous" {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (!ctx?.state) return null;
  const strategy = ctx.state.auth?.strategy?.name;
  if (strategy === "users-permissions") return ctx.state.user ?? "anonymous";
  // A content-API request without a users-permissions token (public role).
  if (!strategy || strategy === "public") return "anonymous";
  return null;
}

export function registerOwnerScope(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!OWNED_UIDS.has(context.uid)) return next();
    const user = currentApiUser(strapi);
    if (user === null) return next();
    if (user === "anonymous") throw new errors.ForbiddenError("Log in to use this collection");
    const params = context.params as Record<string, unknown> & {
      filters?: unknown;
      documentId?: string;
      data?: Record<string, unknown>;
    };
    switch (context.action) {
      case "findMany":
      case "findFirst":
      case "count":
        params.filters = params.filters
          ? { $and: [params.filters, { owner: { id: user.id } }] }
          : { owner: { id: user.id } };
        return next();
      case "findOne":
      case "update":
      case "delete":
      case "publish":
      case "unpublish":
      case "discardDraft": {
        const owned = await strapi.db.query(context.uid).findOne({
          where: { documentId: params.documentId, owner: { id: user.id } },
          select: ["id"],
        });
        // Another user's document is reported as absent, not as forbidden, to reveal nothing.
        if (!owned) {
          if (context.action === "findOne") return null;
          throw new errors.NotFoundError("Not Found");
        }
        if (params.data) delete params.data.owner;
        return next();
      }
      case "create":
        params.data = { ...(params.data ?? {}), owner: user.id };
        return next();
      default:
        return next();
    }
  });
}
